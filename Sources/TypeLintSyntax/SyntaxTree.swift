/// The light parser: what later stages need to know about a file's structure, without a type
/// checker and without ever failing. Unbalanced brackets, cut-off files and unknown syntax degrade
/// to "skip": a closer with no opener is ignored, an opener with no closer runs to the end.
///
/// All indices are into `code`, the file's tokens without comments (`comments` holds those).
public struct SyntaxTree: Sendable {
    public let bytes: [UInt8]
    /// Tells this file's tree from another's while both are kept (its bytes' storage): a key, never shown.
    public var identity: Int { bytes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
    public let code: [Token]
    public let comments: [Token]
    /// For an opening bracket, or a string segment that opens an interpolation (`"a \(`), the index
    /// of what closes it (`code.count` if nothing does); for a closing bracket, its opener; -1 for
    /// every other token (a stray closer included).
    public let partner: [Int32]
    /// The innermost opening bracket or interpolation enclosing each token; -1 at top level.
    public let enclosing: [Int32]
    /// Where `#if` clauses change the platforms the code is compiled for, in order.
    public private(set) var platformSpans: [PlatformSpan]
    /// `let`/`var` declarations (`static let display = Font.system(…)`), in order.
    public private(set) var declarations: [Declaration] = []
    /// `func` declarations, in order.
    public private(set) var functions: [Function] = []
    /// Type and extension bodies, in order.
    public private(set) var typeBodies: [TypeBody] = []
    /// The compiler directives and the words that start a declaration or an import (`let`, `var`, `case`, `func`,
    /// `struct`, `class`, `enum`, `extension`, `actor`, `protocol`, `import`), in order: found once, so that each
    /// search for declarations visits these instead of every token.
    let structureTokens: [Int32]
    /// The words that start with a capital and are called (`Row(…)`, `Card { … }`), in order: a view's uses are looked
    /// for among these, not among every word of the file.
    public let capitalizedCalls: [Int32]

    public init(bytes: [UInt8], tokens: [Token]) {
        var code: [Token] = []
        var comments: [Token] = []
        code.reserveCapacity(tokens.count)
        for token in tokens {
            if token.kind == .comment { comments.append(token) } else { code.append(token) }
        }
        self.init(bytes: bytes, code: code, comments: comments)
    }

    /// The tree of a file lexed with `Lexer.tokenizeSeparately`.
    public init(bytes: [UInt8], code: [Token], comments: [Token]) {
        self.bytes = bytes
        self.code = code
        self.comments = comments
        var structureTokens: [Int32] = []
        var capitalizedCalls: [Int32] = []
        bytes.withUnsafeBufferPointer { bytes in
            code.withUnsafeBufferPointer { code in
                for (index, token) in code.enumerated() {
                    switch token.kind {
                    case .directive: structureTokens.append(Int32(index))
                    case .word where Self.isStructureWord(bytes, token): structureTokens.append(Int32(index))
                    case .word where bytes[token.start] &- UInt8(ascii: "A") < 26 && index + 1 < code.count:
                        let next = code[index + 1]
                        if next.kind == .punct, bytes[next.start] == UInt8(ascii: "(") || bytes[next.start] == UInt8(ascii: "{") {
                            capitalizedCalls.append(Int32(index))
                        }
                    default: continue
                    }
                }
            }
        }
        self.structureTokens = structureTokens
        self.capitalizedCalls = capitalizedCalls
        (partner, enclosing) = Self.matchBrackets(code, bytes)
        platformSpans = Self.narrowed(PlatformConditions.spans(code: code, bytes: bytes, directives: structureTokens),
                                      toImported: Self.importedPlatforms(code, bytes, structureTokens))
        typeBodies = Self.findTypeBodies(in: self)
        declarations = Declaration.find(in: self)
        Declaration.findEnumCases(in: self, into: &declarations)
        functions = Function.find(in: self)
    }

    /// The tree of an Objective-C file lexed with `ObjCLexer`: its platforms from `#if TARGET_OS_…` conditions.
    public init(objectiveC bytes: [UInt8], code: [Token], comments: [Token]) {
        self.init(bytes: bytes, code: code, comments: comments)
        platformSpans = Self.narrowed(PlatformConditions.objectiveCSpans(code: code, bytes: bytes), toImported: importedPlatforms)
    }

    /// Spans within what the file's imports say it is for (a span the imports exclude keeps its own platforms).
    private static func narrowed(_ spans: [PlatformSpan], toImported imported: Platforms) -> [PlatformSpan] {
        guard imported != .all else { return spans }
        return [PlatformSpan(start: 0, platforms: imported)] + spans.map { span in
            let both = span.platforms.intersection(imported)
            return PlatformSpan(start: span.start, platforms: both.isEmpty ? span.platforms : both)
        }
    }

    public init(source: SourceFile) {
        let (code, comments) = Lexer.tokenizeSeparately(source.bytes)
        self.init(bytes: source.bytes, code: code, comments: comments)
    }

    // MARK: - Token queries

    public func text(_ index: Int) -> String {
        guard index >= 0, index < code.count else { return "" }
        return String(decoding: bytes[code[index].range], as: UTF8.self)
    }

    /// A declared name's bytes without the backticks that escape a keyword (`` `default` `` is `default`), as its
    /// uses spell it.
    public func identifierBytes(_ index: Int) -> ArraySlice<UInt8> {
        let token = code[index]
        guard token.end - token.start > 2, bytes[token.start] == UInt8(ascii: "`"), bytes[token.end - 1] == UInt8(ascii: "`") else {
            return bytes[token.range]
        }
        return bytes[token.start + 1..<token.end - 1]
    }

    /// A declared name, as its uses spell it: `identifierBytes`.
    public func identifier(_ index: Int) -> String {
        guard index >= 0, index < code.count else { return "" }
        return String(decoding: identifierBytes(index), as: UTF8.self)
    }

    public func text(_ range: Range<Int>) -> String {
        guard let first = range.first, range.upperBound <= code.count, range.upperBound > first else { return "" }
        return String(decoding: bytes[code[first].start..<code[range.upperBound - 1].end], as: UTF8.self)
    }

    /// Whether the token at `index` is of `kind` and spelled `spelling` (compared as bytes). Inlined: asked
    /// for nearly every token, and with the spelling known where it is called the compare folds to a few loads.
    @inlinable @inline(__always)
    public func isToken(_ index: Int, _ kind: TokenKind, _ spelling: StaticString) -> Bool {
        guard index >= 0, index < code.count, code[index].kind == kind else { return false }
        let token = code[index]
        guard token.end - token.start == spelling.utf8CodeUnitCount else { return false }
        var k = 0
        let expected = spelling.utf8Start
        while k < spelling.utf8CodeUnitCount {
            if bytes[token.start + k] != expected[k] { return false }
            k += 1
        }
        return true
    }

    @inlinable @inline(__always)
    public func isPunct(_ index: Int, _ spelling: StaticString) -> Bool { isToken(index, .punct, spelling) }
    @inlinable @inline(__always)
    public func isWord(_ index: Int, _ spelling: StaticString) -> Bool { isToken(index, .word, spelling) }

    /// Whether a line break separates the token at `index` from the one before it.
    /// Whether the token is on a compiler directive's line (`A` of `#if A`), looked for a few tokens back: a postfix `#if`
    /// in a modifier chain puts the chain's next member on the line after it.
    public func isOnDirectiveLine(_ k: Int) -> Bool {
        var j = k
        while j > 0, k - j < 16, !startsLine(j) { j -= 1 }
        return j >= 0 && j < code.count && code[j].kind == .directive && startsLine(j)
    }

    public func startsLine(_ index: Int) -> Bool {
        guard index > 0, index < code.count else { return true }
        var k = code[index - 1].end
        let end = code[index].start
        while k < end {
            if bytes[k] == 0x0A || bytes[k] == 0x0D { return true }
            k += 1
        }
        return false
    }

    /// Whether a string token opens an interpolation (ends with `\(` or `\#…#(`).
    public func opensInterpolation(_ index: Int) -> Bool {
        let token = code[index]
        guard token.kind == .string, bytes[token.end - 1] == 0x28, token.end - token.start >= 2 else { return false }
        var k = token.end - 2
        while k > token.start, bytes[k] == 0x23 { k -= 1 }
        return bytes[k] == 0x5C
    }

    /// The platforms the token at `index` is compiled for.
    public func platforms(at index: Int) -> Platforms {
        var low = 0
        var high = platformSpans.count
        while low < high {
            let mid = (low + high) / 2
            if platformSpans[mid].start <= index { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? .all : platformSpans[low - 1].platforms
    }

    /// Whether the file imports `module` (`import StyledTextKit`).
    public func imports(_ module: String) -> Bool { imports(anyOf: [module]) }

    /// Whether the file imports one of `modules` (`XCTest`, `Testing`).
    public func imports(anyOf modules: [String]) -> Bool {
        // `import` is one of the structure tokens: a file has a few dozen of them, not one per token.
        let names = modules.map { Array($0.utf8) }
        return structureTokens.contains { k in
            let k = Int(k)
            return k + 1 < code.count && code[k].kind == .word && isWord(k, "import")
                && names.contains { bytes[code[k + 1].range].elementsEqual($0) }
        }
    }

    /// Whether the comments before the file's first code say a tool wrote it (SwiftGen's, Sourcery's, R.swift's headers,
    /// `@generated`, `DO NOT EDIT`): what is wrong there is fixed in the tool's template or input, not in the file.
    public var isGeneratedCode: Bool {
        let firstCode = code.first?.start ?? bytes.count
        return comments.prefix { $0.start < firstCode }.contains { comment in
            let text = bytes[comment.range]
            return Self.generatedMarkers.contains { marker in text.withUnsafeBufferPointer { $0.contains(bytes: marker) } }
        }
    }

    private static let generatedMarkers = ["Generated using SwiftGen", "Generated using Sourcery", "Generated by R.swift",
                                           "@generated", "DO NOT EDIT"].map { Array($0.utf8) }

    /// Whether an `#if` block starts among the tokens of `range`: asked of the directives (structure tokens, found by a
    /// binary search), not of every token in it.
    public func startsConditionalCompilation(in range: Range<Int>) -> Bool {
        var low = 0, high = structureTokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(structureTokens[middle]) < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        for k in structureTokens[low...].lazy.map(Int.init) {
            if k >= range.upperBound { return false }
            if isToken(k, .directive, "#if") { return true }
        }
        return false
    }

    /// The modules the file imports (`import Theme`, `@testable import Core`, the module of `import struct Theme.Fonts`).
    public func importedModules() -> [String] {
        structureTokens.lazy.map(Int.init).compactMap { k in
            guard k + 1 < code.count, isWord(k, "import"), !isPunct(k - 1, ".") else { return nil }
            let name = Self.importKinds.contains(text(k + 1)) ? k + 2 : k + 1
            return name < code.count && code[name].kind == .word ? text(name) : nil
        }
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    /// The platforms a file's imports outside `#if` say it is for: `WatchKit` or `ClockKit` is watchOS code, `TVUIKit` tvOS
    /// code, `AppKit` or `Cocoa` without `UIKit` macOS code (`import class AppKit.NSFont` too); anything else could be any
    /// platform.
    public var importedPlatforms: Platforms { Self.importedPlatforms(code, bytes, structureTokens) }

    /// The modules the file re-exports outside `#if` (`@_exported import AppKit`): every file of its module, and of the
    /// modules that import it, imports them too.
    public var exportedModules: [String] {
        // Asked of every file; a re-export is rare, and found as bytes first.
        guard !words("_exported").isEmpty else { return [] }
        return Self.imports(code, bytes, structureTokens).filter { $0.exported && !$0.conditional }.map(\.module)
    }

    /// The platforms whose UI framework the file imports only inside `#if` (`#if os(macOS) import AppKit #endif`): the code
    /// outside that `#if` is built for them too.
    public var conditionallyImportedPlatforms: Platforms {
        // Asked of every file linted: one without an `#if` has no import inside one.
        guard structureTokens.contains(where: { code[Int($0)].kind == .directive }) else { return [] }
        return Self.imports(code, bytes, structureTokens).reduce(into: Platforms()) { platforms, found in
            if found.conditional, let platform = Self.conditionalImportPlatforms[found.module] { platforms.formUnion(platform) }
        }
    }

    private static let conditionalImportPlatforms: [String: Platforms] = ["AppKit": .macOS, "Cocoa": .macOS, "UIKit": .iOS, "WatchKit": .watchOS]

    /// This file as its module sees it, where the module re-exports `modules` (see `exportedModules`): its platforms those
    /// of its own imports and these.
    public mutating func importing(_ modules: Set<String>) {
        let imported = Self.importedPlatforms(code, bytes, structureTokens, also: modules)
        guard imported != importedPlatforms else { return }
        platformSpans = Self.narrowed(PlatformConditions.spans(code: code, bytes: bytes, directives: structureTokens), toImported: imported)
    }

    private static func importedPlatforms(_ code: [Token], _ bytes: [UInt8], _ structureTokens: [Int32],
                                          also exported: Set<String> = []) -> Platforms {
        var modules = exported
        for found in imports(code, bytes, structureTokens) where !found.conditional || found.module == "UIKit" {
            modules.insert(found.module)
        }
        if !modules.isDisjoint(with: ["WatchKit", "ClockKit"]) { return .watchOS }
        if !modules.isDisjoint(with: ["TVUIKit", "TVServices", "TVMLKit"]) { return .tvOS }
        if !modules.isDisjoint(with: ["AppKit", "Cocoa"]), !modules.contains("UIKit") { return .macOS }
        return .all
    }

    /// The file's imports: each module (`import class AppKit.NSFont` imports from AppKit), whether it is inside `#if`, and
    /// whether it is re-exported (`@_exported`).
    private static func imports(_ code: [Token], _ bytes: [UInt8], _ structureTokens: [Int32])
        -> [(module: String, conditional: Bool, exported: Bool)] {
        var found: [(module: String, conditional: Bool, exported: Bool)] = []
        var conditionalDepth = 0
        for k in structureTokens.lazy.map(Int.init) where k + 1 < code.count {
            guard code[k].kind == .directive || (code[k].end - code[k].start == 6 && bytes[code[k].start] == UInt8(ascii: "i"))
            else { continue }
            let text = bytes[code[k].range]
            if code[k].kind == .directive {
                if text.elementsEqual("#if".utf8) { conditionalDepth += 1 }
                if text.elementsEqual("#endif".utf8) { conditionalDepth = max(0, conditionalDepth - 1) }
            } else if code[k].kind == .word, text.elementsEqual("import".utf8) {
                var name = k + 1
                if name + 1 < code.count, importKinds.contains(String(decoding: bytes[code[name].range], as: UTF8.self)) { name += 1 }
                let exported = k >= 2 && bytes[code[k - 1].range].elementsEqual("_exported".utf8)
                    && bytes[code[k - 2].range].elementsEqual("@".utf8)
                found.append((String(decoding: bytes[code[name].range], as: UTF8.self), conditionalDepth > 0, exported))
            }
        }
        return found
    }

    /// Whether a word is one of `structureTokens`' keywords: by its length and first byte, then its bytes.
    @inline(__always)
    private static func isStructureWord(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        let start = token.start
        func spells(_ word: StaticString) -> Bool {
            let expected = word.utf8Start
            for offset in 1..<word.utf8CodeUnitCount where bytes[start + offset] != expected[offset] { return false }
            return true
        }
        switch (token.end - start, bytes[start]) {
        case (3, UInt8(ascii: "l")): return spells("let")
        case (3, UInt8(ascii: "v")): return spells("var")
        case (4, UInt8(ascii: "c")): return spells("case")
        case (4, UInt8(ascii: "f")): return spells("func")
        case (4, UInt8(ascii: "e")): return spells("enum")
        case (4, UInt8(ascii: "i")): return spells("init")
        case (5, UInt8(ascii: "c")): return spells("class")
        case (5, UInt8(ascii: "a")): return spells("actor")
        case (6, UInt8(ascii: "s")): return spells("struct")
        case (6, UInt8(ascii: "i")): return spells("import")
        case (8, UInt8(ascii: "p")): return spells("protocol")
        case (9, UInt8(ascii: "e")): return spells("extension")
        default: return false
        }
    }

    // MARK: - Syntax problems

    /// The first thing the compiler would refuse that the light parser can see, as (byte offset, what): a
    /// character Swift does not allow, a bracket that is never closed or closes nothing, a string or a block
    /// comment cut off. nil says only that none of these is there; `--fix` touches no file that has one.
    public var syntaxProblem: (offset: Int, problem: String)? {
        let comment = comments.first { token in
            bytes[token.start + 1] == UInt8(ascii: "*")
                && (token.end - token.start < 4 || bytes[token.end - 2] != UInt8(ascii: "*") || bytes[token.end - 1] != UInt8(ascii: "/"))
        }.map { (offset: $0.start, problem: "a block comment is not closed") }
        for (index, token) in code.enumerated() {
            if let comment, comment.offset < token.start { return comment }
            let first = bytes[token.start]
            let last = bytes[token.end - 1]
            let bracket = "`\(Character(UnicodeScalar(first)))`"
            switch token.kind {
            case .invalid:
                return (token.start, "a character Swift does not allow")
            case .punct where (first == UInt8(ascii: "(") || first == UInt8(ascii: "[") || first == UInt8(ascii: "{"))
                && partner[index] == Int32(code.count):
                return (token.start, "\(bracket) is never closed")
            case .punct where (first == UInt8(ascii: ")") || first == UInt8(ascii: "]") || first == UInt8(ascii: "}"))
                && partner[index] < 0:
                return (token.start, "\(bracket) closes nothing")
            case .string where last != UInt8(ascii: "\"") && last != UInt8(ascii: "#") && !opensInterpolation(index):
                return (token.start, "a string literal is not closed")
            default:
                continue
            }
        }
        return comment
    }

    // MARK: - Bracket matching

    private static func matchBrackets(_ code: [Token], _ bytes: [UInt8]) -> ([Int32], [Int32]) {
        var partner = [Int32](repeating: -1, count: code.count)
        var enclosing = [Int32](repeating: -1, count: code.count)
        // Through buffers, and the open brackets in a struct rather than captured by a nested function: captured
        // variables live in heap boxes, and this runs for every token of every file that can have findings.
        partner.withUnsafeMutableBufferPointer { partner in
            enclosing.withUnsafeMutableBufferPointer { enclosing in
                code.withUnsafeBufferPointer { code in
                    bytes.withUnsafeBufferPointer { bytes in
                        var brackets = OpenBrackets(partner: partner)
                        for index in code.indices {
                            let token = code[index]
                            enclosing[index] = brackets.innermost
                            if token.kind == .punct {
                                let c = bytes[token.start]
                                switch c {
                                case UInt8(ascii: "("): brackets.open(index, closer: UInt8(ascii: ")"))
                                case UInt8(ascii: "["): brackets.open(index, closer: UInt8(ascii: "]"))
                                case UInt8(ascii: "{"): brackets.open(index, closer: UInt8(ascii: "}"))
                                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                                    // A stray `)` or `]` is ignored rather than allowed to close a brace.
                                    if brackets.innermostCloser == c { brackets.close(until: c, at: index) }
                                case UInt8(ascii: "}"):
                                    // `}` closes whatever parentheses were left open inside its block.
                                    if brackets.openBraces > 0 { brackets.close(until: c, at: index) }
                                default:
                                    break
                                }
                            } else if token.kind == .string {
                                let isContinuation = bytes[token.start] == 0x29
                                if isContinuation, brackets.openInterpolations > 0 {
                                    brackets.close(until: OpenBrackets.interpolation, at: index)
                                    enclosing[index] = brackets.innermost
                                }
                                let last = token.end - 1
                                if bytes[last] == 0x28, token.end - token.start >= 2 {
                                    var k = last - 1
                                    while k > token.start, bytes[k] == 0x23 { k -= 1 }
                                    if bytes[k] == 0x5C { brackets.open(index, closer: OpenBrackets.interpolation) }
                                }
                            }
                        }
                        for open in brackets.stack { partner[Int(open.index)] = Int32(code.count) }
                    }
                }
            }
        }
        return (partner, enclosing)
    }
}

/// The brackets open at a token while `matchBrackets` goes through a file, innermost last, and the partners found so far.
private struct OpenBrackets {
    let partner: UnsafeMutableBufferPointer<Int32>
    var stack: [(index: Int32, closer: UInt8)] = []
    var openBraces = 0
    var openInterpolations = 0
    /// The closer byte standing for "a string segment after `)`".
    static let interpolation: UInt8 = 0

    init(partner: UnsafeMutableBufferPointer<Int32>) {
        self.partner = partner
        stack.reserveCapacity(64)
    }

    var innermost: Int32 { stack.last?.index ?? -1 }
    var innermostCloser: UInt8? { stack.last?.closer }

    mutating func open(_ index: Int, closer: UInt8) {
        if closer == UInt8(ascii: "}") { openBraces += 1 }
        if closer == Self.interpolation { openInterpolations += 1 }
        stack.append((Int32(index), closer))
    }

    /// Closes the innermost bracket that `closer` closes at `index`, and those left open inside it (their partner is
    /// the end: `partner.count`).
    mutating func close(until closer: UInt8, at index: Int) {
        while let top = stack.popLast() {
            if top.closer == UInt8(ascii: "}") { openBraces -= 1 }
            if top.closer == Self.interpolation { openInterpolations -= 1 }
            if top.closer == closer {
                partner[Int(top.index)] = Int32(index)
                if closer != Self.interpolation { partner[index] = top.index }
                return
            }
            partner[Int(top.index)] = Int32(partner.count)
        }
    }
}

extension SyntaxTree {
    /// The bracket whose content a view at `k` is a direct child of: `if`, `switch`, `ForEach` and `Group` add
    /// no level, so the children of an `HStack` inside them are still on its row; nor does `AnyView(…)`, which only
    /// erases its view's type.
    public func rowContainer(of k: Int) -> Int {
        var open = Int(enclosing[k])
        while open > 0, isPunct(open, "{") && isControlFlowBrace(open) || isPunct(open, "(") && isWord(open - 1, "AnyView") {
            open = Int(enclosing[open])
        }
        return open
    }

    public func isControlFlowBrace(_ open: Int) -> Bool { controlFlowKeyword(opening: open) != nil }

    /// The brace of the branch before an `else` branch (`if a { … } else {`, `} else if b {`), if `brace` opens one.
    public func branch(before brace: Int) -> Int? {
        var k = brace - 1
        if !isWord(k, "else") {
            // `else if b {`: its `if`, which the `else` must come just before.
            guard let keyword = ifKeyword(opening: brace) else { return nil }
            k = keyword - 1
        }
        guard k > 0, isWord(k, "else"), isPunct(k - 1, "}"), partner[k - 1] >= 0 else { return nil }
        return Int(partner[k - 1])
    }

    /// The `if` whose condition runs up to `brace` (`if a, let b {`, `} else if c {`), if one does: found back over the
    /// condition, its bracketed parts skipped.
    public func ifKeyword(opening brace: Int) -> Int? {
        var k = brace - 1
        while k > 0, brace - k < 64, !isWord(k, "if"), !isPunct(k, "{"), !isPunct(k, "}") {
            if isPunct(k, ")") || isPunct(k, "]"), partner[k] >= 0 { k = Int(partner[k]) }
            k -= 1
        }
        return k > 0 && isWord(k, "if") ? k : nil
    }

    /// The brace of the branch after `brace`'s (`} else {`, `} else if b {`), if any.
    public func branch(after brace: Int) -> Int? {
        let close = Int(partner[brace])
        guard close > brace, isWord(close + 1, "else") else { return nil }
        var k = close + 2
        while k < code.count, k - close < 64, !isPunct(k, "{") {
            if isPunct(k, "("), Int(partner[k]) > k { k = Int(partner[k]) }
            k += 1
        }
        return k < code.count && isPunct(k, "{") ? k : nil
    }

    /// The keyword (`if`, `else`, `switch`, `ForEach`, `Group`, `for`) of the statement whose brace opens at `open`, if it is one.
    public func controlFlowKeyword(opening open: Int) -> String? {
        var k = open - 1
        var steps = 0  // a line of thousands of tokens is generated or damaged: not read back to its start
        while k > 0, !startsLine(k) {
            if (isPunct(k, ")") || isPunct(k, "]")), partner[k] >= 0 { k = Int(partner[k]) }
            k -= 1
            steps += 1
            if steps > 256 { return nil }
        }
        guard k >= 0 else { return nil }
        if isPunct(k, "}") { return isWord(k + 1, "else") ? "else" : nil }
        if code[k].kind == .word {
            // Compared as bytes: asked of every brace around every text, a String each cost more than the walk back.
            for word in Self.controlFlowWords where isWord(k, word) { return word.description }
        }
        // An `if` whose condition runs over lines (`if a != nil,⏎ let b = c {`).
        return isPunct(k - 1, ",") || isToken(k, .operator, "&&") || isToken(k, .operator, "||") || isPunct(k, ",")
            ? ifKeyword(opening: open).map { _ in "if" } : nil
    }

    static let controlFlowWords: [StaticString] = ["if", "else", "switch", "ForEach", "Group", "for"]

    /// Whether `open` opens a view's `var body: some View {`.
    public func isViewBody(_ open: Int) -> Bool {
        open >= 5 && isPunct(open, "{") && isWord(open - 1, "View") && isWord(open - 2, "some")
            && isPunct(open - 3, ":") && isWord(open - 4, "body") && isWord(open - 5, "var")
    }

    /// For the `{` of `var footer: some View {` or `func row(…) -> some View {` (not `body`), the name's token.
    public func viewMemberName(ofBody open: Int) -> Int? {
        guard open >= 5, isPunct(open, "{"), isWord(open - 1, "View"), isWord(open - 2, "some") else { return nil }
        if isPunct(open - 3, ":"), isWord(open - 5, "var"), !isWord(open - 4, "body") { return open - 4 }
        if isToken(open - 3, .operator, "->"), isPunct(open - 4, ")"), partner[open - 4] >= 2 {
            let name = Int(partner[open - 4]) - 1
            return isWord(name - 1, "func") ? name : nil
        }
        return nil
    }

    /// A type's view members other than `body`, declared by `var name: some View {` and `func name(…) -> some View {`:
    /// each name's token and its body's `{`. Found among the file's declarations and functions, not at every brace.
    public func viewMembers() -> [(name: Int, body: Int)] {
        var members: [(name: Int, body: Int)] = []
        for declaration in declarations {
            guard let getter = declaration.getter, let name = viewMemberName(ofBody: getter.lowerBound - 1) else { continue }
            members.append((name, getter.lowerBound - 1))
        }
        for function in functions {
            if let name = viewMemberName(ofBody: function.body.lowerBound - 1) { members.append((name, function.body.lowerBound - 1)) }
        }
        return members
    }
}
