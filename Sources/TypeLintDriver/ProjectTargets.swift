import TypeLintSyntax

/// What a project says about its source files: which targets build each, and for which platforms. A file a watch app's
/// target builds is watchOS code, whatever else the project builds. Read from an Xcode project (here), an XcodeGen spec
/// or a Tuist manifest (their own files). In an Xcode project files come to a target two ways: listed one by one in its
/// Sources build phase (through the project's groups), or under a folder Xcode keeps in sync with the disk
/// (`PBXFileSystemSynchronizedRootGroup`, Xcode 16), less the files an exception set takes out of it (or puts into
/// another target).
struct ProjectTargets {
    /// A target that builds a file, as `explain-platform` names it.
    struct Target {
        let name: String
        let platforms: Platforms
        /// The build setting the platforms come from (`SDKROOT = watchos`).
        let setting: String
    }

    /// How a file belongs to its targets: listed in a build phase, or under a synchronized folder.
    struct Membership {
        var targets: [Target]
        /// The folder it is under, in words, when it is built as part of one (`the folder Watch App that Xcode keeps in sync`).
        var folder: String?
        /// Its place among the memberships many files share (the files of one set of phases, of one folder), so that what is
        /// made of it is made once; nil for a file an exception set names.
        var shared: Int?
    }

    /// A folder whose files its targets build (absolute, without a trailing `/`), with per file (relative to it) the
    /// targets an exception set takes out or puts in.
    struct Folder {
        var path: String
        var targets: [Target]
        /// What the folder is to the project, in words.
        var wording: String
        var excluded: [String: Set<String>] = [:]
        var included: [String: [Target]] = [:]
        /// The membership of its files that no exception set names, in `shared`.
        var membership = 0
    }

    /// The membership of each file a Sources build phase lists, in `shared`. Files listed by the same phases share one: a
    /// project may list one phase in thousands of targets, and each of its files would otherwise copy them all.
    private var membershipOfFile: [String: Int] = [:]
    private var shared: [Membership] = []
    /// By path; where two have one path, the first.
    private var folders: [String: Folder] = [:]
    /// Every target, for the platforms of the project as a whole.
    private(set) var targets: [Target] = []

    /// A project whose targets each build the files under some folders (XcodeGen's `sources:`, Tuist's globs).
    init(folders: [Folder]) {
        for folder in folders where self.folders[folder.path] == nil { self.folders[folder.path] = folder }
        var seen: Set<String> = []
        targets = folders.flatMap(\.targets).filter { seen.insert($0.name).inserted }
        shareFolderMemberships()
    }

    /// Each folder's membership for the files no exception set names, made once.
    private mutating func shareFolderMemberships() {
        for path in folders.keys.sorted() {
            folders[path]!.membership = share(Membership(targets: folders[path]!.targets, folder: folders[path]!.wording))
        }
    }

    private mutating func share(_ membership: Membership) -> Int {
        shared.append(Membership(targets: membership.targets, folder: membership.folder, shared: shared.count))
        return shared.count - 1
    }

