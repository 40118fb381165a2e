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
            passed as such an argument or as a setter's first (`setAlignment(.justified, range:)`), returned by a function or \
            property typed as a text alignment (not where it passes on a justified choice of the user's or the document's: \
            `case .justify: return .justified`), Core Text's `CTTextAlignment.justified`, and Objective-C's \
            `NSTextAlignmentJustified` (AppKit's older `NSJustifiedTextAlignment`). Other enums' `.justified` \
            (a flow layout's `horizontalAlignment: .justified`, a `case .justified:` that reads an alignment) \
            are not text alignments being set.
            """,
        triggers: ["justified", "Justified"],
        triggeringExamples: [
            Example("label.textAlignment = .↓justified",
                    message: "justified text; use `.natural` (leading)"),
            Example("let style = NSMutableParagraphStyle()\nstyle.alignment = NSTextAlignment.↓justified",
                    message: "justified text; use `.natural` (leading)"),
            Example("let attributes = paragraphAttributes(font: .preferredFont(forTextStyle: .body), alignment: .↓justified)"),
            Example("textView.textAlignment = NSTextAlignment.↓justified"),
            Example("let label = CustomLabel(text: terms, alignment: .↓justified)"),
            Example("textLayer.alignmentMode = CATextLayerAlignmentMode.↓justified"),
            Example("let bodyAlignment: NSTextAlignment = justifies ? .↓justified : .natural"),
            Example("func alignment(for role: TextRole) -> NSTextAlignment {\n    switch role {\n    case .article: return .↓justified\n    default: return .natural\n    }\n}"),
            Example("storage.setAlignment(.↓justified, range: NSRange(location: 0, length: storage.length))"),
            Example("let alignment = CTTextAlignment.↓justified"),
        ],
        nonTriggeringExamples: [
            // Read, not set: a comparison on either side, from inside a choice, or a list to look in.
            Example("let isJustified = NSTextAlignment.justified == label.textAlignment"),
            Example("let either = label.textAlignment == (wide ? .justified : .left)"),
            Example("let readable = [NSTextAlignment.left, NSTextAlignment.justified].contains(label.textAlignment)"),
            Example("label.textAlignment = .natural"),
            Example("switch label.textAlignment {\ncase .justified: break\ndefault: break\n}"),
            Example("enum ParagraphLayout { case justified, ragged }"),
            Example("let flow = FlowLayout(horizontalAlignment: .justified, verticalAlignment: .center)"),
            Example("func rowAlignment() -> RowAlignment {\n    return .justified\n}"),
            Example("var textAlignment: NSTextAlignment {\n    switch align {\n    case \"justify\": return .justified\n    default: return .natural\n    }\n}"),
            Example("let action = CFAlertAction(title: \"OK\", style: .Default, alignment: .justified, handler: nil)"),
            Example("let layout: ParagraphLayout = isWide ? .justified : .ragged"),
            Example("let layout: ParagraphLayout = .justified"),
            Example("Text(\"Terms\").multilineTextAlignment(.leading)"),
            Example("// label.textAlignment = .justified"),
        ],
        corrections: [
            Example("label.textAlignment = .↓justified"):
                "label.textAlignment = .natural",
            Example("let style = NSMutableParagraphStyle()\nstyle.alignment = NSTextAlignment.↓justified"):
                "let style = NSMutableParagraphStyle()\nstyle.alignment = NSTextAlignment.natural",
        ])

    public init() {}

    /// The words a file that justifies text holds (`.justified`, `NSTextAlignmentJustified`): most files hold neither.
    private static let words = ByteWords("justified", "Justified")
    private static let paragraphStyle = ByteWords("ParagraphStyle")

    public func check(_ context: RuleContext) -> [Violation] {
        let tree = context.tree
        guard tree.mentions(Self.words) else { return [] }
        // An enum of the file's own with a `justified` case (`enum ParagraphAlignment { case left, justified }`): its
        // `.justified` may be what an `alignment` holds, and the enum need not have a `natural` case.
        let declaresJustified = context.declaresOwnMember("justified")
        let mentionsParagraphStyle = tree.mentions(Self.paragraphStyle)
        return tree.code.indices.compactMap { i in
            guard tree.code[i].kind == .word else { return nil }
            // Objective-C, Core Text and Core Animation constants, unless a `case` or a comparison reads one.
            if let natural = Self.constants[tree.text(i)] {
                guard !tree.isWord(i - 1, "case"), !isCompared(i, i, tree) else { return nil }
                return Violation(tokens: i..<i + 1, message: "justified text; use `\(natural)`", fix: natural)
            }
            // `justified`, and Swift 2's `Justified`.
            guard tree.isWord(i, "justified") || tree.isWord(i, "Justified"), tree.isPunct(i - 1, "."),
                  setsAnAlignment(dot: i - 1, tree),
                  !isCompared(i >= 2 && tree.code[i - 2].kind == .word && !tree.isWord(i - 2, "return") ? i - 2 : i - 1, i, tree)
            else { return nil }
            let natural = tree.isWord(i, "Justified") ? "Natural" : "natural"
            // A bare `alignment` is fixed only where it is a paragraph style's: another type's need not have `.natural`.
            let isBareAlignment = tree.isWord(i - 3, "alignment")
            let fixable = !declaresJustified && (!isBareAlignment || mentionsParagraphStyle)
            return Violation(tokens: i..<i + 1, message: "justified text; use `.\(natural)` (leading)", fix: fixable ? natural : nil)
        }
    }

    /// Whether the alignment from `start` to `end` is read, not set: compared on either side (`NSTextAlignmentJustified ==
    /// label.textAlignment`), also from inside parentheses or a choice (`x == (flag ? .justified : .left)`), or one of a
    /// list (`[.left, .justified].contains(x)`).
    private func isCompared(_ start: Int, _ end: Int, _ tree: SyntaxTree) -> Bool {
        func isComparison(_ k: Int) -> Bool {
            ["==", "!=", "===", "!==", "~="].contains { tree.isToken(k, .operator, $0) }
        }
        var (first, last) = (start, end)
        while true {
            if isComparison(first - 1) || isComparison(last + 1) { return true }
            let open = Int(tree.enclosing[first])
            guard open >= 0 else { return false }
            if tree.isPunct(open, "[") { return true }
            // Out of a group or a choice, not out of a call's arguments.
            guard tree.isPunct(open, "("), open == 0 || tree.code[open - 1].kind != .word || tree.isWord(open - 1, "return")
            else { return false }
            (first, last) = (open, Int(tree.partner[open]))
        }
    }

    /// Justified alignment constants, each with its natural (or left) counterpart.
    private static let constants = [
        "NSTextAlignmentJustified": "NSTextAlignmentNatural", "kCTJustifiedTextAlignment": "kCTNaturalTextAlignment",
        "kCTTextAlignmentJustified": "kCTTextAlignmentNatural", "kCAAlignmentJustified": "kCAAlignmentNatural",
        "NSJustifiedTextAlignment": "NSNaturalTextAlignment",
    ]

    /// `NSTextAlignment.justified`, `CATextLayerAlignmentMode.justified`, `….textAlignment = .justified`,
    /// `textAlignment: .justified`, and `alignment: .justified` given to a call that makes text or its style
    /// (`CustomLabel(alignment:)`, `ParagraphStyle.make(alignment:)`; not `CFAlertAction(alignment:)`, a button's).
    private func setsAnAlignment(dot: Int, _ tree: SyntaxTree) -> Bool {
        if tree.isWord(dot - 1, "NSTextAlignment") || tree.isWord(dot - 1, "CATextLayerAlignmentMode")
            || tree.isWord(dot - 1, "CTTextAlignment") { return true }
        // A setter's first argument: `storage.setAlignment(.justified, range: all)`.
        if tree.isPunct(dot - 1, "("), dot >= 2, tree.code[dot - 2].kind == .word, tree.text(dot - 2).hasSuffix("Alignment") { return true }
        // `return .justified` in a function or property that gives a text alignment; not where it passes on a justified
        // choice of the user's or the document's (`case .justify: return .justified`, a bridge between two enums).
        if tree.isWord(dot - 1, "return") { return returnsTextAlignment(at: dot, tree) && !passesOnJustified(returnAt: dot - 1, tree) }
        if tree.isToken(dot - 1, .operator, "=") { return tree.isWord(dot - 2, "textAlignment") || tree.isWord(dot - 2, "alignment") }
        // `justifies ? .justified : .natural`: the other branch says the type.
        if tree.isToken(dot - 1, .operator, "?") || tree.isPunct(dot - 1, "?") {
            return tree.isPunct(dot + 2, ":") && tree.isPunct(dot + 3, ".") && isOtherAlignment(dot + 4, tree)
        }
        if tree.isPunct(dot - 1, ":"), isOtherAlignment(dot - 2, tree), tree.isPunct(dot - 3, ".") {
            return tree.isToken(dot - 4, .operator, "?") || tree.isPunct(dot - 4, "?")
        }
        guard tree.isPunct(dot - 1, ":") else { return false }
        if tree.isWord(dot - 2, "textAlignment") { return true }
        guard tree.isWord(dot - 2, "alignment") else { return false }
        let open = Int(tree.enclosing[dot])
        guard open > 0, tree.isPunct(open, "(") else { return false }
        // The callee and what it is called on: `CustomLabel(`, `ParaStyle.create(`.
        return (max(0, open - 3)..<open).contains { k in
            tree.code[k].kind == .word && ["label", "text", "para", "style", "attribute", "font", "string"].contains {
                tree.text(k).lowercased().contains($0)
            }
        }
    }

    /// Whether the innermost function or computed property around `k` is typed as a text alignment (`-> NSTextAlignment`,
    /// `var alignment: NSTextAlignment {`).
    private func returnsTextAlignment(at k: Int, _ tree: SyntaxTree) -> Bool {
        let function = tree.functions.filter { $0.body.contains(k) }.max { $0.body.lowerBound < $1.body.lowerBound }
        let property = tree.declarations.filter { $0.getter?.contains(k) == true }.max { $0.getter!.lowerBound < $1.getter!.lowerBound }
        let type: Range<Int>?
        switch (function, property) {
        case let (function?, property?): type = function.body.lowerBound > property.getter!.lowerBound ? function.returnType : property.type
        case let (function?, nil): type = function.returnType
        case let (nil, property?): type = property.type
        case (nil, nil): type = nil
        }
        return type.map { tree.text($0).hasSuffix("TextAlignment") } == true
    }

    /// Whether the `return` at `k` follows a `case` that matches a justified value (`case .justify:`, `case "justify":`).
    private func passesOnJustified(returnAt k: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.isPunct(k - 1, ":") else { return false }
        var start = k - 2
        while start > 0, !tree.isWord(start, "case"), !tree.startsLine(start) { start -= 1 }
        guard tree.isWord(start, "case") else { return false }
        return (start + 1..<k - 1).contains { tree.text($0).lowercased().contains("justif") }
    }

    private func isOtherAlignment(_ k: Int, _ tree: SyntaxTree) -> Bool {
        tree.isWord(k, "natural") || tree.isWord(k, "left") || tree.isWord(k, "center") || tree.isWord(k, "right")
    }
}
