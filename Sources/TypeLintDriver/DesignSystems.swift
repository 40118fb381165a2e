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
    static func assignDesignSystems(to jobs: inout [Job], linters: [Linter], folders: [String?], indexes: [ModuleIndex]) {
        let systems = linters.indices.map { position in linters[position].profile.designSystem.map { (linter: position, system: $0) } }
        guard systems.contains(where: { $0 != nil }) else { return }
        let matchers = systems.map { entry in entry.map { SourceMatcher($0.system, folders: [$0.system.folder, folders[$0.linter]]) } }
        var isSource = [Bool](repeating: false, count: jobs.count)
        for index in jobs.indices {
            isSource[index] = matchers[jobs[index].linter]?.matches(jobs[index].file.absolutePath) ?? false
        }
        var catalogs: [DesignSystemCatalog?] = []
        for (position, entry) in systems.enumerated() {
            guard let (_, system) = entry else {
                catalogs.append(nil)
                continue
            }
            let sources = jobs.indices.filter { jobs[$0].linter == position && isSource[$0] }
            let users = jobs.indices.filter { jobs[$0].linter == position }
            catalogs.append(catalog(system, sources: sources.map { jobs[$0] }, users: users.map { jobs[$0] }, indexes: indexes,
                                    profile: linters[position].profile))
        }
        for index in jobs.indices {
            guard let catalog = catalogs[jobs[index].linter] else { continue }
            jobs[index].designSystem = DesignSystemScope(catalog: catalog, isSource: isSource[index])
        }
    }

    /// What the sources declare: their fonts (tokens, with where each is declared) and helpers, every name they declare,
    /// and which tokens the code that uses them scales; with the profile's families and tokens.
    static func catalog(_ system: DesignSystem, sources: [Job], users: [Job], indexes: [ModuleIndex], profile: Profile?) -> DesignSystemCatalog {
        var tokens = system.tokens
        let brands = DesignSystemCatalog(system)
        var fontNames: Set<String> = []
        var declared: Set<String> = []
        for job in sources {
            guard let file = job.parsed else { continue }
            let tree = file.tree
            let index = indexes[job.moduleIndex]
            let source = SourceFile(path: job.file.displayPath, bytes: tree.bytes)
            for font in index.declaredFonts(in: file) {
                let line = source.location(of: tree.code[font.nameToken].start).line
                let family: String? = if case .custom(let name) = font.spec.family { name } else { nil }
                tokens.append(DesignToken(
                    name: font.spelling, size: font.spec.size, weight: font.spec.weight, family: family.map { brands.brandFamily(of: $0) ?? $0 },
                    textStyle: font.spec.style, isSwiftUIFont: font.isSwiftUIFont, declaredAt: "\(job.file.displayPath):\(line)",
                    scales: font.scales))
            }
            tokens += tokenTable(in: tree, source: source, brands: brands)
            for helper in index.declaredHelpers(in: file) { fontNames.insert(helper.name) }
            for declaration in tree.declarations { declared.insert(tree.identifier(declaration.name)) }
            for function in tree.functions { declared.insert(tree.identifier(function.name)) }
            for body in tree.typeBodies where !body.isExtension { declared.insert(TypeBody.ownName(body.qualifiedName)) }
        }
        // Tokens that are members of a type a font type holds one of (`extension Font { static let compound = CompoundFonts() }`)
        // are written through it: `.compound.bodyLG`, not `CompoundFonts.bodyLG`.
        let holders = instanceHolders(sources.compactMap { $0.parsed?.tree })
        for position in tokens.indices {
            let parts = tokens[position].name.split(separator: ".").map(String.init)
            if parts.count >= 2, let holder = holders[parts.dropLast().joined(separator: ".")] {
                tokens[position].name = holder + "." + parts.last!
            }
        }
        // A token that is a text style (`bodyLG = Font.body`) has the style's size and weight at the default Dynamic Type size.
        let styles = profile?.tables.styles(on: "iOS") ?? [:]
        for position in tokens.indices where tokens[position].size == nil {
            guard let style = tokens[position].textStyle, let metrics = styles[style] else { continue }
            tokens[position].size = metrics.size
            tokens[position].weight = tokens[position].weight ?? metrics.weight
        }
        // A token declared twice (`Font.caption` and `UIFont.caption` both spelled `.caption`) is kept once per API.
        var seen: Set<String> = []
        tokens = tokens.filter { seen.insert("\($0.name) \($0.isSwiftUIFont.map(String.init) ?? "-")").inserted }
        let tokenNames = Set(tokens.map(\.lastName))
        // `UIFontMetrics(forTextStyle: .body).scaledFont(for: .bodyFont)`: the token `bodyFont` grows where it is drawn.
        var scaled: Set<String> = []
        for job in users {
            guard let tree = job.parsed?.tree else { continue }
            for k in tree.words("scaledFont") where tree.isPunct(k + 1, "(") && tree.isWord(k + 2, "for") && tree.isPunct(k + 3, ":") {
                let close = Int(tree.partner[k + 1])
                guard close > k + 4, tree.code[close - 1].kind == .word, tree.isPunct(close - 2, ".") else { continue }
                let name = tree.text(close - 1)
                if tokenNames.contains(name) { scaled.insert(name) }
            }
        }
        return DesignSystemCatalog(families: system.families, tokens: tokens, fontNames: fontNames, declaredNames: declared,
                                   scaledByCallers: scaled)
    }

    /// A design system's table of text styles in code, where its sizes are numbers a font type does not hold: an enum's
    /// computed property that switches on `self` and gives each case a configuration with a `size:` (anytype's
    /// `AnytypeFont.caption1Regular.config`, `AnytypeFontConfig(font: FontFamily.Inter.medium, size: 12, lineHeight: 16,
    /// kern: 0)`). Each case is a token, named by its type and case, with the size, weight, family, line height and
    /// tracking its configuration gives.
    /// `guessingFamilies`: with no brand families to match, the family is the name before the weight in the face's name
    /// (`Inter` of `FontFamily.Inter.bold`), as `typelint init` proposes it.
    static func tokenTable(in tree: SyntaxTree, source: SourceFile, brands: DesignSystemCatalog,
                           guessingFamilies: Bool = false) -> [DesignToken] {
        var tokens: [DesignToken] = []
        for declaration in tree.declarations where declaration.isMember && !declaration.isStatic {
            guard let type = declaration.enclosingType, let getter = declaration.getter,
                  let statement = tree.switchStatement(at: getter.lowerBound), statement.subject.count == 1,
                  tree.isWord(statement.subject.lowerBound, "self") else { continue }
            for branch in statement.cases {
                guard let call = (branch.body.lowerBound..<branch.body.upperBound).first(where: { tree.isPunct($0, "(") && $0 > 0
                    && tree.code[$0 - 1].kind == .word && Int(tree.partner[$0]) > $0 }) else { continue }
                var arguments: [String: Range<Int>] = [:]
                var k = call + 1
                let close = Int(tree.partner[call])
                while k < close {
                    let end = (k..<close).first { tree.isPunct($0, ",") && Int(tree.enclosing[$0]) == call } ?? close
                    if tree.code[k].kind == .word, tree.isPunct(k + 1, ":") { arguments[tree.text(k)] = k + 2..<end }
                    k = end + 1
                }
                guard let sizeRange = arguments["size"], let size = tree.numberValue(sizeRange) else { continue }
                // The face: a weight and a family in the name of what is passed as the font (`FontFamily.Inter.medium`).
                let face = (arguments["font"] ?? arguments["name"] ?? arguments["family"]).map { tree.text($0) } ?? ""
                let words = face.split(separator: ".").map(String.init)
                let weight = arguments["weight"].flatMap { range in range.last.flatMap { Weight(rawValue: tree.text($0)) } }
                    ?? words.last.flatMap { Weight(rawValue: $0) ?? Weight(fontNameSuffix: "x-" + $0) }
                var family = brands.brandFamily(of: face) ?? words.dropFirst().first.flatMap { brands.brandFamily(of: $0) }
                if family == nil, guessingFamilies, words.count >= 2, words.last.flatMap({ Weight(rawValue: $0) ?? Weight(fontNameSuffix: "x-" + $0) }) != nil {
                    family = words[words.count - 2]
                }
                let tracking = (arguments["kern"] ?? arguments["tracking"] ?? arguments["letterSpacing"]).flatMap { tree.numberValue($0) }
                for pattern in branch.patterns where pattern.count == 2 && tree.isPunct(pattern.lowerBound, ".") {
                    tokens.append(DesignToken(
                        name: TypeBody.ownName(type) + "." + tree.text(pattern.lowerBound + 1), size: size, weight: weight, family: family,
                        lineHeight: arguments["lineHeight"].flatMap { tree.numberValue($0) }, tracking: tracking,
                        declaredAt: "\(source.path):\(source.location(of: tree.code[pattern.lowerBound + 1].start).line)", scales: false))
                }
            }
        }
        return tokens
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
    struct SourceMatcher {
        private var folders: [String] = []
        private var names: Set<String> = []
        private let roots = ModuleRoots()

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
