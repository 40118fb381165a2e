import Foundation
import TypeLintFonts
import TypeLintRules
import TypeLintSyntax

/// What `typelint init` learns of a project before it writes a configuration: the platforms its projects build for, where
/// its fonts are declared (the modules, targets or folders that look like a design system), and the typefaces it bundles.
public struct ProjectSurvey: Sendable {
    public struct Source: Sendable, Equatable {
        /// As a profile names it: a target's or module's name, or a folder relative to the surveyed folder.
        public var name: String
        /// The fonts, tables of styles and font helpers its files declare.
        public var tokens: Int
        public var helpers: Int
    }

    public var platforms: [String]
    public var sources: [Source]
    /// The bundled typefaces' families (`Inter` of `Inter-Regular.otf`), and where each was found.
    public var families: [String]
    public var familyEvidence: [String: String]
    /// The files the survey's lint read.
    public var files: Int
    /// Folders of command-line tools (their files import ArgumentParser), relative to the surveyed folder: they draw no
    /// app screens, and a configuration leaves them out.
    public var commandLineTools: [String] = []
}

extension Driver {
    /// A file declares (part of) a design system when its fonts, tables and helpers weigh at least this much: a token 1, a
    /// helper 2, a table of styles 3. An app's one `static let titleFont` is not a design system.
    static let sourceWeight = 3
    /// A target of more Swift files than this is an app, not a design system's module: its folders that declare fonts are
    /// named instead.
    static let largestSystemTarget = 60

