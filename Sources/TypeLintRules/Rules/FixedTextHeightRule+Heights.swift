import TypeLintFonts
import TypeLintSyntax

/// A file's fixed heights: which views and containers a `height:` label follows, the value a `.frame(height:)` fixes,
/// and the vertical padding that takes room inside it.
extension FixedTextHeightRule {
    /// A file's `height:` labels, in order, and which of its views and containers fix a height: each container is read
    /// once, however many views in it are asked about.
    struct FixedHeights {
        let tree: SyntaxTree
        let labels: [Int]
        /// By container brace: whether its chain holds a `height:` after the brace closes, and the container around it
        /// (-1 when no label follows, so that none around it can hold one either).
        private var containers: [Int: (holds: Bool, outer: Int)] = [:]
        private var views: [Int: Bool] = [:]

        /// `labels`: the file's `height` labels (`FontFacts.heightLabels`), found here when its facts are not made yet.
        init(_ tree: SyntaxTree, labels: [Int]? = nil) {
            self.tree = tree
            self.labels = labels ?? FontFacts.heightLabels(in: tree)
        }

        func labelsHeight(after start: Int, before end: Int) -> Bool { SyntaxTree.contains(labels, after: start, before: end) }

        /// Whether the view at `use` has a `height:` in its own chain or in that of a container around it (up to eight).
        mutating func fixesHeight(around use: Int) -> Bool {
            if let known = views[use] { return known }
            let found = findsHeight(around: use)
            views[use] = found
            return found
        }

        private mutating func findsHeight(around use: Int) -> Bool {
            guard !labels.isEmpty, let chain = tree.chain(at: use) else { return false }
            if labelsHeight(after: use, before: chain.end) { return true }
            var brace = tree.rowContainer(of: use)
            for _ in 0..<8 {
                guard brace >= 0, tree.isPunct(brace, "{") || tree.isPunct(brace, "(") else { return false }
                let level = containers[brace] ?? container(at: brace)
                containers[brace] = level
                if level.holds { return true }
                brace = level.outer
            }
            return false
        }

        private func container(at brace: Int) -> (holds: Bool, outer: Int) {
            let close = Int(tree.partner[brace])
            guard labelsHeight(after: close, before: tree.code.count),
                  let container = tree.isPunct(brace, "{") ? tree.container(openingAt: brace) : overlaid(brace, tree)
            else { return (false, -1) }
            return (labelsHeight(after: close, before: container.end), tree.rowContainer(of: container.start))
        }
    }

    /// The two values of a choice (`isSelected ? .body : .title`), or the expression itself.
    func alternatives(of source: Range<Int>?, _ tree: SyntaxTree) -> [Range<Int>] {
        guard let source else { return [] }
        var k = source.lowerBound
        var question: Int?
        while k < source.upperBound {
            if tree.partner[k] > k { k = Int(tree.partner[k]) + 1; continue }
            if question == nil, tree.isToken(k, .operator, "?") { question = k }
            if let question, tree.isPunct(k, ":"), question + 1 < k, k + 1 < source.upperBound {
                return [question + 1..<k, k + 1..<source.upperBound]
            }
            k += 1
        }
        return [source]
    }

    /// A `.frame(height: N)` among the chain's modifiers: the `height` label's token, N, and the room it leaves inside the
    /// vertical padding before it (`.padding(.vertical, 12).frame(height: 44)`: 20pt). A frame with a side of 0 or 1pt
    /// (`.frame(width: 1, height: 1)`, a hidden text field that only takes input) shows nothing to clip; a height the view
    /// measures at run time (`@State var barHeight: CGFloat = 32`, set again in an `onGeometryChange`) is not fixed.
    func fixedHeight(in chain: Chain, _ context: RuleContext) -> (label: Int, value: Double, room: Double)? {
        let tree = context.tree
        var padding = 0.0
        for link in chain.modifiers {
            guard let name = link.name else { continue }
            let arguments = chain.arguments(of: link) ?? []
            if tree.isWord(name, "padding") {
                padding += verticalPadding(arguments, context)
                continue
            }
            guard tree.isWord(name, "frame") else { continue }
            let sides = arguments.filter { $0.label.map { tree.isWord($0, "width") || tree.isWord($0, "height") } == true }
            guard !sides.contains(where: { tree.numberValue($0.value).map { $0 <= 1 } == true }) else { return nil }
            for argument in arguments {
                guard let label = argument.label, tree.isWord(label, "height") else { continue }
                if argument.value.count == 1, isSetAgain(argument.value.lowerBound, tree) { return nil }
                // One height, or a choice of two (`withDivider ? 64 : 42`): the larger, which the text outgrows in either case.
                let values = alternatives(of: argument.value, tree).map { tree.numberValue($0) ?? context.facts.heights[$0.lowerBound] }
                guard !values.isEmpty, let value = values.map({ $0 ?? .infinity }).max(), value.isFinite, value > 0 else { continue }
                return (label, value, max(0, value - padding))
            }
        }
        return nil
    }

