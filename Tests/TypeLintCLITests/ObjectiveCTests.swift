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
        XCTAssertTrue(lines.contains { $0.hasPrefix("V.m:3:27: error: fixed 9pt; use `[UIFont preferredFontForTextStyle:UIFontTextStyleCaption2]` (11pt)") && $0.hasSuffix("[raw-font-size]") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("V.m:3:52: error: 9pt, below the 11pt minimum") }, result.stdout)
    }

    /// Nesting far deeper than hand-written code has, which once overflowed libclang's parser stack, is linted like
    /// any other file: the lexer and the light parser use no recursion.
    /// A terminal's ^C goes to the whole process group, the libclang workers with it: they leave the ending to the run,
    /// which closes their sockets, and each removes the precompiled prelude it wrote. Nothing is left in `TMPDIR`.
    func testAnInterruptedRunLeavesNoPrecompiledPrelude() throws {
        let sources = directory.appendingPathComponent("objc"), temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        for i in 0..<2000 {
            try Data("#import <UIKit/UIKit.h>\n#define FONT(x) [UIFont systemFontOfSize:x]\n@implementation A\(i)\n- (void)f { UILabel *l; l.font = FONT(9); }\n@end\n"
                .utf8).write(to: sources.appendingPathComponent("A\(i).m"))
        }
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["--quiet", sources.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        func preludes() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasSuffix(".pch") } }
        let deadline = Date().addingTimeInterval(60)
        while preludes().isEmpty, process.isRunning, Date() < deadline { usleep(10_000) }
        guard process.isRunning, !preludes().isEmpty else {
            process.waitUntilExit()
            throw XCTSkip("no precompiled prelude was written while the run lasted (libclang not loadable here?)")
        }
        // To the group, as a terminal sends it, when the run leads one (as Foundation starts it); to the run alone if not.
        if kill(-process.processIdentifier, SIGINT) != 0 { kill(process.processIdentifier, SIGINT) }
        process.waitUntilExit()
        XCTAssertTrue(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT || process.terminationStatus == 130,
                      "\(process.terminationReason) \(process.terminationStatus)")
        // The workers end once their sockets close; give them a moment.
        let settled = Date().addingTimeInterval(10)
        while !preludes().isEmpty, Date() < settled { usleep(50_000) }
        XCTAssertEqual(preludes(), [])
    }

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

    /// Macros that double at each step would take clang all the memory there is: the worker stops at its limit, long
    /// before the time a file is given, and the file is linted by its tokens.
    func testAMacroThatExpandsWithoutEndIsLintedWithoutClang() throws {
        let bomb = "#define A0(x) x x\n" + (1..<40).map { "#define A\($0)(x) A\($0 - 1)(x) A\($0 - 1)(x)\n" }.joined()
            + "#define FONT(s) [UIFont systemFontOfSize:(s)]\n@implementation A\n- (void)x {\n    A39(1);\n"
            + "    self.l.font = [UIFont systemFontOfSize:10];\n    self.m.font = FONT(9);\n}\n@end\n"
        try Data(bomb.utf8).write(to: directory.appendingPathComponent("Bomb.m"))
        let started = Date()
        let result = try BinaryRunner.run(["--quiet", "--require-objc", "--relative-paths", "Bomb.m"], in: directory)
        XCTAssertLessThan(Date().timeIntervalSince(started), 8, "the worker ran until its time was up")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Bomb.m:45:19: error: fixed 10pt"), result.stdout)
        XCTAssertTrue(result.stderr.contains("Bomb.m: libclang"), result.stderr)
    }

    /// libclang is given the file with every directive that would open another file blanked, however it is spelled, and
    /// every question about a file answered: a FIFO (or `/dev/zero`) named by one would hold the worker until its time is
    /// up. Each file still gets its findings.
    func testNoSpellingOfAnIncludeMakesLibclangOpenAFile() throws {
        guard mkfifo(directory.appendingPathComponent("fifo.h").path, 0o644) == 0 else { throw XCTSkip("no FIFO here") }
        let spellings = ["%:include \"fifo.h\"", "#inc\\\nlude \"fifo.h\"", "# /* a note */ include \"fifo.h\"",
                         "#define HEADER \"fifo.h\"\n#include HEADER", "#include_next \"fifo.h\"", "%:import <fifo.h>",
                         "#if __has_include(\"fifo.h\")\n#endif", "#if defined(X) || __has_include_next (<fifo.h>)\n#endif",
                         "#pragma GCC dependency \"fifo.h\"", "_Pragma(\"GCC dependency \\\"fifo.h\\\"\")",
                         "#define DEPENDS _Pragma(\"GCC dependency \\\"fifo.h\\\"\")\nDEPENDS",
                         "#if __has_include /* a note */ (\"fifo.h\")\n#endif", "#if __has_inc\\\nlude(\"fifo.h\")\n#endif",
                         "_Pragma /**/ (\"GCC dependency \\\"fifo.h\\\"\")", "_Pra\\\ngma(\"GCC dependency \\\"fifo.h\\\"\")",
                         "#define CAT(a, b) a##b\n#if CAT(__has_, include)(\"fifo.h\")\n#endif",
                         "#define HAS __has_include\n#if HAS(\"fifo.h\")\n#endif", "#import \"Queries.h\"",
                         "int a;\r#include \"fifo.h\"", "\t\u{0} # include \"fifo.h\"", "/\\\n* a note */ #include \"fifo.h\"",
                         "#inc\\ \nlude \"fifo.h\""]
        // A header's directives reach clang in its digest: blanked as the file's are.
        try Data("#define JOIN(a, b) a ## b\n#if JOIN(__has_, include_next)(<fifo.h>)\n#endif\n#include_next \"fifo.h\"\n"
            .utf8).write(to: directory.appendingPathComponent("Queries.h"))
        for (index, spelling) in spellings.enumerated() {
            try Data("#import <UIKit/UIKit.h>\n\(spelling)\n#define SIZE(x) (x + 1)\n@implementation V\(index)\n"
                .appending("- (void)f { self.l.font = [UIFont systemFontOfSize:SIZE(9)]; }\n@end\n").utf8)
                .write(to: directory.appendingPathComponent("Include\(index).m"))
        }
        let started = Date()
        let result = try BinaryRunner.run(["--quiet", "--require-objc", "--relative-paths"] + spellings.indices.map { "Include\($0).m" },
                                          in: directory, timeLimit: 120)
        XCTAssertLessThan(Date().timeIntervalSince(started), 8, "a worker waited on the FIFO: \(result.stderr)")
        for index in spellings.indices {
            XCTAssertTrue(result.stdout.contains("Include\(index).m:") && result.stdout.contains("10pt"), "\(spellings[index]): \(result.stdout)")
        }
        XCTAssertFalse(result.stderr.contains("libclang"), result.stderr)
    }

    /// Prefix operators and casts by the hundred thousand would take clang's stack: a file with them, though its macros
    /// are clang's to read, is linted by its tokens alone, and quickly.
    func testChainsOfPrefixOperatorsAndCastsAreNotGivenToClang() throws {
        let head = "#define FONT(s) [UIFont systemFontOfSize:(s)]\n@implementation A\n- (void)x {\n    self.m.font = FONT(9);\n"
            + "    self.l.font = [UIFont systemFontOfSize:10];\n"
        for (name, chain) in [("Not.m", String(repeating: "!", count: 400_000) + "1"), ("Minus.m", String(repeating: "- ", count: 100_000) + "1"),
                              ("Casts.m", String(repeating: "(id)", count: 100_000) + "1")] {
            try Data((head + "    id c = \(chain);\n}\n@end\n").utf8).write(to: directory.appendingPathComponent(name))
            let result = try BinaryRunner.run(["--quiet", "--require-objc", "--relative-paths", name], in: directory)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertEqual(result.stderr, "", name)
            XCTAssertTrue(result.stdout.contains("\(name):5:19: error: fixed 10pt"), result.stdout)
        }
    }

    /// Without libclang the tokens do everything: one notice says what is lost (only where a file needed clang), and
    /// `--require-objc` makes a missing libclang an error, in one line.
    func testWithoutLibclangTheTokensLintAndOneNoticeSaysWhatIsLost() throws {
        try Data("""
            #import "Theme.h"
            @implementation W
            - (void)x { self.l.font = [UIFont systemFontOfSize:kSmall]; self.m.font = [UIFont systemFontOfSize:kSmall]; }
            @end

            """.utf8).write(to: directory.appendingPathComponent("W.m"))
        try Data("#define kSmall 9\n".utf8).write(to: directory.appendingPathComponent("Theme.h"))
        let environment = ["TYPELINT_LIBCLANG": "/nonexistent/libclang.so", "PATH": "/usr/bin:/bin"]
        var result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: directory, environment: environment)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }.sorted(),
                       ["S.swift", "V.m", "V.m", "W.m", "W.m"], result.stdout)
        XCTAssertEqual(result.stderr, "typelint: libclang not found (set TYPELINT_LIBCLANG to its path); /nonexistent/libclang.so: no such file: "
                       + "Objective-C is linted without clang (macros, header constants and types unknown)\n")
        result = try BinaryRunner.run(["--quiet", "--require-objc", "--relative-paths", "."], in: directory, environment: environment)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "typelint: --require-objc: libclang not found (set TYPELINT_LIBCLANG to its path); /nonexistent/libclang.so: no such file\n")
    }

    /// Through libclang's worker: a header's macros and constants are seen where they are used, with the size the use
    /// gives, and a local `UILabel *` with a text style is a label; staged and stdin runs read the same.
    func testMacrosHeaderConstantsAndLocalLabelsThroughLibclang() throws {
        try Data("""
            #define kTitleFontSize 9
            static const CGFloat kBodySize = 8.0;
            #define APP_FONT(s) [UIFont fontWithName:@"Avenir-Book" size:(s)]

            """.utf8).write(to: directory.appendingPathComponent("Theme.h"))
        let view = """
            #import "Theme.h"
            @implementation View
            - (void)viewDidLoad {
                self.a.font = [UIFont systemFontOfSize:kTitleFontSize];
                self.b.font = [UIFont systemFontOfSize:kBodySize weight:UIFontWeightUltraLight];
                self.c.font = APP_FONT(10);
                UILabel *label = [UILabel new];
                label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                [label.heightAnchor constraintEqualToConstant:22].active = YES;
            }
            @end

            """
        try Data(view.utf8).write(to: directory.appendingPathComponent("View.m"))
        let result = try BinaryRunner.run(["--quiet", "--require-objc", "--relative-paths", "View.m"], in: directory)
        XCTAssertEqual(result.stderr, "")
        let found = result.stdout.split(separator: "\n").map { line in
            line.split(separator: " ").first.map(String.init)! + " " + String(line.split(separator: "[").last!.dropLast())
        }
        XCTAssertEqual(found, ["View.m:4:19: raw-font-size", "View.m:4:44: min-font-size", "View.m:5:19: raw-font-size",
                               "View.m:5:44: min-font-size", "View.m:5:61: forbidden-font-weight", "View.m:6:19: raw-font-size",
                               "View.m:6:28: min-font-size", "View.m:9:25: fixed-text-height"], result.stdout)
        XCTAssertTrue(result.stdout.contains("View.m:6:19: error: fixed 10pt from `APP_FONT`;"), result.stdout)
        let stdin = try BinaryRunner.run(["--quiet", "--relative-paths", "--stdin-path", "View.m"], stdin: Data(view.utf8), in: directory)
        XCTAssertEqual(stdin.stdout, result.stdout)
    }
}
