import TypeLintFonts
import TypeLintSyntax

/// `caption2-tertiary`: the smallest text in the faintest colour.
public struct Caption2TertiaryRule: Rule {
    static let styles = OptionKey.styles("styles", "the text styles it checks")
    static let maximumSize = OptionKey.number("maximumSize", "text of at most this size is checked too, whatever its style", atLeast: 0)
    static let colors = OptionKey.list("colors", "the colours it reports", of: .name)
    static let colorWords = OptionKey.list("colorWords", "words that name an app's own such colour (`Color.textTertiary`)", of: .name)

    public static let description = RuleDescription(
        id: "caption2-tertiary",
        name: "Caption 2 in Tertiary",
        summary: "Caption 2 (or text at the profile's `maximumSize`, 11pt, or below) drawn in a tertiary or quaternary colour.",
        rationale: """
            Root: "caption-2 at 11pt is not safe with text-tertiary. Use text-secondary or text-primary." Flagged: \
            a SwiftUI text whose effective style is one of the profile's `styles` (caption 2), or whose size is at \
            most `maximumSize` (AppKit's `NSFont.smallSystemFontSize` is 11pt), when the nearest foreground colour (its own, else an enclosing container's) is one \
            of the profile's `colors` (`.tertiary`, `.quaternary`, `Color(.tertiaryLabel)`, `.quaternaryLabel`) or \
            is named with one of its `colorWords` (an app's token: `Color.textTertiary`, `theme.colors.tertiaryContent`) \
            or is a name the module gives one of those colours (`static let textSubtle = Color(.tertiaryLabel)`); \
            and a UIKit label or attributes given both a caption 2 font (or a name of the file that holds one: `static let detailFont = …`) and such a colour in the same file (in Swift or Objective-C: \
            `UIFontTextStyleCaption2`, `[UIColor tertiaryLabelColor]`). The finding is \
            at the colour, and the fix names the secondary one.
            """,
        triggers: ["font", "Font"],
        options: [
            styles.option,
            maximumSize.option,
            colors.option,
            colorWords.option,
        ],
        triggeringExamples: [
            Example("Text(\"Updated 2 min ago\").font(.caption2).foregroundStyle(.↓tertiary)",
                    message: "caption 2 in `.tertiary`; use `.secondary`"),
            Example("VStack { Text(\"v2.4.1\").font(.caption2) }.foregroundStyle(.↓quaternary)"),
            Example("Text(\"Draft\").font(.caption2).foregroundColor(Color(.↓tertiaryLabel))"),
            Example("footnoteLabel.font = .preferredFont(forTextStyle: .caption2)\nfootnoteLabel.textColor = .↓tertiaryLabel",
                    message: "caption 2 in `.tertiaryLabel`; use `.secondaryLabel`"),
            Example("let attributes: [NSAttributedString.Key: Any] = [.font: NSFont.systemFont(ofSize: 10), .foregroundColor: NSColor.↓tertiaryLabelColor]"),
            Example("hintLabel.font = theme.fonts.caption2\nhintLabel.textColor = theme.colors.↓tertiaryContent",
                    message: "caption 2 in `tertiaryContent`; use the secondary text colour"),
            // A system colour's name on a type of the app's own: its secondary twin may not exist.
            Example("Text(\"Synced\").font(.caption2).foregroundColor(Palette.↓tertiary)",
                    message: "caption 2 in `Palette.tertiary`; use the secondary text colour"),
            // SwiftUI's `Color` has no `tertiaryLabel`: the app declares it.
            Example("Text(\"Synced\").font(.caption2).foregroundColor(Color.↓tertiaryLabel)",
                    message: "caption 2 in `Color.tertiaryLabel`; use the secondary text colour"),
            Example("Text(\"Synced\").font(.caption2).foregroundStyle(.↓quaternaryLabel)",
                    message: "caption 2 in `quaternaryLabel`; use the secondary text colour"),
            // The module's own name for a faint colour.
            Example("extension Color { static let textSubtle = Color(.tertiaryLabel) }\n"
                    + "let stamp = Text(\"Synced\").font(.caption2).foregroundStyle(Color.↓textSubtle)",
                    message: "caption 2 in `Color.textSubtle` (`.tertiaryLabel`); use the secondary text colour"),
            Example("func makeField() {\n    let field = NSTextField(labelWithString: \"CPU\")\n    field.textColor = .↓tertiaryLabelColor\n    field.font = NSFont.systemFont(ofSize: 11, weight: .medium)\n}"),
            Example("let stamp = makeLabel(updated, font: .preferredFont(forTextStyle: .caption2), textColor: .↓tertiaryLabel)"),
            Example("static let detailFont = NSFont.systemFont(ofSize: NSFont.smallSystemFontSize)\nstatic let preTitle: [NSAttributedString.Key: Any] = [.font: detailFont, .foregroundColor: NSColor.↓tertiaryLabelColor]"),
            Example("Label(.localizable(.removeAll), systemImage: \"trash\").font(.caption2).foregroundStyle(.↓tertiary)"),
        ],
        nonTriggeringExamples: [
            Example("Text(\"Updated\").font(.caption2).foregroundStyle(.secondary)"),
            Example("extension Color { static let textMuted = Color(.secondaryLabel) }\n"
                    + "let stamp = Text(\"Synced\").font(.caption2).foregroundStyle(Color.textMuted)"),
            Example("Text(\"Updated\").font(.footnote).foregroundStyle(.tertiary)"),
            Example("VStack { Text(\"v2\").font(.caption2).foregroundStyle(.primary) }.foregroundStyle(.tertiary)"),
            Example("titleLabel.font = .preferredFont(forTextStyle: .caption2)\nsubtitleLabel.textColor = .tertiaryLabel"),
            Example("Image(systemName: \"clock\").font(.caption2).foregroundStyle(.tertiary)"),
            Example("let attributes: [NSAttributedString.Key: Any] = [.font: NSFont.systemFont(ofSize: 13), .foregroundColor: NSColor.tertiaryLabelColor]"),
            Example("let badge = makeLabel(platform, font: .preferredFont(forTextStyle: .caption2), backgroundColor: .tertiarySystemFill)"),
            Example("static let titleFont = NSFont.systemFont(ofSize: NSFont.systemFontSize)\nstatic let title: [NSAttributedString.Key: Any] = [.font: titleFont, .foregroundColor: NSColor.tertiaryLabelColor]"),
        ],
        corrections: [
            Example("Text(\"Updated 2 min ago\").font(.caption2).foregroundStyle(.↓tertiary)"):
                "Text(\"Updated 2 min ago\").font(.caption2).foregroundStyle(.secondary)",
            Example("footnoteLabel.font = .preferredFont(forTextStyle: .caption2)\nfootnoteLabel.textColor = .↓tertiaryLabel"):
                "footnoteLabel.font = .preferredFont(forTextStyle: .caption2)\nfootnoteLabel.textColor = .secondaryLabel",
        ])

