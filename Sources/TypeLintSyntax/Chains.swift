/// A postfix chain: `Base(args) { closure } .modifier(args) .member …`, the shape SwiftUI views,
/// font expressions and UIKit constructors are written in.
public struct Chain: Sendable {
    public var links: [Link]
    /// The index just past the chain's last token.
    public var end: Int

    public var start: Int { links[0].start }

    /// The chain up to and including link `index`: `Font.body.weight(.bold)` through 1 is `Font.body`.
    public func prefix(through index: Int) -> Chain {
        Chain(links: Array(links[...index]), end: links[index].end)
    }
    public var base: Link { links[0] }
    public var modifiers: ArraySlice<Link> { links.dropFirst() }

    /// One name with what is applied to it: `.font(.caption)`, `Text("a")`, `VStack { … }`.
    public struct Link: Sendable {
        /// The first token: the name, or the `.` before it.
        public var start: Int
        /// The name's token, or nil for a base that is a literal or a parenthesised expression.
        public var name: Int?
        /// Whether the name came after a `.` (`.font`, `.system`, `Font.system`'s `system`).
        public var isMember: Bool
        /// The argument list `( … )` when the name is called.
        public var arguments: [Argument]?
        /// The `(` of the argument list.
        public var argumentsOpen: Int?
        /// Each trailing closure as the index range inside its braces.
        public var trailingClosures: [Range<Int>]
        /// The index just past the link.
        public var end: Int
    }

    public struct Argument: Sendable {
        /// The label's token (`size` in `size: 17`).
        public var label: Int?
        /// The value's tokens.
        public var value: Range<Int>
    }
}

extension SyntaxTree {
    /// The chain that starts at `index`, if a name, implicit member, literal or parenthesised
    /// expression starts there.
    public func chain(at index: Int) -> Chain? {
        guard index >= 0, index < code.count else { return nil }
        var links: [Chain.Link] = []
        var k = index
        let token = code[index]
        switch token.kind {
        case .word:
            links.append(Chain.Link(start: k, name: k, isMember: false, arguments: nil, argumentsOpen: nil,
                                    trailingClosures: [], end: k + 1))
            k += 1
        case .punct where isPunct(k, ".") && k + 1 < code.count && code[k + 1].kind == .word:
            links.append(Chain.Link(start: k, name: k + 1, isMember: true, arguments: nil, argumentsOpen: nil,
                                    trailingClosures: [], end: k + 2))
            k += 2
        case .string, .number:
            var end = k
            while end < code.count, opensInterpolation(end) { end = Int(partner[end]) }
            k = min(end + 1, code.count)
            links.append(Chain.Link(start: index, name: nil, isMember: false, arguments: nil, argumentsOpen: nil,
                                    trailingClosures: [], end: k))
        case .punct where isPunct(k, "("):
            k = min(Int(partner[k]) + 1, code.count)
            links.append(Chain.Link(start: index, name: nil, isMember: false, arguments: nil, argumentsOpen: nil,
                                    trailingClosures: [], end: k))
        default:
            return nil
        }
        while k < code.count {
            var link = links[links.count - 1]
            if isPunct(k, "("), !startsLine(k), link.arguments == nil, link.trailingClosures.isEmpty {
                link.argumentsOpen = k
                link.arguments = arguments(open: k)
                k = min(Int(partner[k]) + 1, code.count)
            } else if isPunct(k, "{"), !startsLine(k), link.name != nil {
                k = trailingClosure(open: k, into: &link)
                // Labelled trailing closures: `} label: { … }`.
                while k + 2 < code.count, code[k].kind == .word, isPunct(k + 1, ":"), isPunct(k + 2, "{") {
                    k = trailingClosure(open: k + 2, into: &link)
                }
            } else if isPunct(k, "["), !startsLine(k) {
                k = min(Int(partner[k]) + 1, code.count)
            } else if code[k].kind == .operator, isPostfixUnwrap(k) {
                k += 1
            } else if isPunct(k, "."), k + 1 < code.count, code[k + 1].kind == .word {
                link.end = k
                links[links.count - 1] = link
                links.append(Chain.Link(start: k, name: k + 1, isMember: true, arguments: nil, argumentsOpen: nil,
                                        trailingClosures: [], end: k + 2))
                k += 2
                continue
            } else {
                break
            }
            link.end = k
            links[links.count - 1] = link
        }
        return Chain(links: links, end: k)
    }

    /// `?` or `!` directly after an expression and before `.`: optional chaining or a force unwrap.
    private func isPostfixUnwrap(_ k: Int) -> Bool {
        let token = code[k]
        guard token.end - token.start == 1, bytes[token.start] == 0x3F || bytes[token.start] == 0x21 else { return false }
        return k > 0 && code[k - 1].end == token.start && isPunct(k + 1, ".")
    }

    private func trailingClosure(open: Int, into link: inout Chain.Link) -> Int {
        let close = Int(partner[open])
        link.trailingClosures.append(open + 1..<min(close, code.count))
        return min(close + 1, code.count)
    }

    /// The arguments inside the parentheses that open at `open`, split at top-level commas.
    public func arguments(open: Int) -> [Chain.Argument] {
        let close = min(Int(partner[open]), code.count)
        var result: [Chain.Argument] = []
        var start = open + 1
        var k = start
        while k <= close {
            if k == close || isPunct(k, ",") {
                if k > start {
                    let labelled = k - start >= 2 && (code[start].kind == .word) && isPunct(start + 1, ":")
                    result.append(Chain.Argument(label: labelled ? start : nil,
                                                 value: (labelled ? start + 2 : start)..<k))
                }
                start = k + 1
                k += 1
            } else if partner[k] > k {
                k = Int(partner[k]) + 1
            } else {
                k += 1
            }
        }
        return result
    }

    /// The string literal whose first segment is at `index`: the index ranges of its
    /// interpolated expressions, and the index just past the literal.
    public func interpolations(ofStringAt index: Int) -> (segments: [Range<Int>], end: Int) {
        var segments: [Range<Int>] = []
        var k = index
        while k < code.count, opensInterpolation(k) {
            let close = min(Int(partner[k]), code.count)
            segments.append(k + 1..<close)
            k = close
        }
        return (segments, min(k + 1, code.count))
    }
}
