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
}
