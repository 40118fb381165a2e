import TypeLintSyntax
import TestSupport
import XCTest

/// Inputs that break naive lexers and parsers. Each must finish without a crash or a stack
/// overflow; the tokens must still cover the input in order. (Speed is the benchmark's business.)
final class RobustnessTests: XCTestCase {
    let depth = 100_000

    func check(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let tokens = Lexer.tokenize(bytes)
        var previousEnd = 0
        for token in tokens {
            XCTAssertGreaterThanOrEqual(token.start, previousEnd, file: file, line: line)
            XCTAssertGreaterThan(token.end, token.start, file: file, line: line)
            previousEnd = token.end
        }
        XCTAssertLessThanOrEqual(previousEnd, bytes.count, file: file, line: line)
        _ = SyntaxTree(bytes: bytes, tokens: tokens)
    }

    /// A path's folder as it spells it, whatever slashes it doubles or ends with, and for names Foundation traps on.
    func testTheFolderOfAPath() {
        let cases = ["": "", "a": "", "/": "/", "/a": "/", "//a": "/", "a/b": "a", "a//b": "a", "a/b/": "a", "a/b//": "a",
                     "/x/y.json": "/x", "-": "", "/\u{E9}/\u{1F600}": "/\u{E9}", "./a": "."]
        for (path, folder) in cases { XCTAssertEqual(FileIO.folder(of: path), folder, path) }
    }

    func testDeeplyNestedBrackets() {
        check(Array((String(repeating: "(", count: depth) + String(repeating: ")", count: depth)).utf8))
        check(Array((String(repeating: "{", count: depth) + String(repeating: "}", count: depth)).utf8))
        check(Array(("x" + String(repeating: "(a: f(", count: depth)).utf8))  // never closed
    }

    func testDeeplyNestedInterpolations() {
        let source = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let tokens = Lexer.tokenize(Array(source.utf8))
        XCTAssertEqual(tokens.filter { $0.kind == .word }.count, 1)
        check(Array(source.utf8))
    }

    func testDeeplyNestedBlockComments() {
        let source = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + " x"
        XCTAssertEqual(lex(source).last, "word:x")
        check(Array(source.utf8))
    }

    func testUnterminatedLiteralsAtEndOfFile() {
        for source in ["let s = \"abc", "let s = \"\"\"\nabc", "let s = #\"abc", "let s = #\"\"\"\nabc\"\"\"",
                       "/* never closed", "/* /* */", "let s = \"a \\(b", "let s = \"a \\(\"b \\(c",
                       "let r = #/abc", "let r = #/\nabc", "x = `abc", "#", "\\", "\""] {
            check(Array(source.utf8))
        }
        XCTAssertEqual(lex("let s = \"abc\nx"), ["word:let", "word:s", "operator:=", "string:\"abc", "word:x"])
    }

    func testFiveMegabyteSingleLine() {
        let unit = Array("Text(\"a\").font(.system(size: 9)) /* c */ + \"\\(x)\" ".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5_000_000 + unit.count)
        while bytes.count < 5_000_000 { bytes += unit }
        check(bytes)
    }

    func testRandomBytes() {
        var generator = SplitMix64(seed: 42)
        for length in [1, 10, 1_000, 100_000, 1_000_000] {
            check((0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            // Random Swift-ish punctuation hits the string, regex and interpolation paths far more often.
            let alphabet = Array("\"#\\()/*{}[] \n'`abc.!?=".utf8)
            check((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
    }

    /// The validator skips ASCII eight bytes at a time; the first ill-formed byte must still be found
    /// exactly where the standard library's decoder finds it, whatever its offset.
    func testFirstInvalidUTF8OffsetAgreesWithTheStandardLibrary() {
        func reference(_ bytes: [UInt8]) -> Int? {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
        var generator = SplitMix64(seed: 8)
        let pieces: [[UInt8]] = [Array("ab".utf8), Array("é".utf8), Array("😀".utf8), [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x80]]
        for _ in 0..<5_000 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: Int(generator.next() % 40))
            for _ in 0..<Int(generator.next() % 3) {
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                bytes.insert(contentsOf: piece, at: Int(generator.next() % UInt64(bytes.count + 1)))
            }
            XCTAssertEqual(SourceFile.firstInvalidUTF8Offset(in: bytes), reference(bytes), "\(bytes)")
        }
    }
}