    /// Whether the name at `k` is a view's `@State` that the file assigns to (`barHeight = proxy.size.height`).
    private func isSetAgain(_ k: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.code[k].kind == .word, case let name = tree.text(k),
              tree.declarations.contains(where: { $0.attributes.contains("State") && tree.text($0.name) == name }) else { return false }
        return tree.words(name).contains { use in
            tree.isToken(use + 1, .operator, "=") && !tree.isWord(use - 1, "var") && !tree.isWord(use - 1, "let")
                && (!tree.isPunct(use - 1, ".") || tree.isWord(use - 2, "self"))
        }
    }

    /// The padding `.padding(…)` adds above and below: `.padding(12)` 24, `.padding(.vertical, 9)` 18, `.padding(.top, 4)` 4,
    /// `EdgeInsets(top: 12, …, bottom: 12, …)` 24, `.padding(.horizontal, 16)` none; without an amount (`.padding()`,
    /// `.padding(.vertical)`), the profile's `defaultPadding` on each edge (SwiftUI's standard 16pt); an amount typelint
    /// cannot read counts as none.
    private func verticalPadding(_ arguments: ArraySlice<Chain.Argument>, _ context: RuleContext) -> Double {
        let tree = context.tree
        let standard = context.settings[Self.defaultPadding] ?? 0
        guard let first = arguments.first else { return 2 * standard }
        if arguments.count == 1, let amount = tree.numberValue(first.value) { return 2 * amount }
        // `.padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))`: its top and bottom.
        if arguments.count == 1, tree.isWord(first.value.lowerBound, "EdgeInsets"), tree.isPunct(first.value.lowerBound + 1, "("),
           let insets = tree.chain(at: first.value.lowerBound), let values = insets.arguments(of: insets.base) {
            return values.reduce(0) { sum, inset in
                guard let label = inset.label, tree.isWord(label, "top") || tree.isWord(label, "bottom") else { return sum }
                return sum + (tree.numberValue(inset.value) ?? 0)
            }
        }
        // `.padding(.vertical, 9)`, or `.padding(.top)` with the standard amount.
        guard arguments.count <= 2, first.label == nil, first.value.count == 2, tree.isPunct(first.value.lowerBound, "."),
              let amount = arguments.count == 2 ? tree.numberValue(arguments.last!.value) : standard
        else { return 0 }
        switch tree.text(first.value.lowerBound + 1) {
        case "vertical", "all": return 2 * amount
        case "top", "bottom": return amount
        default: return 0
        }
    }

    /// The height a view whose chain fixes one takes in the container around it: the frame's, with the vertical padding
    /// after it (`.frame(height: 40).padding(.vertical, 4)`: 48). A frame holds its text to its own height, so what the
    /// text needs past it is that frame's finding, not the containers' around it. Nil when the chain fixes no height.
    func laidOutHeight(of chain: Chain, _ context: RuleContext) -> Double? {
        guard let fixed = fixedHeight(in: chain, context) else { return nil }
        let tree = context.tree
        return chain.modifiers.reduce(fixed.value) { height, link in
            guard let name = link.name, name > fixed.label, tree.isWord(name, "padding") else { return height }
            return height + verticalPadding(chain.arguments(of: link) ?? [], context)
        }
    }

    /// The vertical padding a view's chain adds around it before any frame: the room it takes beyond its text.
    func outerPadding(of chain: Chain, _ context: RuleContext) -> Double {
        let tree = context.tree
        var padding = 0.0
        for link in chain.modifiers {
            guard let name = link.name else { continue }
            if tree.isWord(name, "frame") { break }
            if tree.isWord(name, "padding") { padding += verticalPadding(chain.arguments(of: link) ?? [], context) }
        }
        return padding
    }
}
