/// A postfix chain: `Base(args) { closure } .modifier(args) .member …`, the shape SwiftUI views,
/// font expressions and UIKit constructors are written in. Links are plain values (indices only): the
/// arguments and closures of all links live in two arrays of the chain, so that reading a chain's links,
/// which font resolution does for every chain of a file, copies and counts no references.
public struct Chain: Sendable {
    public var links: [Link]
    /// Every called link's arguments, in order; `arguments(of:)` picks one link's.
    public var arguments: [Argument]
    /// Every link's trailing closures, in order, each as the index range inside its braces.
    public var closures: [Range<Int>]
    /// The index just past the chain's last token.
    public var end: Int

    public var start: Int { links[0].start }

    /// An empty chain, to read chains into (`readChain(at:into:)`).
    public init() {
        (links, arguments, closures, end) = ([], [], [], 0)
    }

    init(links: [Link], arguments: [Argument], closures: [Range<Int>], end: Int) {
        (self.links, self.arguments, self.closures, self.end) = (links, arguments, closures, end)
    }

    /// A copy that holds storage of its own, as large as it needs: one to keep while `readChain(at:into:)` reads other
    /// chains into this one. A kept copy that shared the reused storage would make the next read copy it at the capacity
    /// of the longest chain read so far, for every chain kept.
    /// Copied through a buffer pointer: `Array(links[...])` hands back the same storage when the slice is all of it.
    public var compacted: Chain {
        Chain(links: links.withUnsafeBufferPointer { Array($0) }, arguments: arguments.withUnsafeBufferPointer { Array($0) },
              closures: closures.withUnsafeBufferPointer { Array($0) }, end: end)
    }

    /// The chain up to and including link `index`: `Font.body.weight(.bold)` through 1 is `Font.body`.
    public func prefix(through index: Int) -> Chain {
        Chain(links: Array(links[...index]), arguments: arguments, closures: closures, end: links[index].end)
    }
    /// The chain as it stands before the `{` at `brace`, which it took for a trailing closure of its last link there: in a
    /// condition (`if let font = UIFont(name: n, size: s) {`) that brace opens the block. Nil when no link's closure opens
    /// there.
    public func endingBefore(brace: Int) -> Chain? {
        guard let position = links.firstIndex(where: { $0.start < brace && $0.end > brace }),
              trailingClosures(of: links[position]).first?.lowerBound == brace + 1 else { return nil }
        var trimmed = prefix(through: position)
        trimmed.links[position].closureRange = links[position].closureRange.lowerBound..<links[position].closureRange.lowerBound
        trimmed.links[position].end = brace
        trimmed.end = brace
        return trimmed
    }

    public var base: Link { links[0] }
    public var modifiers: ArraySlice<Link> { links.dropFirst() }

    /// The link's argument list, or nil when the name is not called.
    public func arguments(of link: Link) -> ArraySlice<Argument>? { link.argumentRange.map { arguments[$0] } }

    /// The link's trailing closures, each as the index range inside its braces.
    public func trailingClosures(of link: Link) -> ArraySlice<Range<Int>> { closures[link.closureRange] }

    /// One name with what is applied to it: `.font(.caption)`, `Text("a")`, `VStack { … }`.
    public struct Link: Sendable {
        /// The first token: the name, or the `.` before it.
        public var start: Int
        /// The name's token, or nil for a base that is a literal or a parenthesised expression.
        public var name: Int?
        /// Whether the name came after a `.` (`.font`, `.system`, `Font.system`'s `system`).
        public var isMember: Bool
        /// The `(` of the argument list when the name is called.
        public var argumentsOpen: Int?
        /// Where the link's arguments are in the chain's `arguments`; nil when the name is not called.
        public var argumentRange: Range<Int>?
        /// Where the link's trailing closures are in the chain's `closures`.
        public var closureRange: Range<Int>
        /// The index just past the link.
        public var end: Int

        init(start: Int, name: Int?, isMember: Bool, at closureCount: Int, end: Int) {
            (self.start, self.name, self.isMember, self.end) = (start, name, isMember, end)
            closureRange = closureCount..<closureCount
        }
    }

