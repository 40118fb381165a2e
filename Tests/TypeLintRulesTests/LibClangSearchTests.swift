import Dispatch
import TypeLintObjC
import XCTest

final class LibClangSearchTests: XCTestCase {
    /// The explicit path alone; else the toolchain of the `swift` on PATH, Debian's locations, then
    /// Xcode's and the Command Line Tools'.
    func testSearchOrder() throws {
        let swiftDirectory = try XCTUnwrap(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .first { FileManager.default.isExecutableFile(atPath: $0 + "/swift") })
        XCTAssertEqual(LibClang.candidates(environment: ["TYPELINT_LIBCLANG": "/custom/libclang.so", "PATH": String(swiftDirectory)]),
                       ["/custom/libclang.so"])
        let candidates = LibClang.candidates(environment: ["PATH": String(swiftDirectory)])
        XCTAssertTrue(candidates[0].hasSuffix("/lib/libclang.so"), candidates[0])
        let debian = try XCTUnwrap(candidates.firstIndex { $0.hasPrefix("/usr/lib/x86_64-linux-gnu/libclang") })
        let xcode = try XCTUnwrap(candidates.firstIndex { $0.contains("Xcode.app") })
        XCTAssertLessThan(0, debian)
        XCTAssertLessThan(debian, xcode)
        XCTAssertEqual(candidates.last, "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib")
        XCTAssertEqual(LibClang.candidates(environment: ["PATH": "/nowhere"]).first?.hasPrefix("/usr/lib"), true)
    }

    func testMissingLibraryIsAnErrorNotACrash() {
        guard case .failure(let error) = LibClang.load(candidates: ["/nonexistent/libclang.so"]) else {
            return XCTFail("loaded a library that does not exist")
        }
        XCTAssertEqual(error.description, "libclang not found (set TYPELINT_LIBCLANG to its path); /nonexistent/libclang.so: no such file")
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