    public init() {}

    /// `.tertiary`, `tertiaryLabel`, `quaternaryLabel`: one pass, at each `y`.
    private static let words = ByteWords("ertiary", "uaternary")

    public func check(_ context: RuleContext) -> [Violation] {
        let tree = context.tree
        // Most files use no faint colour: their bytes say so at memory speed.
        let names = context.settings[Self.colors] ?? []
        // The module's own names for a faint system colour (`static let textSubtle = Color(.tertiaryLabel)`).
        let aliases = context.facts.moduleColorAliases.filter { names.contains($0.value) }
        guard !aliases.isEmpty || tree.mentions(Self.words) else { return [] }
        let styles = context.settings[Self.styles] ?? []
        let colors = FaintColors(names: names, words: context.settings[Self.colorWords] ?? [], aliases: aliases)
        let maximum = context.settings[Self.maximumSize] ?? 0
        var found: [Int: Violation] = [:]  // by the colour's token: a container's colour is reported once
        for element in context.facts.elements {
            guard let font = element.font, let style = font.style.map(styles.contains) ?? font.size.map({ $0 <= maximum }), style,
                  let color = nearestColor(of: element, tree), colors.contains(tree.text(color)) else { continue }
            found[color] = violation(at: color, colors, context)
        }
        // UIKit and AppKit: a label given a small font (or made small: `LabelField("CPU", size: 8)`) and a faint
        // `textColor` in the same block (anywhere in the file for a stored property), an attributes dictionary
        // holding both, and a factory given both. Each starts at a word few tokens are (`textColor`, `.foregroundColor:`,
        // a colour label), found as bytes rather than by asking every token of the file.
        lazy var small = smallFonts(context, styles, maximum)
        for i in tree.words("foregroundColor") where tree.isPunct(i - 1, ".") && tree.isPunct(i + 1, ":") {
            if let color = faintColor(in: tree.element(from: i + 2), colors, tree),
               siblings(of: i, tree).contains(where: { tree.isWord($0, "font") && small(tree.element(from: $0 + 2)) }) {
                found[color] = violation(at: color, colors, context)
            }
        }
        let faint = tree.words("textColor").compactMap { i -> (dot: Int, color: Int)? in
            guard tree.isPunct(i - 1, "."), tree.isToken(i + 1, .operator, "="),
                  let color = faintColor(in: tree.assignedValue(from: i + 2), colors, tree) else { return nil }
            return (i - 1, color)
        }
        if !faint.isEmpty {
            let objects = ObjectSettings(tree)
            var smallLabels: Set<String> = []
            for declaration in tree.declarations {
                guard let value = declaration.initializer, small(value) else { continue }
                smallLabels.insert(objects.key(tree.text(declaration.name), at: declaration.name, tree))
            }
            for i in tree.words("font") where tree.isPunct(i - 1, ".") && tree.isToken(i + 1, .operator, "=") {
                if let object = objects.object(before: i - 1, tree), small(tree.assignedValue(from: i + 2)) { smallLabels.insert(object) }
            }
            for (dot, color) in faint where objects.object(before: dot, tree).map(smallLabels.contains) == true {
                found[color] = violation(at: color, colors, context)
            }
        }
        // A factory given both (`makeLabel(text, style: .caption2, textColor: .tertiaryLabel)`).
        for label in textColorLabels {
            for i in tree.words(label) where tree.isPunct(i + 1, ":") {
                let open = Int(tree.enclosing[i])
                guard open >= 0, tree.isPunct(open, "("), tree.isPunct(i - 1, "(") || tree.isPunct(i - 1, ","),
                      let color = faintColor(in: tree.element(from: i + 2), colors, tree),
                      labels(in: open, tree).contains(where: { $0 != i && small(tree.element(from: $0 + 2)) }) else { continue }
                found[color] = violation(at: color, colors, context)
            }
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// `color:`, `textColor:`, `foregroundColor:`: a colour the text is drawn in, not one behind or around it.
    private let textColorLabels = ["color", "textColor", "foregroundColor", "titleColor", "labelColor", "fontColor"]

    /// The argument labels directly inside the parentheses opening at `open`.
    private func labels(in open: Int, _ tree: SyntaxTree) -> [Int] {
        (open + 1..<min(Int(tree.partner[open]), tree.code.count)).filter { k in
            Int(tree.enclosing[k]) == open && tree.code[k].kind == .word && tree.isPunct(k + 1, ":")
                && (tree.isPunct(k - 1, "(") || tree.isPunct(k - 1, ","))
        }
    }

    /// The colour word of the nearest `.foregroundStyle(…)` / `.foregroundColor(…)`: the text's own, else the
    /// containers' around it, innermost first.
    private func nearestColor(of element: TextElement, _ tree: SyntaxTree) -> Int? {
        if let own = color(in: element.chain, tree) { return own }
        var brace = Int(tree.enclosing[element.chain.start])
        while brace >= 0 {
            if tree.isPunct(brace, "{"), let chain = tree.container(openingAt: brace), let color = color(in: chain, tree) {
                return color
            }
            brace = Int(tree.enclosing[brace])
        }
        return nil
    }

    private func color(in chain: Chain, _ tree: SyntaxTree) -> Int? {
        for link in chain.modifiers.reversed() {
            guard let name = link.name, tree.isWord(name, "foregroundStyle") || tree.isWord(name, "foregroundColor"),
                  let argument = chain.arguments(of: link)?.first else { continue }
            return argument.value.last { tree.code[$0].kind == .word }
        }
        return nil
    }

    /// Whether an expression holds a small font: a style of the profile's (`.preferredFont(forTextStyle: .caption2)`)
    /// or a text font of at most `maximum` points (`NSFont.systemFont(ofSize: 10)`, a size from a constant or a
    /// parameter's default, a label class made with `size: 8`).
    private func smallFonts(_ context: RuleContext, _ styles: [TextStyle], _ maximum: Double) -> (Range<Int>) -> Bool {
        let tree = context.tree
        // Where small fonts are made or named in the file, found once: most values tested hold neither.
        var small = context.facts.constructors.filter { !$0.isIconSizing && $0.textSize.map { $0 <= maximum } == true }
            .map(\.call.lowerBound)
        // Objective-C names the style by its constant (`UIFontTextStyleCaption2`).
        for style in styles {
            for spelling in [style.rawValue, "UIFontTextStyle" + capitalized(style.uiKitName)] { small += tree.words(spelling) }
        }
        // A small font held by a name of the file (`static let detailFont = NSFont.systemFont(ofSize: 10)`): its uses
        // (`.font: detailFont`, `label.font = Cell.detailFont`) are small too.
        let names = Set(tree.declarations.filter { declaration in
            declaration.initializer.map { value in small.contains(where: value.contains) } == true
        }.map { tree.text($0.name) })
        for name in names { small += tree.words(name).filter { !tree.isPunct($0 + 1, ":") } }
        return { value in small.contains(where: value.contains) }
    }

    private func faintColor(in value: Range<Int>, _ colors: FaintColors, _ tree: SyntaxTree) -> Int? {
        value.last { tree.code[$0].kind == .word }.flatMap { colors.contains(tree.text($0)) ? $0 : nil }
    }

    /// The keys beside the `.key` at `key` in the same dictionary literal (their name tokens).
    private func siblings(of key: Int, _ tree: SyntaxTree) -> [Int] {
        let open = Int(tree.enclosing[key])
        guard open >= 0, tree.isPunct(open, "[") else { return [] }
        return (open + 1..<min(Int(tree.partner[open]), tree.code.count)).filter { k in
            k != key && Int(tree.enclosing[k]) == open && tree.isPunct(k - 1, ".") && tree.isPunct(k + 1, ":")
        }
    }

    /// The types whose tertiary colours are the system's: `UIColor.tertiaryLabel`, `HierarchicalShapeStyle.tertiary`.
    private static let colorTypes: Set<String> = ["UIColor", "NSColor", "HierarchicalShapeStyle"]

    /// Whether the implicit member at `k` is given to a SwiftUI modifier that takes a shape style or a `Color`.
    private static func isStyleArgument(_ k: Int, _ tree: SyntaxTree) -> Bool {
        let open = Int(tree.enclosing[k])
        return open > 0 && tree.isPunct(open, "(") && ["foregroundStyle", "foregroundColor", "fill", "stroke", "tint"].contains {
            tree.isWord(open - 1, $0)
        }
    }

    private func violation(at color: Int, _ colors: FaintColors, _ context: RuleContext) -> Violation {
        let tree = context.tree
        let word = tree.text(color)
        let dot = tree.isPunct(color - 1, ".") ? "." : ""
        if let system = colors.aliases[word], !colors.names.contains(word) {
            let named = color >= 2 && tree.isPunct(color - 1, ".") && tree.code[color - 2].kind == .word ? "\(tree.text(color - 2)).\(word)" : word
            return Violation(tokens: color..<color + 1, message: "caption 2 in `\(named)` (`.\(system)`); use the secondary text colour")
        }
        // The system's colours have a secondary twin of the same shape; an app's token (`tertiaryContent`, or a system
        // name on a type of its own: `Palette.tertiary`) is named without a fix, since its twin may not exist.
        let receiver = dot.isEmpty || color < 2 || tree.code[color - 2].kind != .word ? nil : tree.text(color - 2)
        // SwiftUI's `Color` has no tertiary colours, nor a shape style a `…Label` one: `Color.tertiaryLabel`, or
        // `.foregroundStyle(.quaternaryLabel)`, is the app's own.
        // A member written without its type that the module declares for its own (`case tertiaryLabel`) may be that one.
        let isAppsOwn = receiver.map { !Self.colorTypes.contains($0) }
            ?? (word.contains("Label") && Self.isStyleArgument(color, tree) || context.declaresOwnMember(word))
        guard colors.names.contains(word), !isAppsOwn else {
            let named = colors.names.contains(word) ? receiver.map { "\($0).\(word)" } ?? word : word
            return Violation(tokens: color..<color + 1, message: "caption 2 in `\(named)`; use the secondary text colour")
        }
        let secondary = word.replacingOccurrences(of: "tertiary", with: "secondary").replacingOccurrences(of: "quaternary", with: "secondary")
        return Violation(tokens: color..<color + 1, message: "caption 2 in `\(dot)\(word)`; use `\(dot)\(secondary)`", fix: secondary)
    }
}

/// The profile's faint colours: the system's by name (`tertiaryLabel`), the module's names for them, and any colour whose
/// name has one of the profile's words (`colorWords`: an app's `textTertiary`, `theme.colors.tertiaryContent`).
private struct FaintColors {
    let names: [String]
    let words: [String]
    /// The module's names for those of `names` it declares (`textSubtle` for `.tertiaryLabel`), with the system's name.
    let aliases: [String: String]

    func contains(_ name: String) -> Bool {
        names.contains(name) || aliases[name] != nil || !words.isEmpty && identifierWords(name).contains(where: words.contains)
    }
}
