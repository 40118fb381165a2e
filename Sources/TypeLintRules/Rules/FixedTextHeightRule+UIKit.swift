import TypeLintFonts
import TypeLintSyntax

/// UIKit and Objective-C: a label, or a button made with a configuration, given a text style and a constant height.
extension FixedTextHeightRule {
    /// UIKit: `label.heightAnchor.constraint(equalToConstant: N)` on a label whose font is a text style
    /// (`label.font = .preferredFont(forTextStyle: .body)`).
    func constrainedLabels(_ context: RuleContext, _ category: String) -> [Violation] {
        let tree = context.tree
        let heights = tree.words("heightAnchor").compactMap { i -> (dot: Int, label: Int, value: Double)? in
            guard tree.isPunct(i - 1, ".") else { return nil }
            if tree.isPunct(i + 1, "."), tree.isWord(i + 2, "constraint"), tree.isPunct(i + 3, "("),
               tree.isWord(i + 4, "equalToConstant"), tree.isPunct(i + 5, ":"), case let close = Int(tree.partner[i + 3]), close > i + 6,
               let value = tree.numberValue(i + 6..<close) ?? context.facts.heights[i + 6] {
                return (i - 1, i + 4, value)
            }
            // Objective-C: `[label.heightAnchor constraintEqualToConstant:22]`.
            if tree.isWord(i + 1, "constraintEqualToConstant"), tree.isPunct(i + 2, ":"), tree.isPunct(i + 4, "]"),
               let value = tree.numberValue(i + 3..<i + 4) {
                return (i - 1, i + 1, value)
            }
            return nil
        }
        guard !heights.isEmpty else { return labelHeights(context, category, reported: []) }
        let objects = ObjectSettings(tree)
        var styles: [String: TextStyle] = [:]
        for i in tree.words("font") where tree.isPunct(i - 1, ".") && tree.isToken(i + 1, .operator, "=") {
            if let object = objects.object(before: i - 1, tree), let style = textStyle(in: tree.assignedValue(from: i + 2), tree) {
                styles[object] = style
            }
        }
        for (key, style) in configuredButtons(objects, tree) where styles[key] == nil { styles[key] = style }
        // Another name for a view already known (`lazy var loginContainer: UIView = { loginButton }()`).
        for declaration in tree.declarations {
            guard let value = declaration.initializer, let name = Self.aliased(value, tree),
                  let style = styles[objects.key(tree.text(name), at: name, tree)] else { continue }
            styles[objects.key(tree.text(declaration.name), at: declaration.name, tree), default: style] = style
        }
        let found = heights.compactMap { height -> Violation? in
            guard let object = objects.object(before: height.dot, tree), let style = styles[object],
                  let size = sizeAtCategory(of: style, at: height.label, category, context), height.value < size else { return nil }
            let instead = context.facts.language == .objectiveC ? "constraintGreaterThanOrEqualToConstant:" : "greaterThanOrEqualToConstant:"
            return violation((height.label, height.value, height.value), size, category, instead: instead)
        }
        return found + labelHeights(context, category, reported: Set(found.map(\.tokens.lowerBound)))
    }

    /// The size a style reaches at `category` on the first platform the token at `k` is checked on (one with Dynamic
    /// Type).
    private func sizeAtCategory(of style: TextStyle, at k: Int, _ category: String, _ context: RuleContext) -> Double? {
        guard let platform = context.checkedPlatforms(context.tree.platforms(at: k)).first,
              context.profile.tables.supportsDynamicType(platform) else { return nil }
        return context.profile.tables.metrics(of: style, on: platform, category: category)?.size
    }

