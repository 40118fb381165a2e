import Foundation
import TestSupport
import XCTest
@testable import TypeLintRules

/// The prefilter scans sixteen bytes at a time with a table generated from the rules' trigger words; it must answer
/// exactly as a plain search for those words does (`TriggerWord.isFound`), whatever a word's offset relative to the
/// blocks and to the end of the file, and whatever the words a trigger needs elsewhere in the file.
final class RelevanceTests: XCTestCase {
    static let triggers = Array(Set(RuleRegistry.descriptions.flatMap(\.triggers))).sorted { ($0.after + $0.word) < ($1.after + $1.word) }

    /// The plain reading of the rules' declarations: some trigger word is in the bytes, with what it needs.
    func reference(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in Self.triggers.contains { $0.isFound(in: bytes) } }
    }

    func mayHaveFindings(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings) }

    func assertAgrees(_ bytes: [UInt8], _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(mayHaveFindings(bytes), reference(bytes), "\(what()): \(String(decoding: bytes, as: UTF8.self))", file: file, line: line)
    }

    /// Each trigger, with what it needs, at every offset of files of every length up to 40 bytes more than it; and the
    /// same one letter short (which is no word, unless that makes another).
    func testEveryWordAtEveryOffsetAndLength() {
        for trigger in Self.triggers {
            let letters = Array((trigger.after + trigger.word).utf8)
            let needed = trigger.inFilesWith.map { Array(("\n" + $0).utf8) } ?? []
            let neededFirst = trigger.inFilesWith.map { Array(($0 + "\n").utf8) } ?? []
            for length in letters.count...(letters.count + 40) {
                for offset in 0...(length - letters.count) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    bytes.replaceSubrange(offset..<(offset + letters.count), with: letters)
                    XCTAssertTrue(mayHaveFindings(bytes + needed), "\(trigger) at \(offset) of \(length)")
                    XCTAssertTrue(mayHaveFindings(neededFirst + bytes), "\(trigger) after its need, at \(offset) of \(length)")
                    if !needed.isEmpty { assertAgrees(bytes, "\(trigger) without \(trigger.inFilesWith!)") }
                    bytes[offset + letters.count - 1] = UInt8(ascii: "x")
                    assertAgrees(bytes + needed, "\(trigger) without its last letter at \(offset) of \(length)")
                    if !trigger.after.isEmpty {
                        bytes[offset + letters.count - 1] = letters.last!
                        bytes[offset] = UInt8(ascii: "x")
                        assertAgrees(bytes + needed, "\(trigger) without the first letter before it at \(offset) of \(length)")
                    }
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
        XCTAssertFalse(mayHaveFindings(Array("struct Account: Codable { let id: UUID; var height: Double }\n".utf8)))
    }

    /// Random text made of the trigger words, the words they need, the bytes before them and near misses of each
    /// (cut short, one letter changed, the other case), so that words meet block edges, each other and the file's end.
    func testAgreesWithPlainSearchOnRandomText() {
        var random = SplitMix64(seed: 6)
        let words = Self.triggers.flatMap { [$0.word, $0.after + $0.word] + ($0.inFilesWith.map { [$0] } ?? []) }
        var pieces = words.map { Array($0.utf8) }
        for word in words.map({ Array($0.utf8) }) {
            pieces.append(Array(word.dropLast()))
            pieces.append(Array(word.dropFirst()))
            var changed = word
            changed[word.count / 2] ^= 0x01
            pieces.append(changed)
            changed = word
            changed[0] ^= 0x20
            pieces.append(changed)
        }
        pieces += [" ", ".", "(", "\n", "x", "ab", "\u{E9}"].map { Array($0.utf8) }
        var agreed = (some: 0, none: 0)
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) { bytes += pieces.randomElement(using: &random)! }
            assertAgrees(bytes, "random text")
            if reference(bytes) { agreed.some += 1 } else { agreed.none += 1 }
        }
        // Both answers are common, or the test would say little.
        XCTAssertGreaterThan(agreed.some, 2_000)
        XCTAssertGreaterThan(agreed.none, 2_000)
    }

    /// Random bytes over the words' own letters, so that near misses (`fond`, `Wei`, `mono`) are frequent.
    func testAgreesWithPlainSearchOnRandomLetters() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array(Set(Self.triggers.map { $0.after + $0.word + ($0.inFilesWith ?? "") }.joined().utf8)) + Array(" .(\n".utf8)
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            assertAgrees(bytes, "random letters")
        }
    }

    /// Every fixture, whole and cut at every 97th byte, its head and its tail (so that words are cut, and meet the file's
    /// start and end, at many places).
    func testAgreesWithPlainSearchOnTheFixtures() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures").standardized
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map(Array.init) else { continue }
            assertAgrees(bytes, name)
            for cut in stride(from: 0, to: bytes.count, by: 97) {
                assertAgrees(Array(bytes[cut...]), "\(name) from \(cut)")
                assertAgrees(Array(bytes[..<cut]), "\(name) up to \(cut)")
            }
        }
    }
}
