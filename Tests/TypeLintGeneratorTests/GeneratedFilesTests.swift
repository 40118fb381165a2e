import Foundation
import TypeLintGenerator
import XCTest

/// What Tools/generate.sh writes must be what the checkout holds: the registry (from the rule files), the embedded
/// profiles (from Rules/), the prefilter's words, the rule tests, the README's rule table and every rule's page (from
/// the rules' descriptions, as this test's build has them).
final class GeneratedFilesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testRegisteredFilesAreCurrent() throws {
        for path in Generator.stale(try Generator.registered(in: Self.root), in: Self.root) {
            XCTFail("\(path) is stale: run Tools/generate.sh")
        }
    }

    func testRenderedFilesAreCurrent() throws {
        for path in Generator.stale(try Generator.rendered(in: Self.root), in: Self.root) {
            XCTFail("\(path) is stale: run Tools/generate.sh")
        }
    }
}
