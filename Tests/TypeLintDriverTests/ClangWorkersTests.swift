import Dispatch
import Foundation
@testable import TypeLintDriver
@testable import TypeLintObjC
import XCTest

final class ClangWorkersTests: XCTestCase {
    /// An import finds the header of its spelling nearest the importing file (the longest common start of their paths),
    /// among many of one name; a folder in the spelling narrows them.
    func testAnImportFindsTheNearestHeaderOfItsName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("headers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (folder, size) in [("Kit", 1), ("Feed", 2), ("Feed/Cells", 3), ("Feed/Cells/Old", 4)] + (0..<300).map({ ("Many/M\($0)", 100 + $0) }) {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            try Data("#define SIZE \(size)\n".utf8).write(to: URL(fileURLWithPath: "\(root)/\(folder)/Theme.h"))
        }
        let headers = ProjectHeaders()
        func digest(_ file: String, _ spelling: String) -> String {
            headers.digest(forFileAt: "\(root)/\(file)", bytes: Array("#import \"\(spelling)\"\n".utf8), root: root)
        }
        XCTAssertTrue(digest("Feed/Cells/Row.m", "Theme.h").contains("SIZE 3"), digest("Feed/Cells/Row.m", "Theme.h"))
        XCTAssertTrue(digest("Feed/List.m", "Theme.h").contains("SIZE 2"))
        XCTAssertTrue(digest("Kit/Button.m", "Theme.h").contains("SIZE 1"))
        XCTAssertTrue(digest("Many/M7/View.m", "Theme.h").contains("SIZE 107"))
        XCTAssertTrue(digest("Many/M250/View.m", "Theme.h").contains("SIZE 350"))
        XCTAssertTrue(digest("Many/Top.m", "Theme.h").contains("SIZE 100"), "of the shallowest, the first by bytes: M0")
        XCTAssertTrue(digest("Top.m", "Theme.h").contains("SIZE 2"), "Feed/Theme.h before Kit/Theme.h")
        XCTAssertTrue(digest("Kit/Button.m", "Old/Theme.h").contains("SIZE 4"))
        XCTAssertTrue(digest("Kit/Button.m", "Cells/Theme.h").contains("SIZE 3"))
        XCTAssertEqual(digest("Kit/Button.m", "Gone/Theme.h"), "")
    }

    /// Workers that say hello and then end without answering: each file fails on its own, and a failed worker makes
    /// room for the next, however many fail (the number of workers running at once is bounded).
    func testFailedWorkersMakeRoomForNewOnes() throws {
        let hello = #"printf '\020\000\000\000{"libclang":"x"}'; exit 0"#
        let workers = ClangWorkers(command: ["/bin/sh", "-c", hello], timeout: 5)
        let files = 3 * ProcessInfo.processInfo.activeProcessorCount + 2
        let done = expectation(description: "every file answered")
        let outcomes = Outcomes()
        var parse = ClangAnalyzer.Questions()
        parse.mustParse = true
        let questions = parse
        DispatchQueue.global().async {
            for _ in 0..<files {
                let request = ClangAnalyzer.Request(path: "/nonexistent/A.m", root: nil, cPlusPlus: false, platform: "iOS",
                                                    questions: questions)
                outcomes.add(workers.facts(request, contents: Array("@implementation A\n@end\n".utf8)))
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 60)
        XCTAssertEqual(outcomes.failures, files)
        workers.shutDown()
    }

    /// A directive of thousands of tokens (`#define kSize (1+1+…)`) is no font's size: a header's digest leaves it out, and
    /// a file given to clang has it blanked, so that clang's work on it, which grows with the square of its length, is not
    /// paid by every file that imports it. Shorter directives, and the rest of the file, are kept.
    func testAnEndlessDirectiveIsNotGivenToClang() {
        let endless = "#define kSize (" + Array(repeating: "1", count: 5_000).joined(separator: "+") + ")\n"
        let header = "#define kTitle 17\n" + endless + "#define kBody \\\n  15\n"
        let digest = HeaderDigest.digest(Array(header.utf8)).text
        XCTAssertEqual(digest, "#define kTitle 17\n#define kBody \\\n  15\n")
        let file = endless + "@implementation A\n- (void)f { self.l.font = [UIFont systemFontOfSize:kSize]; }\n@end\n"
        let blanked = String(decoding: ClangAnalyzer.blankingUnreadCode(Array(file.utf8), cPlusPlus: false), as: UTF8.self)
        XCTAssertEqual(blanked.utf8.count, file.utf8.count)
        XCTAssertTrue(blanked.hasPrefix(String(repeating: " ", count: endless.utf8.count - 1) + "\n@implementation A\n"), blanked)
        XCTAssertTrue(blanked.contains("systemFontOfSize:kSize"))
    }

    /// Workers that never answer: the run's first files wait out the timeout, then its other files are read without
    /// libclang; the next run asks it again, but not of a file it was slow on, until told to forget them.
    func testARunStopsAskingLibclangAfterItsTimeouts() throws {
        let hello = #"printf '\020\000\000\000{"libclang":"x"}'; exec cat > /dev/null"#
        let workers = ClangWorkers(command: ["/bin/sh", "-c", hello], timeout: 0.3, maximumRunning: 1)
        var parse = ClangAnalyzer.Questions()
        parse.mustParse = true
        let questions = parse
        func reason(_ name: String) -> String {
            let request = ClangAnalyzer.Request(path: "/nonexistent/\(name).m", root: nil, cPlusPlus: false, platform: "iOS",
                                                questions: questions)
            if case .failed(let reason) = workers.facts(request, contents: Array("@implementation A\n@end\n".utf8)) { return reason }
            return "answered"
        }
        workers.beginRun()
        let reasons = (0..<ClangWorkers.timeoutsPerRun + 2).map { reason("A\($0)") }
        XCTAssertEqual(reasons.filter { $0.hasPrefix("libclang gave no answer") }.count, ClangWorkers.timeoutsPerRun, "\(reasons)")
        XCTAssertEqual(reasons.suffix(2), Array(repeating: "libclang not asked: 3 files of this run took it longer than 0.3 s", count: 2))
        workers.beginRun()
        XCTAssertTrue(reason("B").hasPrefix("libclang gave no answer"))
        XCTAssertEqual(reason("A0"), "libclang not asked: it took longer than 0.3 s on this file before")
        workers.forgetSlowFiles()
        XCTAssertTrue(reason("A0").hasPrefix("libclang gave no answer"))
        workers.shutDown()
    }

    /// Two workers at once (each says hello late, so that both start), then the end of the run: each sees its requests
    /// end and stops at once, though the second was started while the first's socket was open.
    func testEachWorkerEndsWhenTheRunCloses() throws {
        let hello = #"sleep 0.2; printf '\020\000\000\000{"libclang":"x"}'; exec cat > /dev/null"#
        let workers = ClangWorkers(command: ["/bin/sh", "-c", hello], timeout: 5, maximumRunning: 2)
        let loaded = expectation(description: "both loaded")
        loaded.expectedFulfillmentCount = 2
        for _ in 0..<2 {
            DispatchQueue.global().async {
                XCTAssertNil(workers.load())
                loaded.fulfill()
            }
        }
        wait(for: [loaded], timeout: 30)
        let started = Date()
        workers.shutDown()
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5, "a worker waited for the end of its requests")
    }

    /// A name clang could not know either (declared in a header whose value is elsewhere, used, defined nowhere) starts
    /// no worker; one a header or the file gives a value does.
    func testOnlyNamesGivenAValueAreAskedOfClang() throws {
        let header = Array("""
            extern CGFloat const kDateSize;
            #define kTitleSize 9
            #define FONT(s) [UIFont systemFontOfSize:(s)]
            typedef NS_ENUM(NSInteger, Badge) { BadgeSmall, BadgeLarge };
            static const CGFloat kBodySize = 8;

            """.utf8)
        let file = Array("self.a.font = [UIFont systemFontOfSize:kUsed], [UIFont systemFontOfSize:kDateSize];\n#define kLocal 3\n".utf8)
        func asks(_ names: [String]) -> Bool {
            var questions = ClangAnalyzer.Questions()
            questions.names = names
            return ClangAnalyzer.mayKnow(questions, digest: String(decoding: header, as: UTF8.self), contents: file, cPlusPlus: false)
        }
        XCTAssertFalse(asks(["kDateSize"]))
        XCTAssertFalse(asks(["kUsed", "UIFont"]))
        for name in ["kTitleSize", "FONT", "BadgeSmall", "BadgeLarge", "kBodySize", "kLocal", "MAX"] { XCTAssertTrue(asks([name]), name) }
    }

    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var failures: Int { lock.withLock { count } }
        func add(_ outcome: ClangWorkers.Outcome) {
            guard case .failed = outcome else { return }
            lock.withLock { count += 1 }
        }
    }
}
