import Foundation
import TypeLintFonts
import TypeLintRules
import TypeLintSyntax

/// The design systems of a run: for each linter whose profile describes one, which files are its sources, and what they
/// declare (its tokens, helpers and names), read from those files as their modules' indexes resolve them.
extension Driver {
    /// Gives each job whose linter's profile describes a design system its scope: whether the file is one of the system's
    /// sources, and the catalog of what the sources declare. `folders`: each linter's configuration folder, against which
    /// a source's relative path is read when the profile's own folder does not hold it.
    /// `indexedOnly`: the files of the jobs' modules that the run read for the index only (a file linted alone, staged or
    /// from stdin: the rest of its module), so that such a run knows the same sources as a run over the whole module.
    /// `partial`: the run did not walk the folders its configurations are in (files named alone, staged, stdin).
    /// Sources that name no file are said (`notices`): the system's tokens are then unknown, and a fix would write a
    /// system style where the team's token was meant.
    static func assignDesignSystems(to jobs: inout [Job], linters: [Linter], folders: [String?], indexes: [ModuleIndex],
                                    indexedOnly: [(path: String, file: ModuleFile)] = [], partial: Bool = false,
                                    notices: Notices? = nil) {
        let systems = linters.indices.map { position in linters[position].profile.designSystem.map { (linter: position, system: $0) } }
        guard systems.contains(where: { $0 != nil }) else { return }
        let matchers = systems.map { entry in entry.map { SourceMatcher($0.system, folders: [$0.system.folder, folders[$0.linter]]) } }
        var isSource = [Bool](repeating: false, count: jobs.count)
        for index in jobs.indices {
            isSource[index] = matchers[jobs[index].linter]?.matches(jobs[index].file.absolutePath) ?? false
        }
        // Each linter's catalog, by what makes it (see `CatalogKey`).
        var keys: [CatalogKey?] = []
        // The module index of the job with each module root (the first such job), and of a path the one with the longest
        // root above it: found by the path's folders, not by a pass over the run's jobs for each of thousands of sources.
        var moduleOfRoot: [Substring: Int] = [:]
        for job in jobs { if let root = job.moduleRoot, moduleOfRoot[Substring(root)] == nil { moduleOfRoot[Substring(root)] = job.moduleIndex } }
        func moduleIndex(of path: String) -> Int? {
            var folder = Substring(path)
            while true {
                if let found = moduleOfRoot[folder] { return found }
                guard let slash = folder.lastIndex(of: "/") else { return nil }
                if slash == folder.startIndex { return moduleOfRoot["/"] }
                folder = folder[..<slash]
            }
        }
        // What the sources declare, by the system and its sources: the configurations of a project's modules under one
        // team profile (hundreds of them, thousands of tokens) share one catalog, told apart only by what their files scale.
        var declaring: [CatalogKey: DesignSystemCatalog] = [:]
        // What is found once for configurations that find the same: the jobs a matcher makes sources, the Swift files under
        // a set of folders, the sources read from disk. A hundred feature folders' configurations under one team profile
        // look for the same sources, and must not each walk, read and index them again.
        var jobsMatching: [SourceMatcher: [Int]] = [:]
        var filesUnder: [[String]: [String]] = [:]
        var readFromDisk: [SourcesOnDisk: [(path: String, file: ModuleFile, index: ModuleIndex)]] = [:]
        var callersUnder: [[String]: [SyntaxTree]] = [:]
        var callersOf: [CatalogKey: [SyntaxTree]] = [:]
        func swiftFilesOnce(under folders: [String]) -> [String] {
            let key = outermost(folders)
            if let known = filesUnder[key] { return known }
            let found = swiftFiles(under: key)
            filesUnder[key] = found
            return found
        }
        for (position, entry) in systems.enumerated() {
            guard let (_, system) = entry, let matcher = matchers[position] else {
                keys.append(nil)
                continue
            }
            var sources = jobs.indices.filter { jobs[$0].linter == position && isSource[$0] }.compactMap { index in
                jobs[index].parsed.map { (path: jobs[index].file.displayPath, file: $0, index: indexes[jobs[index].moduleIndex]) }
            }
            // The module's other files, read for the index: each with the index of the job's module it is in.
            let linted = Set(sources.map(\.path))
            for (path, file) in indexedOnly where matcher.matches(path) && !linted.contains(path) {
                if let module = moduleIndex(of: path) { sources.append((path: path, file: file, index: indexes[module])) }
            }
            // Sources the run lints under another configuration (the design system's module has its own): as they are.
            if sources.isEmpty {
                let matching = jobsMatching[matcher] ?? jobs.indices.filter { matcher.matches(jobs[$0].file.absolutePath) }
                jobsMatching[matcher] = matching
                sources = matching.compactMap { index in
                    jobs[index].parsed.map { (path: jobs[index].file.displayPath, file: $0, index: indexes[jobs[index].moduleIndex]) }
                }
            }
            // A run of a few files (an editor's, a pre-commit hook's) may hold none of the sources: they are read from disk,
            // under the folders the profile and the configuration name them against, and indexed as one module.
            let bases = [system.folder, folders[position]].compactMap { $0 }
            if sources.isEmpty {
                let onDisk = SourcesOnDisk(matcher: matcher, folders: outermost(bases))
                sources = readFromDisk[onDisk] ?? {
                    let read = swiftFilesOnce(under: onDisk.folders).filter(matcher.matches).compactMap { path in
                        (try? FileIO.readFile(path).get()).map { bytes -> (path: String, file: ModuleFile) in
                            let tree = SyntaxTree(source: SourceFile(path: path, bytes: bytes))
                            return (path, ModuleFile(tree, constants: FileConstants(tree)))
                        }
                    }
                    let index = ModuleIndex(files: read.map(\.file))
                    return read.map { (path: $0.path, file: $0.file, index: index) }
                }()
                readFromDisk[onDisk] = sources
            }
            if sources.isEmpty, !system.sources.isEmpty {
                notices?.addOnce(Problem("profile '\(linters[position].profile.name)': designSystem.sources ("
                    + system.sources.map { "'\($0)'" }.joined(separator: ", ") + ") name no Swift file (no module, target, folder "
                    + "or file of those names): the design system's tokens are unknown, and findings suggest system styles"))
            }
            // A source linted without the code that uses it (an editor's run of one file) learns from that code which of its
            // tokens are drawn scaled: the project's files that call `scaledFont(for:)`.
            var callers: [SyntaxTree] = []
            if partial, jobs.indices.contains(where: { jobs[$0].linter == position && isSource[$0] }) {
                let key = outermost(bases)
                callers = callersUnder[key] ?? swiftFilesOnce(under: key).compactMap { path in
                    guard let bytes = try? FileIO.readFile(path).get(),
                          bytes.withUnsafeBufferPointer({ $0.contains(bytes: Array("scaledFont".utf8)) }) else { return nil }
                    return SyntaxTree(source: SourceFile(path: path, bytes: bytes))
                }
                callersUnder[key] = callers
            }
            let profile = linters[position].profile
            let key = CatalogKey(families: system.families, tokens: system.tokens, styles: profile.tables.styles(on: "iOS"),
                                 sources: sources.map(\.path), callers: callers.count)
            if declaring[key] == nil {
                declaring[key] = catalog(system, sources: sources, callers: callers, profile: profile)
                callersOf[key] = callers
            }
            keys.append(key)
        }
        // Which tokens are drawn scaled is learnt from all the code that uses one catalog, under whichever configuration:
        // an app folder with a configuration of its own still scales the tokens of the system its root's names.
        var users: [CatalogKey: [SyntaxTree]] = [:]
        for job in jobs { if let key = keys[job.linter], let tree = job.parsed?.tree { users[key, default: []].append(tree) } }
        let catalogs = keys.map { key in
            key.flatMap { key in declaring[key].map { $0.scaled(by: scaledByCallers(of: $0, in: users[key, default: []] + callersOf[key, default: []])) } }
        }
        for index in jobs.indices {
            guard let catalog = catalogs[jobs[index].linter] else { continue }
            jobs[index].designSystem = DesignSystemScope(catalog: catalog, isSource: isSource[index])
        }
    }

