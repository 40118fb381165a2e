import TypeLintSyntax

/// What the module's uses of its views give them: the style their own chain or the nearest container sets.
extension ModuleIndex {
    /// What the uses in `trees` give each of `views` (see `stylesGivenToViews`).
    static func stylesGiven(to views: Set<String>, in trees: [SyntaxTree]) -> [String: GivenStyle] {
        guard !views.isEmpty else { return [:] }
        let names = WordSet(views)
        var given: [String: GivenStyle] = [:]
        for uses in concurrentMap(trees, { Self.stylesGiven(to: names, in: $0) }) {
            for (view, style) in uses { given[view] = given[view].map { $0 == style ? $0 : .unknown } ?? style }
        }
        return given.filter { $0.value != .none }
    }

    /// Each use of one of `views` in the file (`PreferencesRow(label: …)`, not its declaration, nor a preview's), with the
    /// style its own chain or the nearest container around it gives it.
    private static func stylesGiven(to views: WordSet, in tree: SyntaxTree) -> [(String, GivenStyle)] {
        lazy var previews = tree.previewBodies()
        var containerStyles: [Int: GivenStyle] = [:]  // by brace: uses in one container share what is around them
        var found: [(String, GivenStyle)] = []
        // Only the capitalized names called are asked; one such as `Text` or `HStack` costs no hash (see `WordSet`).
        let uses = tree.calls(of: views)
        for (name, positions) in uses {
            for k in positions where !tree.isPunct(k - 1, ".") && !declarationWords.contains(where: { tree.isWord(k - 1, $0) })
                && !previews.contains(where: { $0.contains(k) }) {
                found.append((name, styleGiven(at: k, tree, containerStyles: &containerStyles)))
            }
        }
        return found
    }

    private static let declarationWords: [StaticString] = ["struct", "class", "enum", "extension", "actor", "protocol", "func", "init"]

    /// The style the use of a view at `k` is given: by a `.font(…)` on its own chain, else on the nearest container
    /// around it that sets one; `.none` when nothing does. `containerStyles` keeps what each brace was found to give.
    public static func styleGiven(at k: Int, _ tree: SyntaxTree) -> GivenStyle {
        var containerStyles: [Int: GivenStyle] = [:]
        return styleGiven(at: k, tree, containerStyles: &containerStyles)
    }

    private static func styleGiven(at k: Int, _ tree: SyntaxTree, containerStyles: inout [Int: GivenStyle]) -> GivenStyle {
        func font(of chain: Chain) -> GivenStyle? {
            for link in chain.modifiers.reversed() where link.name.map({ tree.isWord($0, "font") }) == true {
                guard let value = chain.arguments(of: link)?.first?.value else { return .unknown }
                // `.footnote`, `Font.footnote`, `.footnote.weight(.medium)`: the style; anything else is not known here.
                let word = tree.isPunct(value.lowerBound, ".") ? value.lowerBound + 1
                    : tree.isWord(value.lowerBound, "Font") && tree.isPunct(value.lowerBound + 1, ".") ? value.lowerBound + 2 : nil
                guard let word, word < value.upperBound, let style = TextStyle(named: tree.text(word)) else { return .unknown }
                return .style(style)
            }
            return nil
        }
        if let chain = tree.chain(at: k), let given = font(of: chain) { return given }
        var open = Int(tree.enclosing[k])
        var visited: [Int] = []
        var given = GivenStyle.none
        while open >= 0 {
            if let known = containerStyles[open] {
                given = known
                break
            }
            visited.append(open)
            if tree.isPunct(open, "{"), let container = tree.container(openingAt: open), let found = font(of: container) {
                given = found
                break
            }
            open = Int(tree.enclosing[open])
        }
        // The braces passed on the way up give what the first one that sets a font gives (or nothing).
        for brace in visited { containerStyles[brace] = given }
        return given
    }
}
