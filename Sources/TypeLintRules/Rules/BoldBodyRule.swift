import TypeLintFonts
import TypeLintSyntax

/// `bold-body`: bold on body text, where the profile wants a lighter emphasis.
public struct BoldBodyRule: Rule {
    static let styles = OptionKey.styles("styles", "the text styles on which bold is reported")

    public static let description = RuleDescription(
        id: "bold-body",
        name: "Bold Body Text",
        summary: "`.bold()` or a bold weight on body text; emphasise with the profile's emphasis weight instead.",
        rationale: """
            Root: "Do not call .bold() on body text. For emphasis in a paragraph, use weight-medium." Body is \
            the effective style of a `Text` set to `.body`, inheriting it from a container, or with no font \
            at all (SwiftUI's default).
            """,
        triggers: ["bold", "weight", "Weight", "traitBold"],
        options: [
            styles.option,
        ],
        triggeringExamples: [
            Example("Text(\"Important\")↓.bold()",
                    message: "bold body text; use `.fontWeight(.medium)` for emphasis"),
            Example("Text(\"Important\").font(.body)↓.fontWeight(.bold)"),
            Example("Text(\"x\").font(.body↓.bold())",
                    message: "bold body text; use `.weight(.medium)` for emphasis"),
            Example("Text(\"x\").font(.body↓.weight(.bold))"),
            Example("VStack { Text(\"a\")↓.bold(true) }.font(.body)"),
            // A body descriptor made bold: the trait is the style's emphasized weight.
            Example("let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)\n"
                    + "let strong = UIFont(descriptor: descriptor.withSymbolicTraits(.↓traitBold)!, size: 0)",
                    message: "bold body text; give the descriptor the medium weight "
                        + "(`.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.medium.rawValue]])`) for emphasis"),
            Example("let size = UIFont.preferredFont(forTextStyle: .body).pointSize\nstrong.font = UIFont↓.boldSystemFont(ofSize: size)",
                    message: "bold body text; use `.systemFont(ofSize: size, weight: .medium)` for emphasis"),
            // The inner `size` is another value, in its block only.
            Example("let size = UIFont.preferredFont(forTextStyle: .body).pointSize\nif isCode {\n    let size = size * 0.9\n    code.font = .monospacedSystemFont(ofSize: size, weight: .regular)\n}\nstrong.font = UIFont↓.boldSystemFont(ofSize: size)"),
        ],
        nonTriggeringExamples: [
            Example("Text(\"Title\").font(.headline).bold()"),
            Example("Text(\"x\").fontWeight(.medium)"),
            Example("Text(\"x\").bold(false)"),
            Example("let note = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).withSymbolicTraits(.traitBold)"),
            Example("let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)\n"
                    + "let aside = descriptor.withSymbolicTraits(.traitItalic)"),
            Example("VStack { Text(\"a\").bold() }.font(.caption)"),
            Example("var body: some View { notice.font(.footnote) }\nvar notice: some View { Text(\"Ana is typing\").bold() }"),
            Example("Text(\"x\").font(theme.bodyFont).bold()"),
            Example("Button { save() } label: { Text(\"Save\").bold() }"),
        ],
        corrections: [
            Example("Text(\"Important\")↓.bold()"):
                "Text(\"Important\").fontWeight(.medium)",
            Example("Text(\"x\").font(.body↓.bold())"):
                "Text(\"x\").font(.body.weight(.medium))",
            Example("let weight = Font.Weight.bold\nlet t = Text(\"Important\").font(.body)↓.fontWeight(weight)"):
                "let weight = Font.Weight.bold\nlet t = Text(\"Important\").font(.body).fontWeight(weight)",
            Example("Text(\"Important\").font(.body)↓.fontWeight(.bold)"):
                "Text(\"Important\").font(.body).fontWeight(.medium)",
            Example("Text(\"x\").font(.system(.body, weight: ↓.bold))"):
                "Text(\"x\").font(.system(.body, weight: .medium))",
            Example("strong.font = ↓.boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)"):
                "strong.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .medium)",
        ],
        // A weight, family or design is the team's choice: `--fix` leaves it, `--unsafe-fixes` changes it.
        fixSafety: .unsafe)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let emphasis = context.profile.emphasisWeight.rawValue
        return context.facts.weightUses.compactMap { use in
            guard context.isBoldBody(use), !context.checkedPlatforms(use.platforms).isEmpty else { return nil }
            // Objective-C's bold trait (`UIFontDescriptorTraitBold`) gives way to the weight itself, which no trait names.
            guard context.facts.language == .swift else {
                return Violation(tokens: use.source.range,
                                 message: "bold body text; use `\(context.weightName(context.profile.emphasisWeight, onView: false))` for emphasis")
            }
            if let weighted = context.descriptorWeight(use, context.profile.emphasisWeight) {
                return Violation(tokens: use.source.range,
                                 message: "bold body text; give the descriptor the \(emphasis) weight (`\(weighted)`) for emphasis")
            }
            // A UIKit font's own `bold()` (an app's helper on `UIFont`) has no `weight(_:)` to take its place.
            if case .emphasis = use.source.kind, !use.source.isViewModifier, isOnPlatformFont(use.source.range.lowerBound, context.tree) {
                return Violation(tokens: use.source.range,
                                 message: "bold body text; use the \(emphasis) weight (`.\(emphasis)`) for emphasis")
            }
            // The weight as it is written (`.bold()`, `weight: .bold`, `.boldSystemFont(ofSize:)`); one held in a variable
            // (`.fontWeight(titleWeight)`) is shared, and replacing its use would change what it means elsewhere.
            let replacement = context.weightRespelled(use, from: .bold, as: context.profile.emphasisWeight)
            return Violation(
                tokens: use.source.range,
                message: "bold body text; use `\(replacement ?? context.weightName(context.profile.emphasisWeight, onView: use.source.isViewModifier))` for emphasis",
                fix: replacement)
        }
    }

    /// Whether the chain a font's `.bold()` continues makes a UIKit or AppKit font (`UIFont.preferredFont(…).bold()`).
    private func isOnPlatformFont(_ dot: Int, _ tree: SyntaxTree) -> Bool {
        tree.receiverNames(beforeDot: dot).names.contains { ["UIFont", "NSFont", "preferredFont", "fontDescriptor"].contains(tree.text($0)) }
    }
}
