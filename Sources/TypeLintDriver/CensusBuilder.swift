import Foundation
import TypeLintFonts
import TypeLintRules
import TypeLintSyntax

extension Driver {
    /// The typography inventory of what `request` names (`typelint census`): the run's findings, and every font choice of its
    /// Swift files, per module.
    public static func census(_ request: LintRequest) throws -> (census: Census, run: LintRun) {
        let run = try lint(request)
        let profile = run.linter?.profile
        var modules: [String: ModuleTally] = [:]
        var tokenUses: [String: Int] = [:]
        var styleTotals: [String: Int] = [:]
        var rawTotals: [Double: Int] = [:]
        let catalog = run.jobs.lazy.compactMap(\.designSystem).first?.catalog
        for (position, job) in run.jobs.enumerated() where !job.isIndexOnly && !job.isObjectiveC {
            guard let tree = job.parsed?.tree else { continue }
            let facts = FontAnalyzer.analyze(tree, index: run.indexes[job.moduleIndex], constants: job.parsed?.constants)
            let (name, folder) = module(of: job, workingFolder: request.workingFolder)
            // Taken out while it grows: a copy left in the dictionary would make each file copy the module's lists.
            var tally = modules.removeValue(forKey: folder) ?? ModuleTally(name: name)
            tally.files += 1
            tally.isDesignSystem = tally.isDesignSystem || job.designSystem?.isSource == true
            let lines = SourceFile(path: job.file.displayPath, bytes: tree.bytes)
            func place(_ token: Int) -> String { "\(job.file.displayPath):\(lines.location(of: tree.code[token].start).line)" }
            for (style, token) in styleUses(in: tree) {
                tally.styles[style, default: []].append(place(token))
                styleTotals[style, default: 0] += 1
            }
            for (token, at) in tokenUsesIn(tree, facts: facts, catalog: catalog) {
                tally.tokens[token, default: []].append(place(at))
                tokenUses[token, default: 0] += 1
            }
            let isSource = job.designSystem?.isSource == true
            for constructor in facts.constructors where !constructor.isIconSizing {
                if let family = familyName(constructor.spec.family, catalog) {
                    tally.families[family, default: []].append(place(constructor.call.lowerBound))
                }
                guard !constructor.isScaled, constructor.kind != .customRelativeSize, constructor.size.map({ $0 > 1 }) ?? true else { continue }
                if isSource {
                    tally.definitions += 1
                    continue
                }
                let size = constructor.size.map(points) ?? "computed"
                tally.raw[size, default: []].append(place(constructor.call.lowerBound))
                if let points = constructor.size { rawTotals[points, default: 0] += 1 }
            }
            for use in facts.namedFontUses {
                if let family = familyName(use.spec.family, catalog) { tally.families[family, default: []].append(place(use.range.lowerBound)) }
            }
            for finding in run.files[position].findings where finding.suppressionReason == nil {
                tally.findings[finding.ruleID, default: 0] += 1
            }
            modules[folder] = tally
        }
        var totals = Census.Counts()
        let moduleList = modules.sorted { $0.key < $1.key }.map { folder, tally -> Census.Module in
            let module = tally.module(path: folder)
            totals.add(module.counts)
            return module
        }
        var findings: [String: Int] = [:]
        for module in moduleList { findings.merge(module.findings, uniquingKeysWith: +) }
        let tokens = (catalog?.tokens ?? []).map { token in
            Census.Token(name: token.name, size: token.size, weight: token.weight?.rawValue, family: token.family,
                         lineHeight: token.lineHeight, tracking: token.tracking, textStyle: token.textStyle?.rawValue,
                         declaredAt: token.declaredAt, uses: tokenUses[token.name] ?? 0)
        }
        let system = profile?.designSystem.map { Census.System(sources: $0.sources, families: $0.families) }
        let census = Census(profile: profile?.name ?? "", files: run.lintedCount, designSystem: system, totals: totals,
                            modules: moduleList, tokens: tokens,
                            typeScale: typeScale(tokens: tokens, styles: styleTotals, raw: rawTotals, profile: profile, catalog: catalog),
                            findings: findings)
        return (census, run)
    }