    /// Surveys the project under `folder` (see `ProjectSurvey`).
    public static func survey(_ folder: String) throws -> ProjectSurvey {
        var request = LintRequest(input: .paths([folder]))
        request.profile = "root"
        // The project as it is, not as the configuration that init replaces leaves it (its `exclude`).
        request.readsConfigurations = false
        // The sources are what the survey looks for: a profile that names none, so that every file is read the same way.
        let run = try lint(request)
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var platforms = Platforms()
        var weights: [String: (tokens: Int, helpers: Int)] = [:]
        var targetSizes: [String: Int] = [:]
        var tokenFamilies: [String: String] = [:]
        var toolFolders: Set<String> = []
        for job in run.jobs {
            if let project = job.projectPlatforms { platforms.formUnion(project) }
            guard let file = job.parsed, !job.isIndexOnly else { continue }
            if file.tree.imports("ArgumentParser") { toolFolders.insert(FileIO.folder(of: job.file.absolutePath)) }
            let index = run.indexes[job.moduleIndex]
            let fonts = index.declaredFonts(in: file)
            let helpers = index.declaredHelpers(in: file).count
            let table = tokenTable(in: file.tree, source: SourceFile(path: job.file.displayPath, bytes: file.tree.bytes),
                                   brands: DesignSystemCatalog(DesignSystem()), guessingFamilies: true)
            let weight = fonts.count + 2 * helpers + 3 * (table.isEmpty ? 0 : 1)
            guard weight >= sourceWeight else { continue }
            let unit = sourceUnit(of: job, root: root, targetSizes: &targetSizes)
            weights[unit, default: (0, 0)].tokens += fonts.count + table.count
            weights[unit, default: (0, 0)].helpers += helpers
            for token in table {
                if let family = token.family { tokenFamilies[family] = tokenFamilies[family] ?? job.file.displayPath }
            }
            for font in fonts {
                if case .custom(let name) = font.spec.family, !RuleContext.isNameFromCode(name), !PictureNames.namesIconFont(name) {
                    let named = family(ofFontNamed: name)
                    if !named.isEmpty { tokenFamilies[named] = tokenFamilies[named] ?? job.file.displayPath }
                }
            }
        }
        // The system is where most fonts are declared: a place with less than a fifth of the first's weight is an app's own
        // helper (an icon's font, a screen's title), not part of it.
        let ranked = weights.map { ProjectSurvey.Source(name: $0.key, tokens: $0.value.tokens, helpers: $0.value.helpers) }
            .sorted { ($0.tokens + 2 * $0.helpers, $1.name) > ($1.tokens + 2 * $1.helpers, $0.name) }
        let first = ranked.first.map { $0.tokens + 2 * $0.helpers } ?? 0
        let sources = ranked.filter { ($0.tokens + 2 * $0.helpers) * 5 >= first }
        var families: [String] = []
        var evidence: [String: String] = [:]
        func relative(_ path: String) -> String { path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path }
        // The faces the system's tokens name count where the checkout holds no font file nor a list of them (a snapshot of
        // the code alone): a token in another family is then the system's own finding, not a family of it.
        let bundled = bundledFonts(under: root)
        let named = bundled.isEmpty ? tokenFamilies.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) } : []
        for (family, place) in bundled + named {
            guard !families.contains(where: { $0.lowercased().filter(\.isLetter) == family.lowercased().filter(\.isLetter) }) else { continue }
            families.append(family)
            evidence[family] = relative(place)
        }
        // A tool's folder inside another tool's is left out with it.
        let tools = toolFolders.filter { folder in folder != root && !toolFolders.contains { folder.hasPrefix($0 + "/") } }
        return ProjectSurvey(platforms: platforms.names, sources: sources, families: families, familyEvidence: evidence,
                             files: run.lintedCount, commandLineTools: tools.map(relative).sorted())
    }

    /// How a profile names the place a file declares fonts: its SwiftPM target (`DesignKit`, `Styleguide`), unless the target
    /// is an app's (more than `largestSystemTarget` files), then its folder relative to `root`.
    static func sourceUnit(of job: Job, root: String, targetSizes: inout [String: Int]) -> String {
        let path = job.file.absolutePath
        let folder = FileIO.folder(of: path)
        if let moduleRoot = job.moduleRoot {
            let inside = path.dropFirst(moduleRoot.count).split(separator: "/")
            if inside.count >= 3, inside[0] == "Sources" {
                let target = moduleRoot + "/Sources/" + inside[1]
                let size = targetSizes[target] ?? swiftFiles(under: target)
                targetSizes[target] = size
                if size <= largestSystemTarget { return String(inside[1]) }
            } else if moduleRoot != root, moduleRoot.hasPrefix(root + "/") {
                let size = targetSizes[moduleRoot] ?? swiftFiles(under: moduleRoot)
                targetSizes[moduleRoot] = size
                if size <= largestSystemTarget { return (moduleRoot as NSString).lastPathComponent }
            }
        }
        // A folder of many files is named file by file: the folder would make all of them (its subfolders too) the system's.
        let size = targetSizes[folder] ?? swiftFiles(under: folder)
        targetSizes[folder] = size
        let place = size > largestSystemFolder ? path : folder
        return place == root ? "." : place.hasPrefix(root + "/") ? String(place.dropFirst(root.count + 1)) : place
    }

    /// A folder of more Swift files than this (its subfolders' counted) is named by its files that declare fonts.
    static let largestSystemFolder = 15

    private static func swiftFiles(under folder: String) -> Int {
        FileManager.default.enumerator(atPath: folder)?.reduce(0) { count, name in
            count + ((name as? String)?.hasSuffix(".swift") == true ? 1 : 0)
        } ?? 0
    }

    /// `Inter-SemiBold.otf` → `Inter`, `DMSans_Bold` → `DMSans`, `IBMPlexMono-Regular` → `IBMPlexMono`; a file named by its
    /// weight alone is its folder's (`Fonts/Inter/Bold.ttf` → `Inter`); "" for a name that says no family (` .ttf`).
    static func family(ofFontNamed name: String) -> String {
        let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        let first = (stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? stem)
            .trimmingCharacters(in: .whitespaces)
        if Weight(fontNameSuffix: "-" + first) != nil || !first.contains(where: \.isLetter) {
            let folder = (FileIO.folder(of: name) as NSString).lastPathComponent
            guard !folder.isEmpty, folder != name, !["fonts", "font", "resources", "assets"].contains(folder.lowercased()) else { return "" }
            return family(ofFontNamed: folder)
        }
        return first
    }

    /// The families of the font files under `root` and of the fonts its `Info.plist`s list (`UIAppFonts`), with where each
    /// was seen first; icon fonts and the system's own left out.
    static func bundledFonts(under root: String) -> [(String, String)] {
        var found: [(String, String)] = []
        var seen: Set<String> = []
        func add(_ name: String, _ place: String) {
            let family = family(ofFontNamed: name)
            guard !PictureNames.namesIconFont(name), !PictureNames.namesIconFont(family), !family.isEmpty,
                  !["SF", "SFPro", "SFCompact", "SFMono", "NewYork"].contains(family), seen.insert(family.lowercased()).inserted else { return }
            found.append((family, place))
        }
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if FileWalker.skippedDirectories.contains(name) || name.hasPrefix(".") {
                enumerator?.skipDescendants()
                continue
            }
            let lowered = name.lowercased()
            if Projects.isFontFile(name) {
                add(relative, relative)
            } else if lowered == "info.plist", let bytes = try? FileIO.readFile(root + "/" + relative).get(),
                      // Only a text property list that names the key is parsed: a binary one can share an array among
                      // others, which the parser expands into a copy at each reference (250 bytes, gigabytes of objects).
                      !bytes.starts(with: Array("bplist".utf8)),
                      bytes.withUnsafeBufferPointer({ $0.contains(bytes: Array("UIAppFonts".utf8)) }),
                      let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any],
                      let fonts = plist["UIAppFonts"] as? [String] {
                for font in fonts { add(font, relative) }
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }
}