    /// The project of `project.pbxproj`'s bytes, whose files are relative to `folder` (the one holding the `.xcodeproj`);
    /// nil when the file is not a project Xcode wrote.
    init?(pbxproj bytes: [UInt8], folder: String) {
        guard let root = OpenStepPlist.parse(bytes), let objects = root["objects"]?.dictionary,
              let projectID = root["rootObject"]?.string, let project = objects[projectID] else { return nil }
        func object(_ id: OpenStepPlist?) -> [String: OpenStepPlist]? { id?.string.flatMap { objects[$0]?.dictionary } }
        func ids(_ value: OpenStepPlist?) -> [String] { value?.array?.compactMap(\.string) ?? [] }

        // Each group's or file's parent, to resolve `<group>` paths from the main group down.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            for child in ids(value["children"]) { parents[child] = id }
        }
        let mainGroup = project["mainGroup"]?.string
        let projectRoot = project["projectDirPath"]?.string.flatMap { $0.isEmpty ? nil : $0 }.map { Self.joined(folder, $0) } ?? folder
        var resolved: [String: String?] = [:]
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < 64, let item = objects[id]?.dictionary else { return nil }
            let own = item["path"]?.string
            let result: String?
            switch item["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let parent = id == mainGroup ? projectRoot : parents[id].flatMap { path(of: $0, depth: depth + 1) }
                result = parent.map { base in own.map { Self.joined(base, $0) } ?? base }
            case "SOURCE_ROOT":
                result = own.map { Self.joined(projectRoot, $0) } ?? projectRoot
            case "<absolute>":
                result = own
            default:
                result = nil  // built products, the SDK, a developer folder: no source of the project
            }
            resolved[id] = result
            return result
        }

        let projectSettings = Self.settings(object(project["buildConfigurationList"]), objects)
        // The Sources build phases that list each file, and the targets each phase builds for: a phase that many targets
        // share is kept once, not once per target and file.
        var phasesOfFile: [String: [String]] = [:]
        var targetsOfPhase: [String: [Target]] = [:]
        var synchronized: [String: [Target]] = [:]  // group id → owning targets
        var targetsByID: [String: Target] = [:]
        for id in ids(project["targets"]) {
            guard let target = objects[id]?.dictionary, let name = target["name"]?.string else { continue }
            let settings = Self.settings(object(target["buildConfigurationList"]), objects)
            guard let (platforms, setting) = Self.platforms(settings, fallback: projectSettings) else { continue }
            let made = Target(name: name, platforms: platforms, setting: setting)
            targetsByID[id] = made
            targets.append(made)
            var phases: Set<String> = []
            for phase in ids(target["buildPhases"]) where phases.insert(phase).inserted && objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                // A phase's files are read once, the first time a target lists it.
                if targetsOfPhase[phase] == nil {
                    for buildFile in ids(objects[phase]?["files"]) {
                        guard let reference = object(.string(buildFile))?["fileRef"]?.string, let file = path(of: reference),
                              phasesOfFile[file]?.last != phase else { continue }
                        phasesOfFile[file, default: []].append(phase)
                    }
                }
                targetsOfPhase[phase, default: []].append(made)
            }
            for group in ids(target["fileSystemSynchronizedGroups"]) { synchronized[group, default: []].append(made) }
        }
        for (group, owners) in synchronized {
            guard let folder = path(of: group) else { continue }
            // An exception set lists files of the folder: taken out of its target when the target owns the folder, put into
            // it when another does.
            var excluded: [String: Set<String>] = [:]
            var included: [String: [Target]] = [:]
            for set in ids(objects[group]?["exceptions"]) {
                guard let exception = objects[set]?.dictionary, let target = exception["target"]?.string.flatMap({ targetsByID[$0] })
                else { continue }
                let owns = owners.contains { $0.name == target.name }
                for file in ids(exception["membershipExceptions"]) {
                    if owns { excluded[file, default: []].insert(target.name) } else { included[file, default: []].append(target) }
                }
            }
            if folders[folder] == nil {
                folders[folder] = Folder(path: folder, targets: owners, wording: "the folder \(folder.split(separator: "/").last ?? "") that Xcode keeps in sync",
                                         excluded: excluded, included: included)
            }
        }
        var byPhases: [[String]: Int] = [:]
        for (file, phases) in phasesOfFile.sorted(by: { $0.key < $1.key }) {
            if let known = byPhases[phases] {
                membershipOfFile[file] = known
                continue
            }
            var seen: Set<String> = []
            let index = share(Membership(targets: phases.flatMap { targetsOfPhase[$0] ?? [] }.filter { seen.insert($0.name).inserted }))
            byPhases[phases] = index
            membershipOfFile[file] = index
        }
        shareFolderMemberships()
    }

    /// The targets that build the file at the absolute `path`, and how it comes to them; nil when no target does.
    func membership(ofFileAt path: String) -> Membership? {
        if let index = membershipOfFile[path] { return shared[index] }
        // The nearest folder: each folder above the file, from its own up, looked up by its path.
        var folderPath = Substring(path)
        while let slash = folderPath.lastIndex(of: "/"), slash > folderPath.startIndex {
            folderPath = folderPath[..<slash]
            guard let folder = folders[String(folderPath)] else { continue }
            let relative = String(path[path.utf8.index(path.startIndex, offsetBy: folder.path.utf8.count + 1)...])
            guard folder.excluded[relative] != nil || folder.included[relative] != nil else {
                return folder.targets.isEmpty ? nil : shared[folder.membership]
            }
            let targets = folder.targets.filter { folder.excluded[relative]?.contains($0.name) != true } + (folder.included[relative] ?? [])
            return targets.isEmpty ? nil : Membership(targets: targets, folder: folder.wording)
        }
        return nil
    }

    /// The build settings of a configuration list's configurations, merged (the platforms do not differ between Debug
    /// and Release).
    private static func settings(_ list: [String: OpenStepPlist]?, _ objects: [String: OpenStepPlist]) -> [String: String] {
        var merged: [String: String] = [:]
        for id in list?["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
            for (key, value) in objects[id]?["buildSettings"]?.dictionary ?? [:] {
                if let text = value.string ?? value.array?.compactMap(\.string).joined(separator: " ") { merged[key] = merged[key] ?? text }
            }
        }
        return merged
    }

    /// A target's platforms from its `SDKROOT` (or the project's), and `SUPPORTED_PLATFORMS` where the SDK is `auto`.
    private static func platforms(_ settings: [String: String], fallback: [String: String]) -> (Platforms, String)? {
        guard let root = settings["SDKROOT"] ?? fallback["SDKROOT"] else { return nil }
        if let platform = sdks[root] { return (platform, "SDKROOT = \(root)") }
        guard let supported = settings["SUPPORTED_PLATFORMS"] ?? fallback["SUPPORTED_PLATFORMS"] else { return nil }
        let platforms = supported.split(separator: " ").compactMap { sdks[String($0)] }.reduce(Platforms()) { $0.union($1) }
        return platforms.isEmpty ? nil : (platforms, "SUPPORTED_PLATFORMS = \(supported)")
    }

    static let sdks: [String: Platforms] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "watchos": .watchOS, "watchsimulator": .watchOS,
        "appletvos": .tvOS, "appletvsimulator": .tvOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// `folder` and a relative `path`, with `.` and `..` taken as written (a project names its own folders).
    static func joined(_ folder: String, _ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        for part in path.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