    /// The sources a matcher finds under folders: read from disk once for the configurations that look for them there.
    private struct SourcesOnDisk: Hashable {
        let matcher: SourceMatcher
        let folders: [String]
    }

    /// What makes one catalog of what the sources declare (see `assignDesignSystems`): what `catalog` reads of the system
    /// and the profile, not their names or folders, so that profiles of their own that give one system share it.
    /// `callers` are only counted, since a run that reads them (a run of a few files) has one configuration.
    private struct CatalogKey: Hashable {
        let families: [String]
        let tokens: [DesignToken]
        let styles: [String: TypeTables.StyleMetrics]
        let sources: [String]
        let callers: Int
    }

    /// What the sources declare: their fonts (tokens, with where each is declared) and helpers, and every name they
    /// declare; with the profile's families and tokens. Which tokens the code that uses them scales is `scaledByCallers`'.
    /// `callers`: more code that uses the system (a run of a few files reads the project's for this).
    static func catalog(_ system: DesignSystem, sources: [(path: String, file: ModuleFile, index: ModuleIndex)],
                        callers: [SyntaxTree] = [], profile: Profile?) -> DesignSystemCatalog {
        var tokens = system.tokens
        let brands = DesignSystemCatalog(system)
        var fontNames: Set<String> = []
        var declared: Set<String> = []
        for (path, file, index) in sources {
            let tree = file.tree
            let source = SourceFile(path: path, bytes: tree.bytes)
            // A token that is a text style (`bodyLG = Font.body`) has the style's size and weight at the default Dynamic Type
            // size (`.bold()` its emphasized weight), so that a bypass can be told it.
            let styles = profile?.tables.styles(on: "iOS") ?? [:]
            for font in index.declaredFonts(in: file) {
                let line = source.location(of: tree.code[font.nameToken].start).line
                let family: String? = if case .custom(let name) = font.spec.family { name } else { nil }
                let metrics = font.spec.style.flatMap { styles[$0.rawValue] }
                tokens.append(DesignToken(
                    name: font.spelling, size: font.spec.size ?? metrics?.size,
                    weight: font.spec.weight ?? metrics.map { font.spec.isEmphasized ? $0.emphasizedWeight : $0.weight },
                    family: family.map { brands.brandFamily(of: $0) ?? $0 }, textStyle: font.spec.style, isSwiftUIFont: font.isSwiftUIFont,
                    declaredAt: "\(path):\(line)", scales: font.scales))
            }
            tokens += tokenTable(in: tree, source: source, brands: brands)
            for helper in index.declaredHelpers(in: file) { fontNames.insert(helper.name) }
            for declaration in tree.declarations { declared.insert(tree.identifier(declaration.name)) }
            for function in tree.functions { declared.insert(tree.identifier(function.name)) }
            for body in tree.typeBodies where !body.isExtension { declared.insert(TypeBody.ownName(body.qualifiedName)) }
        }
        tokens += uiKitSpellings(of: tokens, in: sources.map(\.file.tree), paths: sources.map(\.path))
        // Tokens that are members of a type a font type holds one of (`extension Font { static let compound = CompoundFonts() }`)
        // are written through it: `.compound.bodyLG`, not `CompoundFonts.bodyLG`.
        let holders = instanceHolders(sources.map(\.file.tree))
        for position in tokens.indices {
            let parts = tokens[position].name.split(separator: ".").map(String.init)
            if parts.count >= 2, let holder = holders[parts.dropLast().joined(separator: ".")] {
                tokens[position].name = holder + "." + parts.last!
            }
        }
        // A table's entry that the index reads as a font too (`TextStyle.body` beside `TextStyle.body.font`) is that font.
        // Every name that another continues after a dot, found once: tens of thousands of generated tokens are each asked.
        var continued: Set<Substring> = []
        for token in tokens {
            for dot in token.name.indices where token.name[dot] == "." { continued.insert(token.name[..<dot]) }
        }
        tokens.removeAll { token in token.declaredAt != nil && continued.contains(Substring(token.name)) }
        // A token declared twice (`Font.caption` and `UIFont.caption` both spelled `.caption`) is kept once per API.
        var seen: Set<String> = []
        tokens = tokens.filter { seen.insert("\($0.name) \($0.isSwiftUIFont.map(String.init) ?? "-")").inserted }
        return DesignSystemCatalog(families: system.families, tokens: tokens, fontNames: fontNames, declaredNames: declared)
    }

