import TypeLintFonts
import TypeLintSyntax

/// `justified-text`: text set to align to both margins.
public struct JustifiedTextRule: Rule {
    public static let description = RuleDescription(
        id: "justified-text",
        name: "Justified Text",
        summary: "Text aligned to both margins (`.justified`); align it to the leading edge (`.natural`) instead.",
        rationale: """
            Root: "Left align. Do not justify." Justified lines open uneven gaps between words, widest at the \
            large Dynamic Type sizes, where a line holds few words. Flagged where an alignment is set: \
            `NSTextAlignment.justified`, `.justified` assigned to a `textAlignment` or `alignment` property or \
            passed as such an argument, and Objective-C's `NSTextAlignmentJustified`. Other enums' `.justified` \
            (a flow layout's `horizontalAlignment: .justified`, a `case .justified:` that reads an alignment) \
            are not text alignments being set.
            """,
        triggeringExamples: [
            "label.textAlignment = .↓justified",
            "let style = NSMutableParagraphStyle()\nstyle.alignment = NSTextAlignment.↓justified",
            "let attributes = paragraphAttributes(font: .preferredFont(forTextStyle: .body), alignment: .↓justified)",
            "textView.textAlignment = NSTextAlignment.↓justified",
        ],
        nonTriggeringExamples: [
            "label.textAlignment = .natural",
            "switch label.textAlignment {\ncase .justified: break\ndefault: break\n}",
            "enum ParagraphLayout { case justified, ragged }",
            "let flow = FlowLayout(horizontalAlignment: .justified, verticalAlignment: .center)",
            "let layout: ParagraphLayout = .justified",
            "Text(\"Terms\").multilineTextAlignment(.leading)",
            "// label.textAlignment = .justified",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let tree = context.tree
        guard tree.bytes.withUnsafeBufferPointer({ $0.contains(bytes: Array("ustified".utf8)) }) else { return [] }
        return tree.code.indices.compactMap { i in
            guard tree.code[i].kind == .word else { return nil }
            if tree.isWord(i, "NSTextAlignmentJustified") {
                return Violation(tokens: i..<i + 1, message: "justified text; use `NSTextAlignmentNatural`",
                                 fix: "NSTextAlignmentNatural")
            }
            guard tree.isWord(i, "justified"), tree.isPunct(i - 1, "."), setsAnAlignment(dot: i - 1, tree) else { return nil }
            return Violation(tokens: i..<i + 1, message: "justified text; use `.natural` (leading)", fix: "natural")
        }
    }

    /// `NSTextAlignment.justified`, `….textAlignment = .justified`, `alignment: .justified`.
    private func setsAnAlignment(dot: Int, _ tree: SyntaxTree) -> Bool {
        if tree.isWord(dot - 1, "NSTextAlignment") { return true }
        guard tree.isToken(dot - 1, .operator, "=") || tree.isPunct(dot - 1, ":") else { return false }
        return tree.isWord(dot - 2, "textAlignment") || tree.isWord(dot - 2, "alignment")
    }
}