    /// What a module's files use, gathered file by file.
    private struct ModuleTally {
        let name: String
        var files = 0
        var isDesignSystem = false
        var styles: [String: [String]] = [:]
        var tokens: [String: [String]] = [:]
        var raw: [String: [String]] = [:]
        var families: [String: [String]] = [:]
        var definitions = 0
        var findings: [String: Int] = [:]

        func module(path: String) -> Census.Module {
            func entries(_ table: [String: [String]]) -> [Census.Entry] {
                table.map { Census.Entry(name: $0.key, count: $0.value.count, locations: $0.value.sorted(by: Self.inPathOrder)) }
                    .sorted { ($0.count, $1.name) > ($1.count, $0.name) }
            }
            var counts = Census.Counts()
            counts.styleUses = styles.values.reduce(0) { $0 + $1.count }
            counts.tokenUses = tokens.values.reduce(0) { $0 + $1.count }
            counts.rawSizes = raw.values.reduce(0) { $0 + $1.count }
            counts.definitions = definitions
            return Census.Module(name: name, path: path, isDesignSystem: isDesignSystem, files: files, counts: counts,
                                 textStyles: entries(styles), tokens: entries(tokens), rawSizes: entries(raw), families: entries(families),
                                 findings: findings)
        }

        /// `path:line` by path, then by line as a number.
        static func inPathOrder(_ a: String, _ b: String) -> Bool {
            let (pathA, lineA) = split(a), (pathB, lineB) = split(b)
            return (pathA, lineA) < (pathB, lineB)
        }

        private static func split(_ location: String) -> (String, Int) {
            guard let colon = location.lastIndex(of: ":") else { return (location, 0) }
            return (String(location[..<colon]), Int(location[location.index(after: colon)...]) ?? 0)
        }
    }

    /// The module a file is in, for the census: a SwiftPM target (`Sources/<Target>/`) of its package, else the folder of its
    /// project or package (its module root); its name and its folder as the run shows paths.
    static func module(of job: Job, workingFolder: String) -> (name: String, folder: String) {
        let path = job.file.absolutePath
        guard let root = job.moduleRoot else { return ("(no project)", "") }
        var folder = root
        let inside = path.dropFirst(root.count).split(separator: "/")
        if inside.count >= 3, inside[0] == "Sources" { folder = root + "/Sources/" + inside[1] }
        let shown = folder.hasPrefix(workingFolder + "/") ? String(folder.dropFirst(workingFolder.count + 1))
            : folder == workingFolder ? "." : folder
        return ((folder as NSString).lastPathComponent, shown)
    }

    /// The text styles a file names where a font is chosen: `.font(.body)`, `Font.caption`, `.system(.title, design:)`,
    /// `preferredFont(forTextStyle: .headline)`, `relativeTo: .body`, `UIFont.TextStyle.footnote`; by the style's SwiftUI
    /// name, with the style's token.
    static func styleUses(in tree: SyntaxTree) -> [(String, Int)] {
        var found: [(String, Int)] = []
        for k in tree.code.indices where k >= 2 && tree.code[k].kind == .word && tree.isPunct(k - 1, ".") {
            let name = tree.text(k)
            guard let style = TextStyle(named: name)?.rawValue else { continue }
            let isFontContext = (tree.isPunct(k - 2, "(") && k >= 3 && (tree.isWord(k - 3, "font") || tree.isWord(k - 3, "system")))
                || tree.isWord(k - 2, "Font") || tree.isWord(k - 2, "TextStyle")
                || (tree.isPunct(k - 2, ":") && k >= 3 && styleLabels.contains(tree.text(k - 3)))
            if isFontContext { found.append((style, k)) }
        }
        return found
    }

