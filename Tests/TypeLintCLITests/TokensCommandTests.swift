import Foundation
import XCTest

final class TokensCommandTests: XCTestCase {
    func testPrintsOneLinePerTokenAfterThePath() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.swift")
        try Data("let s = \"a\\(b)\" // c\n#if os(iOS)\nx /= #/r/#\n#endif\n".utf8).write(to: file)

        let result = try BinaryRunner.run(["tokens", file.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, """
        # \(file.path)
        0 3 word
        4 5 word
        6 7 operator
        8 12 string
        12 13 word
        13 15 string
        16 20 comment
        21 24 directive
        25 27 word
        27 28 punct
        28 31 word
        31 32 punct
        33 34 word
        35 37 operator
        38 43 regex
        44 50 directive

        """)
    }

    /// Objective-C files get Objective-C's lexer: `@` and `#` stand alone, `'` quotes a character, `->` is one operator.
    func testObjectiveCFilesAreLexedAsObjectiveC() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a.m")
        try Data("#define k 9 // c\nid s = @\"a\"; c = 'x'; p->f;\n".utf8).write(to: file)
        let result = try BinaryRunner.run(["tokens", file.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ").last! }, [
            "punct", "word", "word", "number", "comment", "word", "word", "operator", "punct", "string", "punct",
            "word", "operator", "string", "punct", "word", "operator", "word", "punct",
        ])
    }

    func testUnreadableFileIsReportedAndTheRestStillPrinted() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("b.swift")
        try Data("x".utf8).write(to: file)
        let missing = directory.appendingPathComponent("missing.swift").path

        let result = try BinaryRunner.run(["tokens", missing, file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: \(missing): cannot read file (No such file or directory)\n")
        XCTAssertEqual(result.stdout, "# \(file.path)\n0 1 word\n")
    }

    func testNoFileIsAUsageError() throws {
        let result = try BinaryRunner.run(["tokens"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("usage:"))
    }
}
