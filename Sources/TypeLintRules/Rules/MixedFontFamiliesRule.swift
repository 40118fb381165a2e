import TypeLintFonts
import TypeLintSyntax

/// `mixed-font-families`: two font families on one line.
public struct MixedFontFamiliesRule: Rule {
    static let exceptionDesign = OptionKey.word("design", "the design allowed", .design)
    static let contentMustBeData = OptionKey.bool("contentMustBeData", "whether its segment must show only data")
    static let maxUnitLetters = OptionKey.integer("maxUnitLetters", "the longest unit, in letters", atLeast: 0)
    static let exception = OptionKey.object(
        "exception",
        "a design allowed on a line of another family when its segment shows only data: its `design`, `contentMustBeData` (values, digits, a unit) and `maxUnitLetters` (the longest unit)",
        [exceptionDesign.option, contentMustBeData.option, maxUnitLetters.option])

    public static let description = RuleDescription(
        id: "mixed-font-families",
        name: "Mixed Font Families",
        summary: "Two families on one line (`Text + Text`, a `Text` interpolated in a `Text`, one `HStack` row), except monospaced figures that show data.",
        rationale: """
            Root: "Do not mix families on the same line. Serif and sans can share a screen. They must not share \
            a line. The only exception is mono figures inside a paragraph, and only when the figures are data." \
            A monospaced segment is data when it shows interpolated values, digits or a unit; a view's property \
            is judged by what the module's calls pass it.
            """,
        triggers: ["font", "Font", "monospaced", "StyledTextBuilder"],
        options: [
            exception.option,
        ],
        triggeringExamples: [
            Example("Text(\"Chapter \").font(.body) + ↓Text(\"One\").font(.system(.body, design: .serif))",
                    message: "`Text` in New York (serif) shares a line with SF Pro; keep one family on a line"),
            Example("HStack {\n  Text(\"Price\")\n  ↓Text(\"Total\").font(.custom(\"Georgia\", size: 17, relativeTo: .body))\n}",
                    message: "`Text` in Georgia shares a line with SF Pro; keep one family on a line"),
            Example("Text(\"Read \\(↓Text(\"this\").fontDesign(.serif)) now\")"),
        ],
        nonTriggeringExamples: [
            Example("Text(\"Temperature \") + Text(\"\\(degrees)°\").monospaced()"),
            Example("HStack {\n  Text(\"Departs\")\n  Text(\"07:42\").font(.system(.body, design: .monospaced))\n}"),
            Example("VStack {\n  Text(\"Title\").font(.system(.title, design: .serif))\n  Text(\"Body\")\n}"),
            Example("Text(\"a\").font(theme.headingFont) + Text(\"b\")"),
            Example("HStack {\n  Image(systemName: \"star\")\n  Text(\"Favorites\")\n}"),
            Example("HStack {\n  Text(verbatim: glyph).font(.custom(\"FontAwesome\", size: 17))\n  Text(\"Offline\")\n}"),
            Example("HStack {\n  Button(decrementTitle, systemImage: \"minus\") { step(-1) }\n  Text(value, format: .number).fontDesign(.serif)\n}"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let exception = context.settings[Self.exception] ?? [:]
        let exceptionDesign = Self.exceptionDesign.value(in: exception)
        let mustBeData = Self.contentMustBeData.value(in: exception) ?? true
        let maxUnitLetters = Self.maxUnitLetters.value(in: exception) ?? 0
        var violations: [Violation] = []
        for line in context.facts.lines {
            let members = line.map { context.facts.elements[$0] }
                .filter { !context.checkedPlatforms($0.platforms).isEmpty }
                .compactMap { element in element.font.map { (element, context.drawnFamily($0.family) ?? .sans) } }
                .filter { !$1.isIconFont }  // an icon font's glyph is a picture on the line, like a symbol
                // A button with a symbol may show the symbol alone (a stepper's − and +, a toolbar's items).
                .filter { element, _ in !(element.kind == .button && hasSymbol(element, context.tree)) }
                .filter { element, family in
                    guard let exceptionDesign, family == .system(exceptionDesign) else { return true }
                    return mustBeData && !isData(element.content, maxUnitLetters: maxUnitLetters)
                }
            guard let (_, first) = members.first else { continue }
            for (element, family) in members.dropFirst() where family != first {
                let range = element.chain.base.start..<element.chain.end
                violations.append(Violation(
                    tokens: range,
                    message: "`\(element.kind.name)` in \(family) shares a line with \(first); keep one family on a line"))
            }
        }
        return violations
    }

    private func hasSymbol(_ element: TextElement, _ tree: SyntaxTree) -> Bool {
        element.chain.arguments(of: element.chain.base)?.contains { argument in
            argument.label.map { tree.isWord($0, "systemImage") || tree.isWord($0, "image") } == true
        } == true
    }

    /// Whether a segment shows only data: interpolated values, digits, punctuation and a short unit with
    /// them. A short word alone (`"esc"`, `"trial"`) is words, not data.
    private func isData(_ content: TextContent, maxUnitLetters: Int) -> Bool {
        switch content {
        case .expression:
            return true
        case .literal(let text, let interpolations):
            let letters = text.filter(\.isLetter).count
            return letters == 0 || (letters <= maxUnitLetters && (interpolations > 0 || text.contains(where: \.isNumber)))
        case .passed(let texts):
            return texts.allSatisfy { isData(.literal($0, interpolations: 0), maxUnitLetters: maxUnitLetters) }
        }
    }
}
