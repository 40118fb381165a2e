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

    /// Brackets nested deeper than libclang's parser stack allows are reported, not parsed (issue 16, item 4):
    /// the run and the other files survive.
    func testDeepObjectiveCNestingIsAnErrorNotACrash() throws {
        let deep = "void f(void) { int x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
            + "; }\n@implementation A\n- (void)x { self.l.font = [UIFont systemFontOfSize:10]; }\n@end\n"
        try Data(deep.utf8).write(to: directory.appendingPathComponent("Deep.m"))
        let result = try BinaryRunner.run(["--relative-paths", "."], in: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("typelint: Deep.m: brackets nested deeper than 10000"), result.stderr)
        XCTAssertTrue(result.stdout.contains("S.swift:1:"), "the other files are linted: \(result.stdout)")
    }

    /// Nesting under that limit, and chains of unary operators or casts that no bracket count sees, once
    /// overflowed the stack of libclang's parser at about 2,000 levels (found by Tools/fuzz.py): libclang now
    /// only lexes, and the findings after them are still reported.
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

    /// Without libclang: one notice, Objective-C skipped, Swift still linted; --require-objc fails.
    func testWithoutLibclangObjectiveCIsSkippedWithANotice() throws {
        let environment = ["TYPELINT_LIBCLANG": "/nonexistent/libclang.so", "PATH": "/usr/bin:/bin"]
        var result = try BinaryRunner.run(["--relative-paths", "."], in: directory, environment: environment)
        XCTAssertEqual(result.status, 1)  // the Swift file's finding
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(result.stdout.hasPrefix("S.swift:1:"), result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: skipped 1 Objective-C file: libclang not found (set TYPELINT_LIBCLANG"),
                      result.stderr)
        result = try BinaryRunner.run(["--require-objc", "--relative-paths", "."], in: directory, environment: environment)
        XCTAssertEqual(result.status, 2)
        // The error names the file that was not linted (issue 16, item 10).
        XCTAssertTrue(result.stderr.contains(".m: not linted: libclang not found"), result.stderr)
    }

    func testExplicitLibclangPathIsUsedFirst() throws {
        let toolchainClang = try XCTUnwrap(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) })
            .resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/libclang.so")
        let result = try BinaryRunner.run(["--quiet", "V.m"], in: directory,
                                          environment: ["TYPELINT_LIBCLANG": toolchainClang.path, "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2, result.stderr)
    }
}
