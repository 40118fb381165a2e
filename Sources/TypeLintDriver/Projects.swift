import Foundation
import TypeLintSyntax

/// What the folders above a file say about it: the platforms its project builds for, and the module whose
/// declarations it sees.
///
/// Platforms come from the nearest Xcode project or Swift package above the file: every `SDKROOT` of a
/// `project.pbxproj`, or the `platforms:` of a `Package.swift`; or, where no project file is in the repository
/// (a Tuist or XcodeGen app), from an `Info.plist` that only a Mac app writes (`LSMinimumSystemVersion` and no
/// UIKit key: an iPhone app that also runs on the Mac has `UILaunchScreen` and the like). Only a project that names exactly one platform decides (a Mac app
/// is macOS code: 10pt minimum, no Dynamic Type); one that builds for several leaves the configured platforms.
///
/// The module root is the nearest folder holding an Xcode project, a `Package.swift` or a git repository
/// (`.git`): every Swift file under it is indexed for the files it governs, whichever of them a run names, so
/// that a file's findings do not depend on the rest of the command line. A SwiftPM target sees the package's
/// other targets this way (a superset of its dependencies). The root folder and the home folder are never a
/// module root (a repository of dotfiles is not a module); a file with no root above it sees the files linted
/// with it.
///
/// Whether a file's app can draw a typeface it names (`drawsCustomFonts`) is asked of its repository: the nearest
/// folder above it holding `.git`, else the outermost project folder.
///
/// Folders are looked up once, from any thread.
final class Projects: @unchecked Sendable {
    struct Answer {
        var platforms: Platforms?
        /// Every platform the project builds for, when it builds for several (the configured platforms then decide the
        /// findings, and a fix must hold on each of these).
        var buildsFor: Platforms = []
        var moduleRoot: String?
        /// The oldest systems the project deploys to, where its files say.
        var deploymentTargets = DeploymentTargets()
        /// Why the platforms are what they are, in words (`explain-platform`); nil when nothing above the file says.
        var reason: String?
        /// The file that lists the targets of the nearest project above (an `.xcodeproj`, XcodeGen's `project.yml`, Tuist's
        /// `Project.swift`), whose targets may say more about one file.
        var targetsFile: String?
    }