    /// The tokens of `catalog` that `trees` scale: `UIFontMetrics(forTextStyle: .body).scaledFont(for: .bodyFont)`, the
    /// token `bodyFont` grows where it is drawn.
    static func scaledByCallers(of catalog: DesignSystemCatalog, in trees: [SyntaxTree]) -> Set<String> {
        var scaled: Set<String> = []
        lazy var tokenNames = Set(catalog.tokens.map(\.lastName))
        for tree in trees {
            for k in tree.words("scaledFont") where tree.isPunct(k + 1, "(") && tree.isWord(k + 2, "for") && tree.isPunct(k + 3, ":") {
                let close = Int(tree.partner[k + 1])
                guard close > k + 4, tree.code[close - 1].kind == .word, tree.isPunct(close - 2, ".") else { continue }
                let name = tree.text(close - 1)
                if tokenNames.contains(name) { scaled.insert(name) }
            }
        }
        return scaled
    }

    /// A table's entries as UIKit writes them: a `UIFont` or `NSFont` member made from one
    /// (`static let relation3Regular = UIKitFontBuilder.uiKitFont(font: .relation3Regular)`) is that entry, for UIKit code.
    static func uiKitSpellings(of tokens: [DesignToken], in trees: [SyntaxTree], paths: [String]) -> [DesignToken] {
        let entries = Dictionary(tokens.filter { $0.isSwiftUIFont == nil && $0.declaredAt != nil }.map { ($0.lastName, $0) },
                                 uniquingKeysWith: { first, _ in first })
        guard !entries.isEmpty else { return [] }
        var found: [DesignToken] = []
        for (tree, path) in zip(trees, paths) {
            for declaration in tree.declarations where declaration.isMember && declaration.isStatic {
                guard let type = declaration.enclosingType, type == "UIFont" || type == "NSFont", let value = declaration.initializer,
                      let entry = value.lazy.filter({ tree.isPunct($0 - 1, ".") }).compactMap({ entries[tree.text($0)] }).first
                else { continue }
                var token = entry
                token.name = type + "." + tree.identifier(declaration.name)
                token.isSwiftUIFont = false
                token.declaredAt = "\(path):\(SourceFile(path: path, bytes: tree.bytes).location(of: tree.code[declaration.name].start).line)"
                found.append(token)
            }
        }
        return found
    }