    public struct Argument: Sendable {
        /// The label's token (`size` in `size: 17`).
        public var label: Int?
        /// The value's tokens.
        public var value: Range<Int>
    }
}

extension SyntaxTree {
    /// The names a member access continues, from the `.` at `dot` back to where its receiver starts: each member's name,
    /// nearest first, past the arguments of the calls between them (`UIFont.preferredFont(…).bold()` from the dot before
    /// `bold`: `preferredFont`, `UIFont`), and whether the receiver starts with a name (not a literal or a bracket).
    public func receiverNames(beforeDot dot: Int) -> (names: [Int], startsWithName: Bool) {
        var names: [Int] = []
        let startsWithName = forEachReceiverName(beforeDot: dot) { names.append($0); return true }
        return (names, startsWithName)
    }

    /// Calls `visit` with each name `receiverNames(beforeDot:)` lists, nearest first, until it returns false; true if the
    /// walk reached a name that starts the receiver. For a caller that stops early (one that remembers the chains it has
    /// walked: every dot of a chain has the same receiver).
    @discardableResult
    public func forEachReceiverName(beforeDot dot: Int, _ visit: (Int) -> Bool) -> Bool {
        var k = dot - 1
        while k >= 0 {
            if isPunct(k, ")") {
                k = Int(partner[k]) - 1
            } else if code[k].kind == .word {
                guard visit(k) else { return false }
                guard k > 0, isPunct(k - 1, ".") else { return true }
                k -= 2
            } else {
                break
            }
        }
        return false
    }

    /// The chain that starts at `index`, if a name, implicit member, literal or parenthesised
    /// expression starts there.
    public func chain(at index: Int) -> Chain? {
        var chain = Chain()
        return readChain(at: index, into: &chain) ? chain : nil
    }

    /// Reads the chain that starts at `index` into `chain`, reusing its storage (a caller that looks at
    /// every chain of a file and keeps few allocates only for those); false if no chain starts there.
    public func readChain(at index: Int, into chain: inout Chain) -> Bool {
        chain.links.removeAll(keepingCapacity: true)
        chain.arguments.removeAll(keepingCapacity: true)
        chain.closures.removeAll(keepingCapacity: true)
        guard let end = walkChain(at: index, &chain) else { return false }
        chain.end = end
        return true
    }

    /// The names of the links of the chain that starts at `index`, in order, into `names` (-1 for a base that is a
    /// literal or a parenthesised expression); false if no chain starts there. The links `readChain` reads, without
    /// their arguments and closures laid out: for a caller that reads every chain of a file and wants few of them.
    public func linkNames(ofChainAt index: Int, into names: inout [Int]) -> Bool {
        var walker = LinkNames()
        swap(&walker.names, &names)  // the caller's buffer, reused
        walker.names.removeAll(keepingCapacity: true)
        let found = walkChain(at: index, &walker) != nil
        swap(&walker.names, &names)
        return found
    }

