import TypeLintSyntax

/// Applies the fixes of a file's findings to its bytes: `--fix`, the editor's quick fix and the rule examples'
/// corrections all go through here. Pure: the caller reads and writes files.
public enum Corrector {
    public enum Outcome: Sendable, Equatable {
        /// The file's new bytes and the findings whose fixes made them, in source order.
        case corrected(bytes: [UInt8], applied: [Finding])
        /// No finding has a fix that may be applied.
        case unchanged
        /// The file is left alone: the reason, with the byte offset it is about.
        case refused(offset: Int, reason: String)
    }

    /// The file with every fix applied that can be: reported (not suppressed) findings with a fix that `selection`
    /// admits, not overlapping a fix that starts before. A fix that overlaps another is
    /// left for the next pass, when the findings have been worked out again on the fixed text. A file the light
    /// parser sees a syntax problem in is refused, and so is a correction that would make one (Swift only: the
    /// check is the Swift lexer's, `checksSyntax` is false for Objective-C).
    public static func correct(_ file: SourceFile, tree: SyntaxTree, findings: [Finding], selection: FixSelection = FixSelection(),
                               checksSyntax: Bool = true) -> Outcome {
        let fixes = applicable(findings.filter(selection.admits), in: file)
        guard !fixes.isEmpty else { return .unchanged }
        if checksSyntax, let (offset, problem) = tree.syntaxProblem { return .refused(offset: offset, reason: "not fixed: \(problem)") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.bytes.count)
        var copied = 0
        for finding in fixes {
            let fix = finding.fix!
            bytes += file.bytes[copied..<fix.range.lowerBound]
            bytes += fix.replacement.utf8
            copied = fix.range.upperBound
        }
        bytes += file.bytes[copied...]
        if checksSyntax, let (offset, problem) = SyntaxTree(source: SourceFile(path: file.path, bytes: bytes)).syntaxProblem {
            return .refused(offset: offset, reason: "not fixed: the fixes would leave \(problem)")
        }
        return .corrected(bytes: bytes, applied: fixes)
    }

    /// The findings whose fixes are applied together, in source order. (The linter gives no fix where a `typelint:`
    /// comment is.)
    static func applicable(_ findings: [Finding], in file: SourceFile) -> [Finding] {
        var taken: [Finding] = []
        for finding in findings.sorted(by: { ($0.byteRange.lowerBound, $0.byteRange.upperBound) < ($1.byteRange.lowerBound, $1.byteRange.upperBound) }) {
            guard let fix = finding.fix, finding.suppressionReason == nil, fix.range.upperBound <= file.bytes.count,
                  taken.last.map({ $0.fix!.range.upperBound <= fix.range.lowerBound }) ?? true,
                  // An edit that writes what is there already fixes nothing: it is not counted, nor made again each pass.
                  !file.bytes[fix.range].elementsEqual(fix.replacement.utf8) else { continue }
            taken.append(finding)
        }
        return taken
    }

    /// Whether replacing `range` would drop what no fix writes back: a comment (`17 /* TICKET-123 */`), or a compiler
    /// directive (`#ifdef BRAND … #else … #endif`) with the code of its other branch. The linter gives such a finding no
    /// fix: it stays for a person.
    static func dropsCommentOrDirective(_ range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        func firstStarting(atOrAfter offset: Int, in tokens: [Token]) -> Int {
            var low = 0, high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let comment = firstStarting(atOrAfter: range.lowerBound, in: tree.comments)
        if comment < tree.comments.count, tree.comments[comment].start < range.upperBound { return true }
        var k = firstStarting(atOrAfter: range.lowerBound, in: tree.code)
        while k < tree.code.count, tree.code[k].start < range.upperBound {
            // Swift lexes `#if` as one directive token; Objective-C, `#` then `ifdef`, the `#` first on its line.
            if tree.code[k].kind == .directive || tree.isPunct(k, "#") && tree.startsLine(k) { return true }
            k += 1
        }
        return false
    }

    /// The whole line, line break included, when `range` is all there is on it but blanks: a modifier removed
    /// from a line of its own takes the line with it.
    /// A line ends as the line table ends it, in LF, CRLF or a lone CR (a file from classic Mac OS, or one a tool wrote
    /// so); the last line of a file may have no break, and then only its blanks go with it.
    static func wholeLine(around range: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var start = range.lowerBound
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return nil }
        var end = range.upperBound
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        guard end < bytes.count else { return start..<end }
        switch bytes[end] {
        case 0x0A: return start..<end + 1
        case 0x0D: return start..<(end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1)
        default: return nil
        }
    }
}
