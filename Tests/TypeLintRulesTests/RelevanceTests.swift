import TestSupport
import XCTest
@testable import TypeLintRules

/// The prefilter scans sixteen bytes at a time; it must answer exactly as a plain search for its words,
/// whatever the word's offset relative to those blocks and to the end of the file.
final class RelevanceTests: XCTestCase {
    static let words = ["font", "Font", "bold", "weight", "Weight", "minimumScaleFactor", "monospaced", "typelint:",
                        "StyledTextBuilder", "justified", "Justified", "dynamicTypeSize",
                        "maximumContentSizeCategory", "sizeCategory"]

    func plainSearch(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return Self.words.contains { text.contains($0) } || text.contains("frame(") && text.contains("height:")
    }

    func mayHaveFindings(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings) }

    func testEveryWordAtEveryOffsetAndLength() {
        for word in Self.words {
            let letters = Array(word.utf8)
            for length in letters.count...(letters.count + 40) {
                for offset in 0...(length - letters.count) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    bytes.replaceSubrange(offset..<(offset + letters.count), with: letters)
                    XCTAssertTrue(mayHaveFindings(bytes), "\(word) at \(offset) of \(length)")
                    bytes[offset + letters.count - 1] = UInt8(ascii: "x")  // one letter short: no word
                    XCTAssertFalse(mayHaveFindings(bytes), "\(word) without its last letter at \(offset) of \(length)")
                }
            }
        }
    }

    /// A fixed height makes a file of default-body text matter; a frame without one, or a height outside a frame, does not.
    func testAFrameWithAHeightMatters() {
        XCTAssertTrue(mayHaveFindings(Array("Text(title)\n    .frame(height: 44)\n".utf8)))
        XCTAssertTrue(mayHaveFindings(Array("let size = CGSize(width: 1, height: 2)\nrow.frame(width: 320)".utf8)))
        XCTAssertFalse(mayHaveFindings(Array("Text(title).frame(width: 44)\n".utf8)))
        XCTAssertFalse(mayHaveFindings(Array("view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\n".utf8)))
        XCTAssertFalse(mayHaveFindings(Array("Frame(height: 44)".utf8)))
    }

    /// Random text over the words' own letters, so near misses (`fond`, `Wei`, `mono`) are frequent.
    func testAgreesWithPlainSearchOnRandomText() {
        var random = SplitMix64(seed: 6)
        let alphabet = Array(Set((Self.words + ["frame(", "height:"]).joined().utf8)) + Array(" .(\n".utf8)
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            XCTAssertEqual(mayHaveFindings(bytes), plainSearch(bytes), String(decoding: bytes, as: UTF8.self))
        }
    }
}
