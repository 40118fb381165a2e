import TestSupport
import TypeLintRules
import XCTest

/// A configuration's globs, looked up by their literal runs, match exactly the paths that trying each glob matches.
final class GlobsTests: XCTestCase {
    func testLookedUpGlobsAgreeWithTryingEachOnRandomPatterns() {
        var random = SplitMix64(seed: 11)
        let pieces = ["**/", "/**", "*", "?", "[ab]", "[!x]", "Gen", "erated", "/", ".swift", "App", "a", "b", "x", "\\*", "Legacy"]
        let names = ["App", "Generated", "Legacy", "a", "b", "ab", "x", "Gen", "V.swift", "a.swift", "Generated.swift", "*"]
        for _ in 0..<40 {
            let patterns = (0..<Int.random(in: 17...60, using: &random)).map { _ in
                (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let globs = Globs(patterns)
            for _ in 0..<60 {
                let path = (0..<Int.random(in: 1...4, using: &random)).map { _ in names.randomElement(using: &random)! }
                    .joined(separator: "/")
                XCTAssertEqual(globs.matches(path), patterns.contains { Globs.matches($0, path) }, "\(path) against \(patterns)")
            }
        }
    }

    func testThousandsOfGlobsFindTheOneThatMatches() {
        let globs = Globs((0..<40_000).map { "**/Legacy\($0)/**/*.swift" })
        XCTAssertTrue(globs.matches("App/Legacy39999/Old/V.swift"))
        XCTAssertFalse(globs.matches("App/Legacy40000/Old/V.swift"))
        XCTAssertFalse(globs.matches("App/Current/V.swift"))
    }
}