    private let lock = NSLock()
    private var answers: [String: Answer] = [:]
    /// `drawsCustomFonts` by repository folder, and by the folder of a file asked about.
    private let fontsLock = NSLock()
    private var fontsByRepository: [String: Bool] = [:]
    private var fontsByFolder: [String: Bool] = [:]
    private var fontFilesMet: [String] = []
    /// Each project's targets, by the path of the file they were read from (nil: not readable as one).
    private var projectTargets: [String: ProjectTargets?] = [:]
    /// The home folder, which is never a module root nor walked past (a dotfiles repository at `~` holds every checkout
    /// of the user's): as `HOME` spells it and as the kernel resolves it (a home reached through a link, `HOME` ending in
    /// `/.`), or the password database's when `HOME` is unset (cron, `env -i`).
    private let homes: Set<String> = {
        let named = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }
        guard let named else { return [] }
        return [named.hasSuffix("/") && named.count > 1 ? String(named.dropLast()) : named, FileIO.canonical(named)]
    }()

    /// The answer for the file at the absolute `path`: its folder's, narrowed by the targets of its Xcode project that build
    /// it (a file of the watch app's target is watchOS code, in a project that also builds for iOS).
    func answer(forFileAt path: String) -> Answer {
        // One lock over the whole look-up: a folder is looked at once, even when every thread starts in it.
        lock.withLock {
            var answer = answer(forFolder: FileIO.folder(of: path))
            guard let targetsFile = answer.targetsFile, let membership = targets(readFrom: targetsFile)?.membership(ofFileAt: path) else {
                return answer
            }
            let key = membership.shared.map { NarrowingKey(targetsFile: targetsFile, membership: $0) }
            let narrowing = key.flatMap { narrowings[$0] } ?? Self.narrowing(by: membership, readFrom: targetsFile)
            if let key { narrowings[key] = narrowing }
            (answer.platforms, answer.reason) = (narrowing.platforms, narrowing.reason)
            return answer
        }
    }

    /// A project file's narrowing of the files one membership covers, made once per membership.
    private struct NarrowingKey: Hashable {
        let targetsFile: String
        let membership: Int
    }
    private var narrowings: [NarrowingKey: (platforms: Platforms?, reason: String)] = [:]

    private static func narrowing(by membership: ProjectTargets.Membership, readFrom targetsFile: String) -> (platforms: Platforms?, reason: String) {
        let platforms = membership.targets.reduce(Platforms()) { $0.union($1.platforms) }
        let targets = membership.targets.map { "\"\($0.name)\" (\($0.setting))" }.joined(separator: ", ")
        // Every platform a target of one platform builds it for: a file the watch app shares with the phone app is checked
        // on both. A target built for several platforms (`SDKROOT = auto`) leaves the configured platforms, as a project
        // building for several does.
        let multiplatform = membership.targets.contains { $0.platforms.names.count > 1 }
        return (multiplatform ? nil : platforms,
                "\(lastPathComponent(targetsFile)) builds it in \(membership.targets.count == 1 ? "the target" : "the targets") \(targets)"
                + (membership.folder.map { ", under \($0)" } ?? "")
                + (multiplatform ? ", for several platforms, so the configured ones apply" : ""))
    }

    /// The targets of the project `path` describes: an `.xcodeproj` folder, a `project.yml` or a `Project.swift`.
    private func targets(readFrom path: String) -> ProjectTargets? {
        if let known = projectTargets[path] { return known }
        let folder = FileIO.folder(of: path)
        let read: ProjectTargets? = switch lastPathComponent(path) {
        case let name where name.hasSuffix(".xcodeproj"):
            (try? FileIO.readFile(path + "/project.pbxproj", limit: Self.maxProjectFileBytes).get()).flatMap { ProjectTargets(pbxproj: $0, folder: folder) }
        case "Project.swift": (try? FileIO.readFile(path).get()).flatMap { ProjectTargets(tuist: $0, folder: folder) }
        default: (try? FileIO.readFile(path).get()).flatMap { ProjectTargets(xcodeGen: $0, folder: folder) }
        }
        projectTargets[path] = .some(read)
        return read
    }

    private func answer(forFolder folder: String) -> Answer {
        if let known = answers[folder] { return known }
        let markers = Self.markers(in: folder)
        let project = markers.isProject ? Self.projectFile(in: folder, markers) : nil
        let configurations = Self.namesConfigurationFiles(project, markers, in: folder) ? Self.configurationFiles(under: folder) : []
        let isModuleRoot = (markers.isProject || markers.hasRepository) && folder != "/" && !homes.contains(folder)
        let generated = markers.xcodeProject == nil ? markers.projectSpec.flatMap { targets(readFrom: folder + "/" + $0) } : nil
        // One platform decides; a target built for several counts as each of them.
        let decided = generated.map { spec in
            Self.distinct(spec.targets.flatMap { target in [Platforms.iOS, .macOS, .tvOS, .watchOS, .visionOS].filter { target.platforms.contains($0) } })
        }
            ?? (markers.isProject ? project.flatMap { Self.platforms(of: $0, configurations: configurations) }
                : markers.hasInfoPlist ? Self.platforms(ofInfoPlistIn: folder) : nil)
        let parent = FileIO.folder(of: folder)
        let above = (decided == nil || !isModuleRoot) && !parent.isEmpty && parent != folder ? answer(forFolder: parent) : Answer()
        let source = markers.xcodeProject ?? markers.projectSpec ?? (markers.hasPackage ? "Package.swift" : "Info.plist")
        let reason = decided.map { platforms in
            platforms.count == 1 ? "\(source) in \(folder) builds for \(platforms[0].names.joined()) only"
                : platforms.isEmpty ? "\(source) in \(folder) names no platform"
                : "\(source) in \(folder) builds for \(platforms.flatMap(\.names).joined(separator: ", ")), so the configured platforms apply"
        }
        let deployed = deploymentTargets(in: folder, markers, project, configurations: configurations)
        let result = Answer(platforms: decided.map { $0.count == 1 ? $0.first : nil } ?? above.platforms,
                            buildsFor: decided.map { $0.count > 1 ? $0.reduce(into: Platforms()) { $0.formUnion($1) } : [] } ?? above.buildsFor,
                            moduleRoot: isModuleRoot ? folder : above.moduleRoot,
                            deploymentTargets: deployed.isEmpty ? above.deploymentTargets : deployed, reason: reason ?? above.reason,
                            // A file's targets are looked up in the folder's one project; of several, each may build it.
                            targetsFile: markers.xcodeProjects.count > 1 ? nil
                                : (markers.xcodeProject ?? markers.projectSpec).map { folder + "/" + $0 } ?? above.targetsFile)
        answers[folder] = result
        return result
    }

    /// The oldest systems the project in `folder` deploys to: what its project file says (see `deploymentTargets(of:)`),
    /// its XcodeGen or Tuist spec, and the `.xcconfig` files its settings come from.
    private func deploymentTargets(in folder: String, _ markers: Markers, _ project: ProjectFile?,
                                   configurations: [[UInt8]]) -> DeploymentTargets {
        var found = project.map(Self.deploymentTargets(of:)) ?? DeploymentTargets()
        if let spec = markers.projectSpec, let bytes = try? FileIO.readFile(folder + "/" + spec).get() {
            found.formUnion(spec == "Project.swift" ? Self.deploymentTargets(inManifest: String(decoding: bytes, as: UTF8.self))
                                                    : Self.deploymentTargets(xcodeGen: bytes, folder: folder))
        }
        for configuration in configurations { found.formUnion(Self.deploymentTargets(inSettings: configuration)) }
        // Every manifest of a package: an older toolchain builds from another, which may deploy to older systems.
        for manifest in markers.hasPackage ? markers.versionedManifests + ["Package.swift"] : [] {
            if let bytes = try? FileIO.readFile(folder + "/" + manifest).get() {
                found.formUnion(Self.deploymentTargets(inManifest: String(decoding: bytes, as: UTF8.self)))
            }
        }
        return found
    }

    /// Whether the project in `folder` bases its settings on `.xcconfig` files: its Xcode project or its spec names one.
    private static func namesConfigurationFiles(_ project: ProjectFile?, _ markers: Markers, in folder: String) -> Bool {
        let mark = Array(".xcconfig".utf8)
        if case .xcode(let bytes)? = project, bytes.withUnsafeBufferPointer({ $0.contains(bytes: mark) }) { return true }
        guard let spec = markers.projectSpec, let bytes = try? FileIO.readFile(folder + "/" + spec).get() else { return false }
        return bytes.withUnsafeBufferPointer { $0.contains(bytes: mark) }
    }

    /// Whether the app of the file at the absolute `path` can draw a typeface named in its code: its repository holds a
    /// font file, an `Info.plist` listing `UIAppFonts` or `ATSApplicationFontsPath`, or code that registers fonts
    /// (`CTFontManagerRegister…`, a `registerFont…` helper, FontBlaster). Without any of these `.custom("PumpFont", size: 15)`
    /// draws the system font. True when no repository or project is above the file (nothing to go by). Worked out
    /// when a file names a typeface, once per repository.
    func drawsCustomFonts(forFileAt path: String) -> Bool {
        let folder = FileIO.folder(of: path)
        // A lock of its own: the walk of a large repository takes a while, and the project answers other files wait for
        // do not need it.
        return fontsLock.withLock {
            if let known = fontsByFolder[folder] { return known }
            var repository: String?
            var current = folder
            while !current.isEmpty, current != "/", !homes.contains(current) {
                let markers = Self.markers(in: current)
                if markers.isProject || markers.hasRepository { repository = current }
                if markers.hasRepository { break }
                let parent = FileIO.folder(of: current)
                if parent == current { break }
                current = parent
            }
            let answer = repository.map { root in
                if let known = fontsByRepository[root] { return known }
                if fontFilesMet.contains(where: { $0.hasPrefix(root + "/") }) {
                    fontsByRepository[root] = true
                    return true
                }
                let found = Self.bundlesOrRegistersFonts(under: root)
                fontsByRepository[root] = found
                return found
            } ?? true
            fontsByFolder[folder] = answer
            return answer
        }
    }

    /// Whether a file's name is a font file's (`Inter-Bold.TTF`).
    static func isFontFile(_ name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return fontFileExtensions.contains(name[dot...].lowercased())
    }

    private static let fontFileExtensions: Set<String> = [".ttf", ".otf", ".ttc", ".dfont", ".woff", ".woff2"]

    /// Notes font files a walk of the run met, so that a repository holding one is known to draw its typefaces unwalked.
    func noteFontFiles(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        fontsLock.withLock { fontFilesMet += paths }
    }

    /// The walk behind `drawsCustomFonts`: names first (a font file, an `Info.plist` that lists fonts), then the code. The
    /// packages SwiftPM has checked out for the repository (`.build/checkouts`, hidden from the walk) are the app's too: a
    /// design system's package bundles or registers the faces its tokens name.
    private static func bundlesOrRegistersFonts(under root: String) -> Bool {
        // A folder, not a link: one to `/` would have the walk read the whole disk.
        let checkouts = root + "/.build/checkouts"
        var info = stat()
        var folders = lstat(checkouts, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? [root, checkouts] : [root]
        var sources: [String] = []
        while let folder = folders.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let bytes = FileWalker.name(of: entry)
                guard bytes.first != UInt8(ascii: ".") else { continue }
                let name = String(decoding: bytes, as: UTF8.self)
                let path = folder + "/" + name
                if FileWalker.type(of: entry, path: { Array(path.utf8) + [0] }) == UInt8(DT_DIR) {
                    if !FileWalker.skippedDirectories.contains(name) { folders.append(path) }
                } else if isFontFile(name) {
                    return true
                } else if name.hasSuffix(".plist") {
                    if let plist = try? FileIO.readFile(path).get(),
                       plist.withUnsafeBufferPointer({ buffer in
                           ["UIAppFonts", "ATSApplicationFontsPath"].contains { buffer.contains(bytes: Array($0.utf8)) } }) {
                        return true
                    }
                } else if FileWalker.isSource(name) {
                    sources.append(path)
                }
            }
        }
        return sources.contains { path in (try? FileIO.readFile(path).get()).map(registersFonts) ?? false }
    }

    /// Whether code calls a font registration: a word of the code (not a comment or a string) that starts with
    /// `CTFontManagerRegister` or `registerFont`, or is `FontBlaster`.
    static func registersFonts(_ bytes: [UInt8]) -> Bool {
        let words = ["CTFontManagerRegister", "registerFont", "FontBlaster"].map { Array($0.utf8) }
        guard bytes.withUnsafeBufferPointer({ buffer in words.contains { buffer.contains(bytes: $0) } }) else { return false }
        return Lexer.tokenizeSeparately(bytes).code.contains { token in
            token.kind == .word && words.contains { bytes[token.start..<token.end].starts(with: $0) }
        }
    }

    private struct Markers {
        var xcodeProject: String?
        /// Every Xcode project of the folder: two that build one file build it for both's platforms.
        var xcodeProjects: [String] = []
        /// XcodeGen's `project.yml` or Tuist's `Project.swift`: a project whose `.xcodeproj` is generated.
        var projectSpec: String?
        var hasPackage = false
        /// A package's manifests for particular Swift versions (`Package@swift-5.9.swift`), newest first: SwiftPM builds from
        /// the newest the toolchain is not older than.
        var versionedManifests: [String] = []
        var hasRepository = false
        var hasInfoPlist = false
        /// A folder whose files are one module. A generator's spec is not one: a Tuist project's modules are often folders
        /// whose names are not the modules' (`Shared/DesignSystem` is `SharedDesignSystem`), so the files stay in the module of
        /// the repository around them; the spec still says their platforms.
        var isProject: Bool { xcodeProject != nil || hasPackage }
    }

    /// What `folder` holds that makes it a project or a repository. Read with readdir(3): Foundation's listing
    /// costs more than the rest of a small run's look-ups together.
    private static func markers(in folder: String) -> Markers {
        var markers = Markers()
        guard let directory = opendir(folder) else { return markers }
        // In a folder anyone may write to, what another user left there says nothing of the projects below it.
        var holder = stat()
        let shared = stat(folder, &holder) == 0 && holder.st_mode & 0o002 != 0
        while let entry = readdir(directory) {
            let name = String(decoding: FileWalker.name(of: entry), as: UTF8.self)
            var info = stat()
            if shared, lstat(folder + "/" + name, &info) == 0, FileIO.isLeftByAnother(info.st_uid, in: folder) { continue }
            if name.hasSuffix(".xcodeproj") {
                markers.xcodeProject = markers.xcodeProject ?? name
                markers.xcodeProjects.append(name)
            } else if name == "Package.swift" {
                markers.hasPackage = true
            } else if name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") {
                markers.versionedManifests.append(name)
            } else if name == "project.yml" || name == "project.yaml" || name == "Project.swift" {
                markers.projectSpec = markers.projectSpec ?? name
            } else if name == ".git" {
                markers.hasRepository = true
            } else if name == "Info.plist" {
                markers.hasInfoPlist = true
            }
        }
        closedir(directory)
        return markers
    }

    /// The file that says a project's platforms and deployment targets, read once for both: its Xcode project's
    /// `project.pbxproj`, else its `Package.swift`.
    private enum ProjectFile {
        case xcode([UInt8])
        case package(String)
    }

    /// The project file of `folder` (see `ProjectFile`), or nil when none can be read.
    private static func projectFile(in folder: String, _ markers: Markers) -> ProjectFile? {
        // Several projects in one folder are read as one: their platforms and deployment targets together.
        let projects = markers.xcodeProjects.sorted().compactMap {
            try? FileIO.readFile("\(folder)/\($0)/project.pbxproj", limit: Self.maxProjectFileBytes).get()
        }
        if !projects.isEmpty { return .xcode(Array(projects.joined(separator: [0x0A]))) }
        // The newest manifest: what a current toolchain builds from.
        for manifest in markers.hasPackage ? Self.newestFirst(markers.versionedManifests) + ["Package.swift"] : [] {
            if let bytes = try? FileIO.readFile("\(folder)/\(manifest)").get(), let text = String(validating: bytes, as: UTF8.self) {
                return .package(text)
            }
        }
        return nil
    }

    /// `Package@swift-X.Y.swift` names, the newest Swift version first.
    static func newestFirst(_ manifests: [String]) -> [String] {
        func version(_ name: String) -> [Int] {
            name.dropFirst("Package@swift-".count).dropLast(".swift".count).split(separator: ".").map { Int($0) ?? 0 }
        }
        return manifests.sorted { version($0).lexicographicallyPrecedes(version($1)) }.reversed()
    }

    /// The platforms a project file names (none: an empty list), with the `SDKROOT` of the `.xcconfig` files an Xcode
    /// project's settings are based on.
    private static func platforms(of project: ProjectFile, configurations: [[UInt8]] = []) -> [Platforms]? {
        switch project {
        case .xcode(let bytes):
            let roots = values(of: Array("SDKROOT = ".utf8), in: bytes) + configurations.flatMap { values(of: Array("SDKROOT = ".utf8), in: $0) }
            var named = roots.compactMap { sdks[$0] }
            // `SDKROOT = auto`, a target built for several: its platforms are the SDKs its `SUPPORTED_PLATFORMS` lists
            // (`"iphoneos iphonesimulator macosx"`), so that an iPhone and Mac app beside a Mac-only target is not Mac-only.
            if roots.contains(where: { sdks[$0] == nil }) {
                named += values(of: Array("SUPPORTED_PLATFORMS = ".utf8), in: bytes, wholeSetting: true)
                    .flatMap { $0.split(separator: " ") }.compactMap { sdks[String($0)] }
            }
            return distinct(named)
        case .package(let text):
            // The package's `platforms: [.macOS(.v14)]`, not a setting's condition before it (`.when(platforms: [.linux])`,
            // whose platforms carry no version).
            var rest = text[...]
            while let start = rest.range(of: "platforms:") {
                // A list of platforms is a line or a few: read that far, so that a file of `platforms:` without a `]`
                // costs a pass, not a pass per occurrence.
                let list = rest[start.upperBound...].prefix(400).prefix { $0 != "]" }
                // A platform commented out (`// .tvOS(.v16),`) is not built for.
                let code = list.split(separator: "\n").map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
                let named = distinct(packagePlatforms.filter { platform in code.contains { $0.contains(platform.key) } }.map(\.value))
                if !named.isEmpty { return named }
                rest = rest[start.upperBound...]
            }
            return []
        }
    }

    /// The oldest systems a project deploys to: every `…_DEPLOYMENT_TARGET` of its Xcode project, or its package's
    /// `platforms: [.iOS(.v13), .macOS("10.15")]`.
    private static func deploymentTargets(of project: ProjectFile) -> DeploymentTargets {
        var found = DeploymentTargets()
        switch project {
        case .xcode(let bytes):
            found = deploymentTargets(inSettings: bytes)
        case .package(let text):
            found = deploymentTargets(inManifest: text)
            // A manifest that names no platform is built for SwiftPM's oldest supported version of each. (One that names
            // some is taken to be built for those: the platforms it leaves out are not the ones it is linted for.)
            if found.isEmpty { for (platform, major) in packageDefaultTargets { found.add(platform, major: major) } }
        }
        return found
    }

    /// SwiftPM's oldest supported version of each platform (`PackageModel.Platform.oldestSupportedVersion`), by major
    /// version: what a package that does not name the platform is built for.
    static let packageDefaultTargets: [(Platforms, Int)] = [(.iOS, 12), (.macOS, 10), (.tvOS, 12), (.watchOS, 4), (.visionOS, 1)]

    /// `[.macOS]` for a Mac app's `Info.plist`, else nil (an iOS app's, a framework's or an extension's says nothing).
    private static func platforms(ofInfoPlistIn folder: String) -> [Platforms]? {
        guard let bytes = try? FileIO.readFile("\(folder)/Info.plist").get(), let text = String(validating: bytes, as: UTF8.self),
              text.contains("<key>LSMinimumSystemVersion</key>"), !text.contains("<key>LSRequiresIPhoneOS</key>"),
              !text.contains("<key>UI") else { return nil }
        return [.macOS]
    }

    /// A project file of a large app can be megabytes over a source's limit.
    static let maxProjectFileBytes = 64 << 20

    private static let sdks: [String: Platforms] = [
        "iphoneos": .iOS, "macosx": .macOS, "watchos": .watchOS, "appletvos": .tvOS, "xros": .visionOS,
    ]
    static let packagePlatforms: [String: Platforms] = [
        ".iOS(": .iOS, ".macOS(": .macOS, ".watchOS(": .watchOS, ".tvOS(": .tvOS, ".visionOS(": .visionOS,
    ]

    /// The words after each `key` (`SDKROOT = macosx;` gives `macosx`), or with `wholeSetting` the setting's whole value
    /// without its quotes (`"iphoneos macosx";` gives `iphoneos macosx`): memchr finds each candidate first byte at memory
    /// speed, and a project file can be megabytes.
    private static func values(of key: [UInt8], in bytes: [UInt8], wholeSetting: Bool = false) -> [String] {
        var result: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var i = 0
            while i < buffer.count, let found = memchr(base + i, Int32(key[0]), buffer.count - i) {
                let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                i = at + 1
                guard at + key.count <= buffer.count, buffer[at..<at + key.count].elementsEqual(key) else { continue }
                var end = at + key.count
                while end < buffer.count, wholeSetting ? buffer[end] != UInt8(ascii: ";") && buffer[end] != 0x0A : isWordByte(buffer[end]) {
                    end += 1
                }
                let value = String(decoding: buffer[(at + key.count)..<end], as: UTF8.self)
                result.append(wholeSetting ? value.filter { $0 != "\"" } : value)
                i = end
            }
        }
        return result
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private static func distinct(_ platforms: [Platforms]) -> [Platforms] {
        platforms.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