    /// Walks the chain that starts at `index`, telling `walker` each link and what is applied to it; the index just past
    /// the chain, or nil if none starts there. The one reading of chains' shape, whatever is kept of it.
    @inline(__always)
    private func walkChain<Walker: ChainWalker>(at index: Int, _ walker: inout Walker) -> Int? {
        guard index >= 0, index < code.count else { return nil }
        var k = index
        switch code[index].kind {
        case .word:
            walker.link(start: k, name: k, isMember: false, end: k + 1)
            k += 1
        case .punct where isPunct(k, ".") && k + 1 < code.count && code[k + 1].kind == .word:
            walker.link(start: k, name: k + 1, isMember: true, end: k + 2)
            k += 2
        case .string, .number:
            var end = k
            while end < code.count, opensInterpolation(end) { end = Int(partner[end]) }
            k = min(end + 1, code.count)
            walker.link(start: index, name: nil, isMember: false, end: k)
        case .punct where isPunct(k, "("):
            k = min(Int(partner[k]) + 1, code.count)
            walker.link(start: index, name: nil, isMember: false, end: k)
        default:
            return nil
        }
        // The current link's: whether it has a name, is called, has trailing closures.
        var (named, called, closed) = (code[index].kind == .word || isPunct(index, "."), false, false)
        var members = 0
        // The subject of `switch`, `if`, `while` or `guard` takes no trailing closure: the brace opens the statement's body.
        let isConditionSubject = index > 0 && code[index - 1].kind == .word
            && (isWord(index - 1, "switch") || isWord(index - 1, "if") || isWord(index - 1, "while") || isWord(index - 1, "guard"))
        while k < code.count {
            if isPunct(k, "("), !startsLine(k), !called, !closed {
                walker.arguments(open: k, in: self)
                called = true
                k = min(Int(partner[k]) + 1, code.count)
            } else if isPunct(k, "{"), !startsLine(k) || isPunct(k - 1, ")"), named, !isConditionSubject {
                // A call's trailing closure may open on the next line (`ZStack(alignment: .leading)⏎{`), as Swift reads it.
                walker.closure(open: k, in: self)
                k = min(Int(partner[k]) + 1, code.count)
                // Labelled trailing closures: `} label: { … }`.
                while k + 2 < code.count, code[k].kind == .word, isPunct(k + 1, ":"), isPunct(k + 2, "{") {
                    walker.closure(open: k + 2, in: self)
                    k = min(Int(partner[k + 2]) + 1, code.count)
                }
                closed = true
            } else if isPunct(k, "["), !startsLine(k) {
                k = min(Int(partner[k]) + 1, code.count)
            } else if code[k].kind == .operator, isPostfixUnwrap(k) {
                k += 1
            } else if code[k].kind == .directive, let next = lineAfterDirective(k),
                      isPunct(next, ".") || (code[next].kind == .directive && !isToken(next, .directive, "#if")) {
                // A postfix `#if` (`Text(x)\n#if os(iOS)\n.font(.callout)\n#endif\n.bold()`): the chain goes on.
                k = next
                continue
            } else if isPunct(k, "."), k + 1 < code.count, code[k + 1].kind == .word, members < Self.maximumChainMembers {
                members += 1
                walker.link(start: k, name: k + 1, isMember: true, end: k + 2)
                (named, called, closed) = (true, false, false)
                k += 2
                continue
            } else {
                break
            }
            walker.extend(to: k)
        }
        return k
    }

    /// The most members a chain is read with: code chains a few dozen modifiers at most, and every member of a chain
    /// starts a chain of its own that its readers read too, so that a file of thousands of chained calls would cost the
    /// square of their number. Past it, the rest of the chain is read as a chain of its own.
    public static let maximumChainMembers = 256

    /// The first token on the line after the directive at `k` (past its condition), if any.
    private func lineAfterDirective(_ k: Int) -> Int? {
        var next = k + 1
        while next < code.count, !startsLine(next) { next += 1 }
        return next < code.count ? next : nil
    }

    /// `?` or `!` directly after an expression and before `.`: optional chaining or a force unwrap.
    private func isPostfixUnwrap(_ k: Int) -> Bool {
        let token = code[k]
        guard token.end - token.start == 1, bytes[token.start] == 0x3F || bytes[token.start] == 0x21 else { return false }
        return k > 0 && code[k - 1].end == token.start && isPunct(k + 1, ".")
    }

    /// The expression that starts at `start` in a list or a message: up to the next `,` or `;` at its own depth,
    /// the next Objective-C selector part (`range:`), or the bracket that closes the list (`2` of
    /// `[.kern: 2, .font: f]`, `@2` of `[s addAttribute:NSKernAttributeName value:@2 range:r]`).
    public func element(from start: Int) -> Range<Int> {
        var k = start
        while k < code.count {
            if isPunct(k, ",") || isPunct(k, ";") || (k > start && code[k].kind == .word && isPunct(k + 1, ":")) { break }
            let partner = Int(partner[k])
            if partner > k {
                k = partner + 1
            } else if partner >= 0 || isPunct(k, "}") || isPunct(k, ")") || isPunct(k, "]") {
                break  // the list's own closer
            } else {
                k += 1
            }
        }
        return start..<min(k, code.count)
    }

