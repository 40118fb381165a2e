import Foundation
import TestSupport
import XCTest
@testable import TypeLintRules

/// Profiles are read with typelint's own JSON reader: it must accept what JSON allows, reject what it
/// does not, and agree with Foundation's reader on the values.
final class JSONReaderTests: XCTestCase {
    func testValuesEscapesAndNumbers() {
        let text = #" {"a": [1, -2.5, 3e2, 0, -0.0, 1E-2], "b": {"c": true, "d": false, "e": null},"#
            + #" "s": "tab\t quote\" slash\/ back\\ e\u00e9 smile\ud83d\ude00 é", "empty": "", "x": []} "#
        XCTAssertEqual(JSONReader.parse(text), .object([
            "a": .array([.number(1), .number(-2.5), .number(300), .number(0), .number(-0.0), .number(0.01)]),
            "b": .object(["c": .bool(true), "d": .bool(false), "e": .null]),
            "s": .string("tab\t quote\" slash/ back\\ e\u{e9} smile\u{1F600} é"), "empty": .string(""), "x": .array([]),
        ]))
    }

    /// Integers are read without the standard library's parser up to 15 digits: every length, either sign, and past it
    /// (where a Double no longer holds every integer), the same value as `Double(String)`.
    func testIntegersOfEveryLengthAreTheStandardLibrarysValue() {
        var random = SplitMix64(seed: 35)
        for digits in 1...20 {
            for _ in 0..<50 {
                let first = digits == 1 ? "0123456789".randomElement(using: &random)! : "123456789".randomElement(using: &random)!
                let text = String(first) + String((1..<digits).map { _ in "0123456789".randomElement(using: &random)! })
                for signed in [text, "-" + text] {
                    XCTAssertEqual(JSONReader.parse(signed), .number(Double(signed)!), signed)
                    XCTAssertEqual(JSONReader.parse("[\(signed)]"), .array([.number(Double(signed)!)]), signed)
                }
            }
        }
        XCTAssertEqual(JSONReader.parse("-0").flatMap(\.number)?.sign, .minus)
    }

    func testRejectsWhatJSONDoesNotAllow() {
        let invalid = ["", "not json", "{", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "01", "1.", ".5", "-", "1e", "+1", "\"a",
                       "\"\\x\"", "\"\\ud83d\"", "\"tab\there\"", "{} {}", "tru", "nul", "[1 2]", "{1: 2}"]
        for text in invalid { XCTAssertNil(JSONReader.parse(text), text) }
    }

    /// A configuration is written by hand: `//` and `/* */` comments are white space, outside strings only, and one left
    /// open is an error where it opens.
    func testCommentsAreWhiteSpace() {
        let text = "{\n  // why: the brand face is licensed\n  \"rules\": { /* none */ \"a\": \"//b\" } // end\n}\n"
        XCTAssertEqual(JSONReader.parse(text), .object(["rules": .object(["a": .string("//b")])]))
        XCTAssertEqual(JSONReader.read("{\"a\": 1 /* open\n}"), .failure(JSONReader.SyntaxError(line: 1, column: 9)))
        XCTAssertNil(JSONReader.parse("/ {}"))
    }

    /// A key said twice would leave one of its values unread without a word (the first `rules` block of a
    /// configuration, say): it is an error at the second one, in any object at any depth.
    func testAByteOrderMarkBeforeTheDocumentIsSkipped() {
        XCTAssertEqual(JSONReader.parse("\u{FEFF}{\"a\": 1}"), .object(["a": .number(1)]))
        XCTAssertNil(JSONReader.parse("{\"a\": \u{FEFF}1}"))
    }

    func testADuplicateKeyIsAnErrorAtItsSecondPlace() {
        let text = "{\"rules\": {\"bold-body\": \"off\"},\n  \"rules\": {}}"
        XCTAssertEqual(JSONReader.read(text), .failure(JSONReader.SyntaxError(line: 2, column: 3, problem: "duplicate key 'rules'")))
        XCTAssertEqual(try? JSONReader.read(text).get(), nil)
        guard case .failure(let nested) = JSONReader.read(#"[{"a": {"b": 1, "c": 2, "b": 3}}]"#) else { return XCTFail("accepted") }
        XCTAssertEqual(nested.message(in: "p.json").description, "p.json:1:25: duplicate key 'b'")
        // The same key in two objects, or once escaped and once not but different, is no duplicate.
        XCTAssertNotNil(JSONReader.parse(#"{"a": {"b": 1}, "c": {"b": 2}, "\u0062": 3, "B": 4}"#))
        XCTAssertNil(JSONReader.parse(#"{"b": 1, "\u0062": 2}"#), "the same key, spelled with an escape")
    }

    func testDeepNestingIsRejectedNotACrash() {
        XCTAssertNil(JSONReader.parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)))
        let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNotNil(JSONReader.parse(nested))
    }

    /// Random documents written by Foundation read back as the same values.
    func testAgreesWithFoundationOnRandomDocuments() throws {
        var random = SplitMix64(seed: 11)
        func make(_ depth: Int) -> (Any, JSONValue) {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
            case 0: let value = Double(Int.random(in: -1000...1000, using: &random)) / 8; return (value, .number(value))
            case 1: let value = Bool.random(using: &random); return (value, .bool(value))
            case 2:
                let value = String((0..<Int.random(in: 0...6, using: &random)).map { _ in
                    "aé\"\\/\n😀 ".randomElement(using: &random)!
                })
                return (value, .string(value))
            case 3: return (NSNull(), .null)
            case 4:
                let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in make(depth + 1) }
                return (items.map(\.0), .array(items.map(\.1)))
            default:
                let items = (0..<Int.random(in: 0...3, using: &random)).map { index in (String(index), make(depth + 1)) }
                return (Dictionary(uniqueKeysWithValues: items.map { ($0, $1.0) }),
                        .object(Dictionary(uniqueKeysWithValues: items.map { ($0, $1.1) })))
            }
        }
        for _ in 0..<300 {
            let (object, expected) = make(0)
            let data = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
            XCTAssertEqual(JSONReader.parse(String(decoding: data, as: UTF8.self)), expected, String(decoding: data, as: UTF8.self))
        }
    }
}
