import Dispatch
import Foundation
import LibClangOracle
import TypeLintObjC
import TypeLintSyntax
import XCTest

/// `ObjCLexer` against clang's own lexer (libclang, loaded with dlopen): the same tokens, boundaries and
/// kinds, on the fixtures, on literals and punctuation real code has, and on the folders named by
/// `TYPELINT_OBJC_ORACLE` (colon-separated; public apps, for a run by hand).
final class ObjCLexerOracleTests: XCTestCase {
    static let cases = [
        "@implementation A\n- (void)f { self.label.font = [UIFont systemFontOfSize:17.5f weight:UIFontWeightBold]; }\n@end\n",
        "#import <UIKit/UIKit.h>\n#define kSmall 9\nstatic const CGFloat kBig = -10.0;\n",
        "NSString *s = @\"a \\\" b\"; char c = '\\''; wchar_t *w = L\"wide\"; const char *u = u8\"x\";\n",
        "x = 0x1p-3 + 1e+10 + .5 + 1.f + 0xFFull + 077; y = a->b; z = a...b; w <<= 2; v >>= 1; u != t && s || !r;\n",
        "// a comment \\\n still the comment\n/* block /* not nested */ int after;\n",
        "#define MACRO(a, b) \\\n  ((a) ## (b))\n#if 0\n  unbalanced ( [ {\n#endif\n",
        "id x = @{@\"key\": @[@1, @YES]}; SEL s = @selector(foo:bar:); x = a ? b : c; x = ~y % 3 ^ 1;\n",
        "int naïve = 1; NSString *s = @\"héllo 🙂\";\n",
        "x = a → b — c\u{00A0}d;\n",
        "int r = R'x' + uR'y' + LR'z'; const char *raw = R\"(a \" b)\";\n",
    ]
    static let cPlusPlusCases = [
        "class C { public: int f() { return [obj count]; } }; std::vector<int> v; auto p = &C::f; x->*m; x.*m;\n",
        "auto r = R\"abc(raw \" ) still )abc\"; int big = 1'000'000; auto s = u8R\"(x)\";\n",
    ]

