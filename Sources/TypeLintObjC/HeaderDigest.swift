import TypeLintSyntax

/// What clang needs of a project's header to read the files that import it: its preprocessor lines (`#define`, `#if`…),
/// its constants, enumerations and type definitions, and its classes' names and superclasses — not its interfaces'
/// methods and properties, which are most of its bytes and none of a font's size. A file is given the digests of the
/// headers it imports, in one buffer, instead of the headers themselves: clang reads no file from disk.
enum HeaderDigest {
    /// The digest of a header's bytes, and what it imports (as written between quotes or brackets).
    static func digest(_ bytes: [UInt8]) -> (text: String, imports: [String]) {
        let (code, _) = ObjCLexer.tokenizeSeparately(bytes, cPlusPlus: false)
        var text = ""
        var imports: [String] = []
        var k = 0
        var inContainer = false  // between `@interface`/`@protocol`/`@implementation` and `@end`
        func spelled(_ index: Int) -> ArraySlice<UInt8> { bytes[code[index].range] }
        func isWord(_ index: Int, _ word: String) -> Bool {
            index < code.count && code[index].kind == .word && spelled(index).elementsEqual(word.utf8)
        }
        func isPunct(_ index: Int, _ punct: UInt8) -> Bool {
            index < code.count && code[index].kind == .punct && bytes[code[index].start] == punct
        }
        /// The index of the first token after the directive starting at `start`: its line ends at a newline no
        /// backslash escapes.
        func endOfDirective(_ start: Int) -> Int {
            var end = start + 1
            while end < code.count, !endsLine(bytes[code[end - 1].end..<code[end].start]) { end += 1 }
            return end
        }
        func endsLine(_ gap: ArraySlice<UInt8>) -> Bool {
            guard let newline = gap.firstIndex(of: UInt8(ascii: "\n")) else { return false }
            var last = newline - 1
            while last >= gap.startIndex, [0x20, 0x09, 0x0D].contains(bytes[last]) { last -= 1 }
            return last < gap.startIndex || bytes[last] != UInt8(ascii: "\\")
        }
        while k < code.count {
            if isPunct(k, UInt8(ascii: "#")) {
                let end = endOfDirective(k)
                if isWord(k + 1, "import") || isWord(k + 1, "include") {
                    if let included = ProjectHeaders.imports(in: Array(bytes[code[k].start..<code[end - 1].end])).first {
                        imports.append(included)
                    }
                } else if !isWord(k + 1, "pragma"), end - k <= maxDirectiveTokens {
                    text += String(decoding: bytes[code[k].start..<code[end - 1].end], as: UTF8.self) + "\n"
                }
                k = end
                continue
            }
            if isPunct(k, UInt8(ascii: "@")), k + 1 < code.count {
                if isWord(k + 1, "end") {
                    inContainer = false
                    k += 2
                    continue
                }
                if isWord(k + 1, "interface") || isWord(k + 1, "protocol") || isWord(k + 1, "implementation") {
                    // A class's name and superclass (not a category's, not a protocol's): enough to type its objects.
                    if isWord(k + 1, "interface"), k + 4 < code.count, code[k + 2].kind == .word, isPunct(k + 3, UInt8(ascii: ":")),
                       code[k + 4].kind == .word {
                        text += "@interface \(String(decoding: spelled(k + 2), as: UTF8.self)) : \(String(decoding: spelled(k + 4), as: UTF8.self)) @end\n"
                    }
                    inContainer = !isPunct(k + 3, UInt8(ascii: ";"))  // `@protocol P;` declares, opens nothing
                    k += 2
                    continue
                }
                if isWord(k + 1, "class"), !inContainer {
                    let end = statementEnd(from: k, code, bytes)
                    text += String(decoding: bytes[code[k].start..<code[end - 1].end], as: UTF8.self) + "\n"
                    k = end
                    continue
                }
            }
            guard !inContainer, code[k].kind == .word, declarationStarts.contains(String(decoding: spelled(k), as: UTF8.self)) else {
                k += 1
                continue
            }
            let end = statementEnd(from: k, code, bytes)
            let statement = k..<end
            // A function's definition (`static inline CGFloat f(…) { … }`) is left out: its body may use anything.
            let isFunction = statement.contains { isPunct($0, UInt8(ascii: "{")) } && !statement.contains { isWord($0, "enum") || isWord($0, "struct") || isWord($0, "NS_ENUM") || isWord($0, "NS_OPTIONS") }
                && statement.contains { isPunct($0, UInt8(ascii: "(")) }
            if !isFunction, end > k {
                text += String(decoding: bytes[code[k].start..<code[end - 1].end], as: UTF8.self) + "\n"
            }
            k = max(end, k + 1)
        }
        return (text, imports)
    }

    /// The longest directive kept (in tokens): a `#define` of thousands of terms is no font's size, and clang's work on it
    /// grows with the square of its length, again for every file that imports the header.
    static let maxDirectiveTokens = 2_048

    /// Words that start a declaration a file may use the value of: constants, enumerations, type definitions.
    private static let declarationStarts: Set<String> = [
        "static", "const", "extern", "typedef", "enum", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "OBJC_EXTERN", "FOUNDATION_EXTERN",
    ]

    /// The token after the `;` that ends the statement starting at `start` (at bracket depth 0; a `}` closing the
    /// outermost brace ends a definition that has no `;`), or the first directive, which a declaration does not span.
    private static func statementEnd(from start: Int, _ code: [Token], _ bytes: [UInt8]) -> Int {
        var depth = 0
        var k = start
        while k < code.count {
            if code[k].kind == .punct {
                switch bytes[code[k].start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                case UInt8(ascii: "}"):
                    depth = max(0, depth - 1)
                    // `} Name;` and `};` end at their `;`; a function's body ends at its brace.
                    let next = k + 1 < code.count ? code[k + 1] : nil
                    if depth == 0, next.map({ $0.kind != .word && bytes[$0.start] != UInt8(ascii: ";") }) ?? true { return k + 1 }
                case UInt8(ascii: ";") where depth == 0: return k + 1
                case UInt8(ascii: "#") where depth == 0 && k > start: return k
                default: break
                }
            }
            k += 1
        }
        return k
    }
}