    /// Objective-C labels clang found given a text style and a fixed height, whatever name they go by (a local
    /// `UILabel *`, a property, an instance variable): a constraint is reported at its selector, as the tokens' own
    /// findings are (those already `reported` are not again), a frame at its height.
    private func labelHeights(_ context: RuleContext, _ category: String, reported: Set<Int>) -> [Violation] {
        let tree = context.tree
        return context.facts.labelHeights.compactMap { height in
            let value = height.range.lowerBound
            let selector = height.isConstraint && tree.isPunct(value - 1, ":") && value >= 2 && tree.code[value - 2].kind == .word
                ? value - 2 : value
            guard !reported.contains(selector), let size = sizeAtCategory(of: height.style, at: selector, category, context),
                  height.height < size else { return nil }
            let instead = height.isConstraint ? "constraintGreaterThanOrEqualToConstant:" : "sizeThatFits:"
            return violation((selector, height.height, height.height), size, category, instead: instead)
        }
    }

    /// Buttons made with a configuration and given a title (`UIButton(configuration: .filled())`, then `setTitle(…)` or
    /// `configuration.title = …`), by the keys of the names they are kept in: at the default `buttonSize` the title is drawn
    /// in body, which grows with Dynamic Type. One whose title is given a font or a size of its own is left out.
    private func configuredButtons(_ objects: ObjectSettings, _ tree: SyntaxTree) -> [String: TextStyle] {
        var found: [String: TextStyle] = [:]
        for k in tree.words("configuration") where k >= 2 && tree.isPunct(k - 1, "(") && tree.isWord(k - 2, "UIButton") {
            let made = tree.declarations.filter { $0.initializer?.contains(k) == true }
            // What sets the button up: the closure that makes it (`lazy var button: UIButton = { … }()`), else the block
            // it is declared in.
            guard let outermost = made.min(by: { $0.initializer!.lowerBound < $1.initializer!.lowerBound }) else { continue }
            let block = Int(tree.enclosing[outermost.name])
            let scope = tree.isPunct(outermost.initializer!.lowerBound, "{") ? outermost.initializer!
                : block >= 0 && Int(tree.partner[block]) > block ? block..<Int(tree.partner[block]) : outermost.initializer!
            let titled = scope.contains { tree.isWord($0, "setTitle") || tree.isWord($0, "title") && tree.isToken($0 + 1, .operator, "=") }
            let restyled = scope.contains { j in
                tree.code[j].kind == .word && Self.buttonTitleStyling.contains(tree.text(j))
            }
            guard titled, !restyled else { continue }
            for declaration in made { found[objects.key(tree.text(declaration.name), at: declaration.name, tree)] = .body }
        }
        return found
    }

    /// The name an initializer only repeats: `= titleLabel`, `= { loginButton }()`.
    private static func aliased(_ value: Range<Int>, _ tree: SyntaxTree) -> Int? {
        let k = value.lowerBound
        if value.count == 1, tree.code[k].kind == .word { return k }
        guard value.count == 5, tree.isPunct(k, "{"), tree.code[k + 1].kind == .word, tree.isPunct(k + 2, "}"),
              tree.isPunct(k + 3, "("), tree.isPunct(k + 4, ")") else { return nil }
        return k + 1
    }

    private static let buttonTitleStyling: Set<String> = ["font", "titleTextAttributesTransformer", "buttonSize", "attributedTitle",
                                                          "setAttributedTitle"]

    /// The text style a UIKit font scales with: `.preferredFont(forTextStyle: .body)`,
    /// `UIFontMetrics(forTextStyle: .headline).scaledFont(for: …)`.
    func textStyle(in value: Range<Int>, _ tree: SyntaxTree) -> TextStyle? {
        for label in value where tree.code[label].kind == .word && tree.isPunct(label + 1, ":") {
            let name = tree.text(label)
            if name == "forTextStyle", tree.isPunct(label + 2, "."), label + 3 < value.upperBound {
                return TextStyle(named: tree.text(label + 3))
            }
            // Objective-C: `[UIFont preferredFontForTextStyle:UIFontTextStyleHeadline]`, `[UIFontMetrics metricsForTextStyle:…]`.
            if name.hasSuffix("ForTextStyle"), label + 2 < value.upperBound {
                let constant = tree.text(label + 2)
                guard constant.hasPrefix("UIFontTextStyle") else { return nil }
                return TextStyle(named: lowercasedFirst(String(constant.dropFirst("UIFontTextStyle".count))))
            }
        }
        return nil
    }
}
