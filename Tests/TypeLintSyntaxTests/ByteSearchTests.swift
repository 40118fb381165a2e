import TestSupport
import TypeLintSyntax
import XCTest

/// `contains(bytes:)` anchors on the needle's rarest byte: it must still find every occurrence, at either end.
final class ByteSearchTests: XCTestCase {
    func testAgreesWithAPlainSearch() {
        var random = SplitMix64(seed: 9)
        let alphabet = Array("trackingTK(e ".utf8)
        let needles = ["tracking(", "kern", "Kern", "dynamicTypeSize(", "e", "(", "ee", "T("].map { Array($0.utf8) }
        for _ in 0..<5_000 {
            let haystack = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            for needle in needles {
                let plain = haystack.count >= needle.count
                    && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
                XCTAssertEqual(haystack.withUnsafeBufferPointer { $0.contains(bytes: needle) }, plain,
                               "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: haystack, as: UTF8.self))")
                let every = haystack.count >= needle.count
                    ? (0...(haystack.count - needle.count)).filter { Array(haystack[$0..<$0 + needle.count]) == needle } : []
                XCTAssertEqual(haystack.withUnsafeBufferPointer { $0.offsets(of: needle) }, every,
                               "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: haystack, as: UTF8.self))")
            }
        }
        XCTAssertTrue(Array("x.tracking(1)".utf8).withUnsafeBufferPointer { $0.contains(bytes: Array("tracking(".utf8)) })
        XCTAssertTrue(Array("Kern".utf8).withUnsafeBufferPointer { $0.contains(bytes: Array("Kern".utf8)) })
    }

    /// `comment(endingAt:)` finds the comment a linear search over the file's comments finds, at every offset.
    func testCommentEndingAtAgreesWithALinearSearch() {
        let source = "let a = 1 // one\n/* two */ let b = \"// not\" /**/\n/// three\n// four\nlet c = 2 /* five\n */\n"
        let tree = SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8)))
        XCTAssertEqual(tree.comments.count, 6)
        for offset in 0...source.utf8.count + 1 {
            let linear = tree.comments.last { $0.end == offset }
            XCTAssertEqual(tree.comment(endingAt: offset).map { [$0.start, $0.end] }, linear.map { [$0.start, $0.end] }, "at \(offset)")
        }
    }

    /// `ByteWords` finds a word whether it has a pass of its own or shares one anchored on another word's byte
    /// (`ertiary` and `uaternary` at `y`; `\\.sizeCategory` joins the pass for `z`).
    func testByteWordsAgreeWithAPlainSearch() {
        var random = SplitMix64(seed: 17)
        let alphabet = Array("ertiaquny\\.sizeCagoTdm ".utf8)
        let sets = [["ertiary", "uaternary"], ["dynamicTypeSize", "ContentSizeCategory", "\\.sizeCategory"], ["y", "ry", "z"],
                    ["tracking(", "kern", "Kern"], ["justified", "Justified"]]
        for _ in 0..<3_000 {
            let pieces = ["tertiary", "quaternary", "\\.sizeCategory", "Size", "ContentSizeCategory", "kern"]
            var haystack: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                haystack += Bool.random(using: &random) ? Array(pieces.randomElement(using: &random)!.utf8)
                    : [alphabet.randomElement(using: &random)!]
            }
            for words in sets {
                let plain = words.contains { word in
                    let needle = Array(word.utf8)
                    return haystack.count >= needle.count
                        && (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
                }
                let tree = SyntaxTree(source: SourceFile(path: "A.swift", bytes: haystack))
                XCTAssertEqual(tree.mentions(ByteWords(words)), plain, "\(words) in \(String(decoding: haystack, as: UTF8.self))")
            }
        }
    }

    /// `spellings(of:)` and `word(at:in:)` find through a `WordSet` exactly the code words a plain comparison finds,
    /// sets of many names (several per table slot) and names that share first bytes and lengths included.
    func testWordSetAgreesWithAPlainLookup() {
        var random = SplitMix64(seed: 31)
        let vocabulary = (0..<300).map { "V\($0)" } + ["Row", "RowView", "Rows", "Card", "cards", "Text", "x", "Label"]
        for _ in 0..<200 {
            let names = Set(vocabulary.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
            let words = WordSet(names)
            let source = (0..<Int.random(in: 0...60, using: &random)).map { _ in
                vocabulary.randomElement(using: &random)! + (Bool.random(using: &random) ? "(" : " ")
            }.joined() + " // Row Card"
            let tree = SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array(source.utf8)))
            var expected: [String: [Int]] = [:]
            for k in tree.code.indices where tree.code[k].kind == .word && names.contains(tree.text(k)) {
                expected[tree.text(k), default: []].append(k)
            }
            XCTAssertEqual(tree.spellings(of: words), expected, source)
            XCTAssertEqual(tree.spellings(of: names), expected, source)
            for k in tree.code.indices {
                XCTAssertEqual(tree.word(at: k, in: words), tree.code[k].kind == .word && names.contains(tree.text(k)) ? tree.text(k) : nil)
            }
        }
    }

    /// `words(_:)`: the code tokens spelled exactly so, not a comment's, a string's or a longer word's.
    func testWordsAreCodeTokensSpelledExactly() {
        let tree = SyntaxTree(source: SourceFile(path: "A.swift", bytes: Array("""
            label.textColor = .tertiaryLabel // textColor
            let s = "textColor"; let textColors = 2
            other.textColor=x
            """.utf8)))
        let found = tree.words("textColor")
        XCTAssertEqual(found.map { tree.text($0) }, ["textColor", "textColor"])
        XCTAssertEqual(found.map { tree.code[$0].start }, [6, 92])
        XCTAssertEqual(tree.words("absent"), [])
    }

    /// `NameHashes` holds what a `Set<UInt64>` holds, through growth, unions and the hash zero (its empty-slot marker).
    func testNameHashesAgreeWithASet() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            // Few distinct values, so that probes collide and runs wrap; zero among them.
            let draw = { (random: inout SplitMix64) -> UInt64 in
                Bool.random(using: &random) ? UInt64.random(in: 0...40, using: &random) : random.next()
            }
            var expected: Set<UInt64> = []
            var hashes = NameHashes()
            for _ in 0..<Int.random(in: 0...300, using: &random) {
                let hash = draw(&random)
                expected.insert(hash)
                hashes.insert(hash)
            }
            let more = (0..<Int.random(in: 0...100, using: &random)).map { _ in draw(&random) }
            var other = NameHashes(more)
            if Bool.random(using: &random) { other.reserveCapacity(500) }
            hashes.formUnion(other)
            expected.formUnion(more)
            XCTAssertEqual(hashes.count, expected.count)
            XCTAssertEqual(hashes.isEmpty, expected.isEmpty)
            for probe in expected.union((0..<50).map { _ in draw(&random) }) {
                XCTAssertEqual(hashes.contains(probe), expected.contains(probe), "\(probe)")
            }
        }
    }
}
