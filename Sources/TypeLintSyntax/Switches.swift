/// A `switch` statement, as font resolution reads one: what it switches on, and each case's patterns and body.
/// `switch style { case .title, .largeTitle: return .system(size: 24) default: return .body }`.
public struct SwitchStatement: Sendable {
    public struct Case: Sendable {
        /// Each pattern's tokens (`.title` and `.largeTitle` above); empty for `default`.
        public var patterns: [Range<Int>]
        /// The tokens after the case's `:`, up to the next case (a leading `return` left out when the body is one
        /// expression after it).
        public var body: Range<Int>
        public var isDefault: Bool { patterns.isEmpty }
    }

    /// The `switch` keyword's token.
    public var keyword: Int
    /// What it switches on: the tokens between `switch` and `{`.
    public var subject: Range<Int>
    public var cases: [Case]

    /// The case whose patterns name the implicit member `member` (`.caption`), else the `default` case.
    public func body(forMember member: String, in tree: SyntaxTree) -> Range<Int>? {
        let matching = cases.first { $0.patterns.contains { pattern in
            pattern.count == 2 && tree.isPunct(pattern.lowerBound, ".") && tree.text(pattern.lowerBound + 1) == member
        } }
        return (matching ?? cases.first(where: \.isDefault))?.body
    }
}

extension SyntaxTree {
    /// The `switch` statement whose keyword is at `k` (after an optional `return`), if its braces close.
    public func switchStatement(at k: Int) -> SwitchStatement? {
        var keyword = k
        if isWord(keyword, "return") { keyword += 1 }
        guard isWord(keyword, "switch"),
              let open = (keyword + 1..<code.count).first(where: { isPunct($0, "{") && Int(enclosing[$0]) == Int(enclosing[keyword]) }),
              Int(partner[open]) > open else { return nil }
        let close = Int(partner[open])
        var cases: [SwitchStatement.Case] = []
        var current: (patterns: [Range<Int>], start: Int)?
        var k = open + 1
        func finish(at end: Int) {
            guard let found = current else { return }
            var start = found.start
            if isWord(start, "return"), start + 1 < end { start += 1 }
            cases.append(SwitchStatement.Case(patterns: found.patterns, body: start..<end))
        }
        while k < close {
            defer { k += 1 }
            guard Int(enclosing[k]) == open, isWord(k, "case") || isWord(k, "default") else { continue }
            finish(at: k)
            // The labels up to the case's `:` at this depth; patterns are split at top-level commas.
            guard let colon = (k + 1..<close).first(where: { isPunct($0, ":") && Int(enclosing[$0]) == open }) else { return nil }
            var patterns: [Range<Int>] = []
            if isWord(k, "case") {
                var start = k + 1
                for comma in (k + 1..<colon).filter({ isPunct($0, ",") && Int(enclosing[$0]) == open }) + [colon] {
                    if comma > start { patterns.append(start..<comma) }
                    start = comma + 1
                }
            }
            current = (patterns, colon + 1)
            k = colon
        }
        finish(at: close)
        return SwitchStatement(keyword: keyword, subject: keyword + 1..<open, cases: cases)
    }
}