    /// The chain whose base's own content opens at `brace` (`HStack {`, `VStack(spacing: 8) {`, the `label:` closure of
    /// `Button { … } label: {` or of `Button(action: { … }, label: { … })`), or nil: a modifier's closure (`.overlay {`) is
    /// not a container's content.
    public func container(openingAt brace: Int) -> Chain? {
        guard brace >= 3, isPunct(brace - 1, ":"), code[brace - 2].kind == .word else { return container(baseBefore: brace) }
        // `} label: {`: a labelled trailing closure, the chain's as its first closure is.
        if isPunct(brace - 3, "}"), partner[brace - 3] >= 0, Int(partner[brace - 3]) < brace - 3 {
            return container(openingAt: Int(partner[brace - 3]))
        }
        // `label: {` as an argument: the chain is the call's the parentheses around it belong to.
        let open = Int(enclosing[brace])
        guard open >= 1, isPunct(open, "("), isPunct(brace - 3, "(") || isPunct(brace - 3, ","), code[open - 1].kind == .word,
              !isPunct(open - 2, ".") else { return nil }
        var chain = Chain()
        guard readChain(at: open - 1, into: &chain), chain.base.argumentsOpen == open else { return nil }
        return chain
    }

    private func container(baseBefore brace: Int) -> Chain? {
        var name = brace - 1
        if isPunct(name, ")"), Int(partner[name]) < name { name = Int(partner[name]) - 1 }
        var chain = Chain()
        guard name >= 0, code[name].kind == .word, !isPunct(name - 1, "."), readChain(at: name, into: &chain),
              chain.trailingClosures(of: chain.base).contains(where: { $0.lowerBound - 1 == brace }) else { return nil }
        return chain
    }

    /// The value assigned from `start` on (`= .extraLarge`, `= spacing * 2;`): up to the line's end, a `;`, or
    /// the bracket that closes around the assignment (`{ label.kern = kern }`).
    public func assignedValue(from start: Int) -> Range<Int> {
        var end = start
        while end < code.count, end == start || !startsLine(end), !isPunct(end, ";"),
              !(partner[end] >= 0 && Int(partner[end]) < start) {
            end += 1
        }
        return start..<end
    }

    /// The arguments inside the parentheses that open at `open`, split at top-level commas.
    fileprivate func appendArguments(open: Int, to result: inout [Chain.Argument]) {
        let close = min(Int(partner[open]), code.count)
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

/// What a walk over a chain meets, in order (see `walkChain`).
private protocol ChainWalker {
    /// A link: the chain's base, or a member after a `.` (the link before it ends at its `start`).
    mutating func link(start: Int, name: Int?, isMember: Bool, end: Int)
    /// The current link's argument list, opening at `open`.
    mutating func arguments(open: Int, in tree: SyntaxTree)
    /// A trailing closure of the current link, opening at `open`.
    mutating func closure(open: Int, in tree: SyntaxTree)
    /// The current link now ends at `end` (past its arguments, closures, subscript or unwrap).
    mutating func extend(to end: Int)
}

extension Chain: ChainWalker {
    fileprivate mutating func link(start: Int, name: Int?, isMember: Bool, end: Int) {
        if !links.isEmpty { links[links.count - 1].end = start }
        links.append(Link(start: start, name: name, isMember: isMember, at: closures.count, end: end))
    }

    fileprivate mutating func arguments(open: Int, in tree: SyntaxTree) {
        let first = arguments.count
        tree.appendArguments(open: open, to: &arguments)
        links[links.count - 1].argumentsOpen = open
        links[links.count - 1].argumentRange = first..<arguments.count
    }

    fileprivate mutating func closure(open: Int, in tree: SyntaxTree) {
        closures.append(open + 1..<min(Int(tree.partner[open]), tree.code.count))
        links[links.count - 1].closureRange = links[links.count - 1].closureRange.lowerBound..<closures.count
    }

    fileprivate mutating func extend(to end: Int) { links[links.count - 1].end = end }
}

/// Only the links' names (see `linkNames(ofChainAt:into:)`).
private struct LinkNames: ChainWalker {
    var names: [Int] = []

    mutating func link(start: Int, name: Int?, isMember: Bool, end: Int) { names.append(name ?? -1) }
    func arguments(open: Int, in tree: SyntaxTree) {}
    func closure(open: Int, in tree: SyntaxTree) {}
    func extend(to end: Int) {}
}
