import Foundation
@testable import TypeLintReporters
import XCTest

/// The JSON, SARIF and Code Climate reports are encoded a few hundred findings at a time (encoded whole, the encoder holds a tree of every
/// value): the bytes must be those of encoding the whole.
final class StreamedJSONTests: XCTestCase {
    struct Document: Encodable {
        let about: String
        let items: [Item]
        let zeta: Int
    }

    struct Item: Encodable {
        let text: String
        let nested: [String: [Int]]
        let fix: String?
    }

    func testAnArrayEncodedInPiecesIsTheArrayEncodedWhole() {
        // Strings that look like the array's key, hold newlines and quotes, and are not ASCII.
        let texts = ["plain", "\"items\" : [", "two\nlines", "caf\u{E9} \u{1F389}", "  \"items\" : [\n  ]"]
        for count in [0, 1, 255, 256, 257, 600] {
            let items = (0..<count).map { Item(text: texts[$0 % texts.count], nested: ["k\($0 % 3)": [$0, $0 + 1]], fix: $0 % 2 == 0 ? nil : "x") }
            let about = "\"items\" : [ in a value before the key"
            var streamed = ""
            encodeJSON(Document(about: about, items: [], zeta: count), arrayAt: "items", holding: items) { streamed += $0 }
            XCTAssertEqual(streamed, encodeJSON(Document(about: about, items: items, zeta: count)), "\(count) items")
        }
    }

    func testAnArrayThatIsTheDocumentEncodedInPiecesIsTheArrayEncodedWhole() {
        for count in [0, 1, 255, 256, 257, 600] {
            let items = (0..<count).map { Item(text: "[\n\($0)\n]", nested: ["k": [$0]], fix: $0 % 2 == 0 ? nil : "x") }
            var streamed = ""
            encodeJSON(array: items) { streamed += $0 }
            XCTAssertEqual(streamed, encodeJSON(items), "\(count) items")
        }
    }
}
