import Foundation
import TypeLintRules
import TypeLintSyntax
import TestSupport
import XCTest

/// The whole pipeline — lexer, parser, font resolution, rules, suppressions — on input that breaks
/// naive tools: it must finish without a crash (debug builds trap on any out-of-range index).
final class LinterRobustnessTests: XCTestCase {
    let linter = Linter(profile: try! ProfileLoader.load("root"))

    func lint(_ source: String) {
        _ = linter.lint(SourceFile(path: "fuzz.swift", bytes: Array(source.utf8)))
    }

    func testDeepNesting() {
        let depth = 20_000
        lint(String(repeating: "Text(", count: depth) + String(repeating: ")", count: depth))
        lint(String(repeating: "VStack { ", count: depth) + "Text(\"x\").bold()" + String(repeating: " }.font(.body)", count: depth))
        lint(String(repeating: "Text(\"\\(", count: depth) + "x" + String(repeating: ")\")", count: depth))
        lint(String(repeating: "#if os(iOS)\n", count: depth) + "let f = Font.system(size: 9)\n")
        // A face's name chosen by a chain of choices, and a getter of nothing but `return`s: each read one level at a time.
        lint("let c = true\nlet face = " + String(repeating: "c ? \"Ab\" : ", count: depth) + "\"Ab\"\nlet f = Font.custom(face, size: 12)\n")
        lint("enum E { case a\n var name: String { " + String(repeating: "return ", count: depth) + "\"Ab\" }\n}\n"
             + "let f = Font.custom(E.a.name, size: 12)\n")
    }

    /// Sizes beyond Int's range used to trap where a message printed them as a whole number.
    func testHugeSizesAreReportedNotFatal() throws {
        let source = """
            let a = Text("x").font(.system(size: 1e19))
            let b = Text("x").font(.system(size: 1e400))
            let c = UIFont.systemFont(ofSize: 0x1p63)
            let d = Font.system(size: 1_0000_0000_0000_0000_000)
            """
        let findings = linter.lint(SourceFile(path: "huge.swift", bytes: Array(source.utf8)))
        XCTAssertEqual(findings.filter { $0.ruleID == "raw-font-size" }.map(\.start.line), [1, 2, 3, 4])
        XCTAssertTrue(findings[0].message.contains("1e+19pt"), findings[0].message)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json")
        try #"{"name": "huge", "extends": "root", "minimumSize": {"iOS": 1e19}}"#.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let profile = try ProfileLoader.load(path.path)
        let small = Linter(profile: profile).lint(SourceFile(path: "s.swift", bytes: Array("let f = Font.system(size: 12)".utf8)))
        XCTAssertTrue(small.contains { $0.ruleID == "min-font-size" && $0.message.contains("1e+19pt minimum") })
    }

    /// Every fixture cut off at many points: unterminated strings, chains and `#if`s.
    func testCutOffFixtures() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".swift") {
            let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
            for cut in stride(from: 0, to: bytes.count, by: 53) {
                _ = linter.lint(SourceFile(path: name, bytes: Array(bytes[..<cut])))
            }
        }
    }

    /// Random sequences of the tokens the rules look for.
    func testTokenSoup() {
        let pieces = ["Text(", "\"a \\(", ")", ".font(", ".system(size:", "9", "{", "}", "HStack", "+", ".bold()",
                      "#if os(iOS)", "#else", "#endif", "/*", "*/", "\"\"\"", "\n", ".weight(", ".light", "let x: CGFloat =",
                      "static let", "extension Font", "[", "]", ",", ":", "#\"", "\"#", "UIFont(name:", "size:",
                      ".minimumScaleFactor(", "0.1", "// typelint:disable:next", "-- why", "all", "Font.", "?", "??", "!"]
        var generator = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let count = Int(generator.next() % 300) + 1
            lint((0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined(separator: " "))
        }
    }
}
