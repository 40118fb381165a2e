import Foundation
import XCTest

final class ObjectiveCTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try makeScratchDirectory()
        try Data("""
            #import <UIKit/UIKit.h>
            @implementation V
            - (void)x { self.l.font = [UIFont systemFontOfSize:9]; }
            @end

            """.utf8).write(to: directory.appendingPathComponent("V.m"))
        try Data("let f = Font.system(size: 17)\n".utf8).write(to: directory.appendingPathComponent("S.swift"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func testObjectiveCIsLintedWithTheSameRules() throws {
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: directory)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdout + result.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("V.m:3:27: error: fixed 9pt; use `UIFontTextStyleCaption2` (11pt)") && $0.hasSuffix("[raw-font-size]") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("V.m:3:52: error: 9pt, below the 11pt minimum") }, result.stdout)
    }

    /// Nesting far deeper than hand-written code has, which once overflowed libclang's parser stack, is linted like
    /// any other file: the lexer and the light parser use no recursion.
    func testDeepObjectiveCNestingIsLinted() throws {
        let deep = "void f(void) { int x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
            + "; }\n@implementation A\n- (void)x { self.l.font = [UIFont systemFontOfSize:10]; }\n@end\n"
        try Data(deep.utf8).write(to: directory.appendingPathComponent("Deep.m"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let files = result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }
        XCTAssertEqual(files.filter { $0 == "Deep.m" }.count, 2, result.stdout)
        XCTAssertTrue(files.contains("S.swift"), "the other files are linted: \(result.stdout)")
    }

    /// Unbalanced nesting and chains of unary operators or casts (found by Tools/fuzz.py when libclang parsed
    /// Objective-C) leave the findings after them reported.
    func testFileScopeNestingAndOperatorChainsAreLinted() throws {
        let nested = "UIFont *f;\nid a = " + String(repeating: "(", count: 9_000) + "1" + String(repeating: ")", count: 9_000) + ";\n"
            + "id b = " + String(repeating: "[", count: 9_000) + "\n"
        let chains = "id c = " + String(repeating: "!", count: 400_000) + "1;\nid d = " + String(repeating: "(id)", count: 100_000) + "1;\n"
        let after = "@implementation A\n- (void)x { self.l.font = [UIFont systemFontOfSize:10]; }\n@end\n"
        try Data((nested + chains + after).utf8).write(to: directory.appendingPathComponent("Deep.m"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "Deep.m"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.prefix { $0 != " " } }, ["Deep.m:7:27:", "Deep.m:7:52:"], result.stdout)
    }

    /// Objective-C needs no libclang: with none to be found, and `--require-objc` (which once made a missing libclang
    /// an error) still accepted, every file is linted.
    func testObjectiveCIsLintedWithoutLibclang() throws {
        let environment = ["TYPELINT_LIBCLANG": "/nonexistent/libclang.so", "PATH": "/usr/bin:/bin"]
        for arguments in [["--quiet", "--relative-paths", "."], ["--quiet", "--require-objc", "--relative-paths", "."]] {
            let result = try BinaryRunner.run(arguments, in: directory, environment: environment)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertEqual(result.stderr, "")
            XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }.sorted(), ["S.swift", "V.m", "V.m"], result.stdout)
        }
    }
}