    /// libclang is looked for beside the `swift` of a folder PATH names absolutely; a relative entry (`.`, `tools`) is the
    /// folder typelint runs in, the repository it lints, whose library it must not load.
    func testLibclangIsNotLookedForThroughARelativePathEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tools"), withIntermediateDirectories: true)
        let swift = folder.appendingPathComponent("tools/swift").path
        XCTAssertTrue(FileManager.default.createFile(atPath: swift, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        let planted = folder.appendingPathComponent("lib/libclang.so").path
        XCTAssertTrue(LibClang.candidates(environment: ["PATH": folder.path + "/tools"]).contains(planted))
        let previous = FileManager.default.currentDirectoryPath
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        for path in ["tools", "./tools", "tools::/usr/bin"] {
            XCTAssertFalse(LibClang.candidates(environment: ["PATH": path]).contains { $0.hasPrefix(folder.resolvingSymlinksInPath().path) }, path)
        }
    }

    func testTheLexerAgreesWithClangOnTheCases() throws {
        let clang = try loadedClang()
        for source in Self.cases { try compare(Array(source.utf8), cPlusPlus: false, clang, "case: \(source)") }
        for source in Self.cases + Self.cPlusPlusCases { try compare(Array(source.utf8), cPlusPlus: true, clang, "C++ case: \(source)") }
    }

    func testTheLexerAgreesWithClangOnTheFixturesAndNamedFolders() throws {
        let clang = try loadedClang()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var folders = [root.appendingPathComponent("Fixtures").path]
        folders += (ProcessInfo.processInfo.environment["TYPELINT_OBJC_ORACLE"] ?? "").split(separator: ":").map(String.init)
        var files = 0, tokens = 0
        for folder in folders {
            let walker = FileManager.default.enumerator(atPath: folder)
            while let relative = walker?.nextObject() as? String {
                // typelint lexes only UTF-8 (other files are reported as such).
                guard [".m", ".mm", ".h"].contains(where: relative.hasSuffix),
                      let data = FileManager.default.contents(atPath: folder + "/" + relative),
                      String(validating: data, as: UTF8.self) != nil else { continue }
                let bytes = [UInt8](data)
                try compare(bytes, cPlusPlus: relative.hasSuffix(".mm"), clang, folder + "/" + relative)
                files += 1
                tokens += bytes.count
            }
        }
        XCTAssertGreaterThan(files, 0, "no Objective-C file in \(folders)")
        print("ObjCLexer agrees with libclang on \(files) files (\(tokens) bytes)")
    }

    /// Where the lexer differs on purpose: clang makes an unterminated string an unknown token (punctuation) and
    /// drops an unterminated comment; here the one is a string and the other a comment, so neither is read as code.
    func testUnterminatedLiteralsAndCommentsAreNotCode() throws {
        let clang = try loadedClang()
        let string = Array("NSString *open = @\"unterminated\nint next;\n".utf8)
        let (code, _) = ObjCLexer.tokenizeSeparately(string, cPlusPlus: false)
        let theirs = try XCTUnwrap(clang.tokenize(string, objectiveCPlusPlus: false))
        XCTAssertEqual(code.map(\.range), theirs.map { $0.start..<$0.end })
        XCTAssertEqual(code[5].kind, .string)
        XCTAssertEqual(theirs[5].kind, 0)  // punctuation
        let comment = Array("int a; /* unterminated comment\nint b;\n".utf8)
        let lexed = ObjCLexer.tokenizeSeparately(comment, cPlusPlus: false)
        XCTAssertEqual(lexed.code.map(\.range), try XCTUnwrap(clang.typelintTokens(comment, objectiveCPlusPlus: false)).code.map(\.range))
        XCTAssertEqual(lexed.comments.map(\.range), [7..<comment.count])
    }

    private func loadedClang() throws -> LibClang {
        switch LibClang.load() {
        case .success(let clang): return clang
        case .failure(let error): throw XCTSkip("no libclang to compare with: \(error)")
        }
    }

    private func compare(_ bytes: [UInt8], cPlusPlus: Bool, _ clang: LibClang, _ name: String) throws {
        let expected = try XCTUnwrap(clang.typelintTokens(bytes, objectiveCPlusPlus: cPlusPlus), name)
        let actual = ObjCLexer.tokenizeSeparately(bytes, cPlusPlus: cPlusPlus)
        for (label, mine, theirs) in [("code", actual.code, expected.code), ("comments", actual.comments, expected.comments)] {
            guard let k = (0..<min(mine.count, theirs.count)).first(where: { mine[$0] != theirs[$0] }) ?? (mine.count == theirs.count ? nil : min(mine.count, theirs.count))
            else { continue }
            func show(_ tokens: [Token]) -> String {
                guard k < tokens.count else { return "(none)" }
                let token = tokens[k]
                return "\(token.kind.name) \(token.start)..<\(token.end) \(String(decoding: bytes[token.range], as: UTF8.self).debugDescription)"
            }
            let line = bytes[..<(k < mine.count ? mine[k].start : bytes.count)].filter { $0 == 10 }.count + 1
            XCTFail("\(name): \(label) token \(k) (line \(line)): typelint \(show(mine)), clang \(show(theirs))")
            return
        }
    }

    /// Translation units are kept and re-parsed with the next file's contents: every buffer must still
    /// lex as it does in a unit of its own, whatever came before it, on any thread, in either language.
    func testReusedUnitsLexEachBufferAsAFreshUnitDoes() throws {
        let sources = [
            "@implementation A\n- (void)f { self.label.font = [UIFont systemFontOfSize:17]; }\n@end\n",
            "int x = 1;",
            String(repeating: "static const CGFloat k = 9; // a comment\n", count: 20),
            "#import <UIKit/UIKit.h>\nNSString *s = @\"a \\\" b\";\n",
            "class C { public: int f() { return [obj count]; } };\n",
        ]
        @Sendable func describe(_ tokens: [LibClang.Token]?) -> [String] { (tokens ?? []).map { "\($0.kind) \($0.start)..<\($0.end)" } }
        let reused = try LibClang.load().get()
        let rounds = Array(repeating: sources.indices, count: 6).joined().map { $0 }
        let results = UnsafeMutableBufferPointer<[String]>.allocate(capacity: rounds.count * 2)
        results.initialize(repeating: [])
        defer { results.deallocate() }
        let slots = SendableBuffer(results)
        DispatchQueue.concurrentPerform(iterations: rounds.count * 2) { iteration in
            let bytes = Array(sources[rounds[iteration / 2]].utf8)
            slots.buffer[iteration] = describe(reused.tokenize(bytes, objectiveCPlusPlus: iteration % 2 == 1))
        }
        for (iteration, result) in results.enumerated() {
            let fresh = try LibClang.load().get()  // its own pool: a unit parsed for this buffer alone
            let bytes = Array(sources[rounds[iteration / 2]].utf8)
            XCTAssertEqual(result, describe(fresh.tokenize(bytes, objectiveCPlusPlus: iteration % 2 == 1)), "\(iteration)")
            XCTAssertFalse(result.isEmpty)
        }
    }
}

private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