    private static let styleLabels: Set<String> = ["forTextStyle", "relativeTo", "textStyle", "withTextStyle", "style"]

    /// The tokens a file uses: with a design system, each of its tokens named after a `.` (`.themeBody`, `AppFont.caption`,
    /// `.compound.bodyLG`), by the token's name; without one, each font the module index knows by name (`NamedFontUse`).
    static func tokenUsesIn(_ tree: SyntaxTree, facts: FontFacts, catalog: DesignSystemCatalog?) -> [(String, Int)] {
        guard let catalog else {
            return facts.namedFontUses.map { use in
                (tree.text(use.range).filter { !$0.isWhitespace }, use.range.lowerBound)
            }
        }
        // By last name, each token with the names before it (`AppFont` of `AppFont.title`, `compound` of `.compound.bodyLG`):
        // a use must spell them. An implicit member named like a text style (`.body`) is the style, not a token.
        var byLastName: [String: [(name: String, qualifier: [String])]] = [:]
        for token in catalog.tokens {
            let parts = token.name.split(separator: ".").map(String.init)
            guard let last = parts.last, !(parts.count == 1 && TextStyle(named: last) != nil) else { continue }
            byLastName[last, default: []].append((token.name, Array(parts.dropLast())))
        }
        guard !byLastName.isEmpty else { return [] }
        let declared = Set(tree.declarations.map(\.name))
        var found: [(String, Int)] = []
        for k in tree.code.indices where k >= 1 && tree.code[k].kind == .word && tree.isPunct(k - 1, ".") && !declared.contains(k) {
            guard let candidates = byLastName[tree.text(k)] else { continue }
            let match = candidates.first { candidate in
                candidate.qualifier.reversed().enumerated().allSatisfy { offset, part in
                    let word = k - 2 - 2 * offset
                    return word >= 0 && tree.code[word].kind == .word && tree.text(word) == part && (offset == candidate.qualifier.count - 1 || tree.isPunct(word - 1, "."))
                }
            }
            if let match { found.append((match.name, k)) }
        }
        return found
    }

    private static func familyName(_ family: Family?, _ catalog: DesignSystemCatalog?) -> String? {
        switch family {
        case .custom(let name)?: catalog?.brandFamily(of: name) ?? name
        case .system(let design)?: Family.system(design).description
        case nil: nil
        }
    }

    private static func points(_ size: Double) -> String {
        let tenths = (size * 10).rounded() / 10
        return Int(exactly: tenths).map { "\($0)pt" } ?? "\(tenths)pt"
    }

    /// The scale: the tokens with a size, the styles used (their size at the default Dynamic Type size on iOS, or the
    /// profile's first platform), the raw sizes; largest first.
    static func typeScale(tokens: [Census.Token], styles: [String: Int], raw: [Double: Int], profile: Profile?,
                          catalog: DesignSystemCatalog?) -> [Census.ScaleEntry] {
        var scale: [Census.ScaleEntry] = tokens.compactMap { token in
            token.size.map { Census.ScaleEntry(name: token.name, kind: "token", size: $0, weight: token.weight, family: token.family, uses: token.uses) }
        }
        let platform = profile?.platforms.first.map { $0 == "iPadOS" ? "iOS" : $0 } ?? "iOS"
        let table = profile?.tables.styles(on: platform) ?? [:]
        for (style, uses) in styles {
            guard let metrics = table[style] else { continue }
            scale.append(Census.ScaleEntry(name: "." + style, kind: "style", size: metrics.size, weight: metrics.weight.rawValue,
                                           family: "SF Pro", uses: uses))
        }
        for (size, uses) in raw {
            scale.append(Census.ScaleEntry(name: points(size), kind: "raw", size: size, weight: nil, family: nil, uses: uses))
        }
        return scale.sorted { ($0.size, $1.kind, $1.name) > ($1.size, $0.kind, $0.name) }
    }
}