    /// The tokens of the file's tables of styles (see `StyleTable`), with where each is declared.
    static func tokenTable(in tree: SyntaxTree, source: SourceFile, brands: DesignSystemCatalog,
                           guessingFamilies: Bool = false) -> [DesignToken] {
        StyleTable.entries(in: tree, brands: brands, guessingFamilies: guessingFamilies).map { entry in
            var token = entry.token
            token.declaredAt = "\(source.path):\(source.location(of: tree.code[entry.caseToken].start).line)"
            return token
        }
    }

    /// Of `folders`, those no other holds, in path order.
    static func outermost(_ folders: [String]) -> [String] {
        Set(folders.filter { folder in !folders.contains { $0 != folder && isPath(folder, under: $0) } }).sorted()
    }

    /// The Swift files under `folders` (the outermost of them), skipping what a walk skips, in path order.
    static func swiftFiles(under folders: [String]) -> [String] {
        var found: [String] = []
        for folder in outermost(folders) {
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || FileWalker.skippedDirectories.contains(name)
                    || FileWalker.skippedDirectorySuffixes.contains(where: name.hasSuffix) {
                    enumerator?.skipDescendants()
                    continue
                }
                let path = folder + "/" + relative
                if name.hasSuffix(".swift") { found.append(path) }
            }
        }
        return found
    }

    /// The types a font type holds one instance of, by name, with how code reaches it: `CompoundFonts` → `.compound` for
    /// `extension Font { static let compound = CompoundFonts() }`.
    static func instanceHolders(_ trees: [SyntaxTree]) -> [String: String] {
        var holders: [String: String] = [:]
        for tree in trees {
            for declaration in tree.declarations where declaration.isStatic {
                guard let owner = declaration.enclosingType, ModuleIndex.fontTypes.contains(owner),
                      let value = declaration.initializer, value.count == 3, tree.code[value.lowerBound].kind == .word,
                      tree.isPunct(value.lowerBound + 1, "("), tree.isPunct(value.lowerBound + 2, ")") else { continue }
                holders[tree.text(value.lowerBound)] = "." + tree.identifier(declaration.name)
            }
        }
        return holders
    }

    /// Which files are a design system's sources: under one of its folders (relative to the profile's folder, else to the
    /// configuration's), or in a module or SwiftPM target of one of its names (a folder of that name that holds a package
    /// or an Xcode project, or that sits in a `Sources` folder).
    struct SourceMatcher: Hashable {
        private var folders: [String] = []
        private var names: Set<String> = []
        private let roots = ModuleRoots()

        /// Two matchers that name the same folders and modules match the same files.
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.folders == rhs.folders && lhs.names == rhs.names }
        func hash(into hasher: inout Hasher) {
            hasher.combine(folders)
            hasher.combine(names)
        }

        init(_ system: DesignSystem, folders bases: [String?]) {
            let bases = bases.compactMap { $0 }
            for source in system.sources {
                let trimmed = source.hasSuffix("/") ? String(source.dropLast()) : source
                var found = false
                for base in bases {
                    let path = trimmed.hasPrefix("/") ? trimmed : standardized(base + "/" + trimmed)
                    if FileManager.default.fileExists(atPath: path) {
                        folders.append(path)
                        found = true
                        break
                    }
                }
                // A name alone is also a module's or a target's; a path no base holds is kept against the first base.
                if !trimmed.contains("/") { names.insert(trimmed) } else if !found, let base = bases.first {
                    folders.append(trimmed.hasPrefix("/") ? trimmed : standardized(base + "/" + trimmed))
                }
            }
        }

        func matches(_ path: String) -> Bool {
            if folders.contains(where: { isPath(path, under: $0) }) { return true }
            guard !names.isEmpty else { return false }
            let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            for position in components.indices.dropLast() where names.contains(components[position]) {
                if position > 0, components[position - 1] == "Sources" { return true }
                if roots.isModuleRoot(components[...position].joined(separator: "/")) { return true }
            }
            return false
        }
    }

    /// Whether a folder holds a package or an Xcode project, asked once per folder.
    final class ModuleRoots: @unchecked Sendable {
        private let lock = NSLock()
        private var known: [String: Bool] = [:]

        func isModuleRoot(_ folder: String) -> Bool {
            if let answer = lock.withLock({ known[folder] }) { return answer }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let answer = names.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
            lock.withLock { known[folder] = answer }
            return answer
        }
    }
}

/// A path with `.` and `..` components resolved, as text (no symbolic link is followed).
private func standardized(_ path: String) -> String { (path as NSString).standardizingPath }
