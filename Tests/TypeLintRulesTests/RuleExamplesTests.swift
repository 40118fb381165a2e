import TypeLintRules
import TypeLintSyntax
import XCTest

/// Runs every rule's documented examples as tests, under the default profile.
final class RuleExamplesTests: XCTestCase {
    let linter = Linter(profile: try! ProfileLoader.load("root"))

    /// The example without its `↓` markers, and the byte offsets the markers stood at.
    func unmark(_ example: String) -> (source: String, offsets: [Int]) {
        var source = ""
        var offsets: [Int] = []
        for character in example {
            if character == "↓" { offsets.append(source.utf8.count) } else { source.append(character) }
        }
        return (source, offsets)
    }

    func offsets(of rule: String, in source: String) -> [Int] {
        linter.lint(SourceFile(path: "example.swift", bytes: Array(source.utf8)))
            .filter { $0.ruleID == rule && $0.suppressionReason == nil }.map(\.byteRange.lowerBound)
    }

    func testEveryRuleHasExamples() {
        for rule in RuleRegistry.descriptions {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, rule.id)
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, rule.id)
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
        }
    }

    func testTriggeringExamplesFlagExactlyTheMarkedPlaces() {
        for rule in RuleRegistry.descriptions {
            for example in rule.triggeringExamples {
                let (source, expected) = unmark(example)
                XCTAssertFalse(expected.isEmpty, "\(rule.id): example has no ↓ marker: \(example)")
                XCTAssertEqual(offsets(of: rule.id, in: source), expected, "\(rule.id): \(example)")
                // The same code after a line of multi-byte characters: offsets move by its length.
                let prefix = "let café = \"🎉 日本\"\n"
                XCTAssertEqual(offsets(of: rule.id, in: prefix + source), expected.map { $0 + prefix.utf8.count },
                               "\(rule.id) after multi-byte text: \(example)")
            }
        }
    }

    func testNonTriggeringExamplesFlagNothing() {
        for rule in RuleRegistry.descriptions {
            for example in rule.nonTriggeringExamples {
                XCTAssertEqual(offsets(of: rule.id, in: example), [], "\(rule.id): \(example)")
            }
        }
    }

    /// The prefilter must never skip a file a rule could flag: every triggering example is in scope.
    func testEveryTriggeringExampleIsRelevant() {
        for rule in RuleRegistry.descriptions {
            for example in rule.triggeringExamples {
                let bytes = Array(unmark(example).source.utf8)
                XCTAssertTrue(bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings), "\(rule.id): \(example)")
            }
        }
        let unrelated = Array("struct Account: Codable { let id: UUID; var height: Double }\n".utf8)
        XCTAssertFalse(unrelated.withUnsafeBufferPointer(Relevance.mayHaveFindings))
    }

    /// Rule text inside a comment or a string literal is not code.
    func testTriggeringExamplesInCommentsAndStringsFlagNothing() {
        for rule in RuleRegistry.rules.map({ $0.description }) {
            for example in rule.triggeringExamples {
                let (source, _) = unmark(example)
                XCTAssertEqual(offsets(of: rule.id, in: "/*\n\(source)\n*/"), [], "\(rule.id) in a comment: \(example)")
                XCTAssertEqual(offsets(of: rule.id, in: "let s = #\"\"\"\n\(source)\n\"\"\"#"), [], "\(rule.id) in a string: \(example)")
            }
        }
    }

    /// A `disable:next` comment with a reason silences each triggering example.
    func testSuppressionSilencesTriggeringExamples() {
        for rule in RuleRegistry.rules.map({ $0.description }) {
            for example in rule.triggeringExamples {
                let (source, _) = unmark(example)
                let suppressed = "// typelint:disable \(rule.id) -- tested exception\n\(source)\n// typelint:enable \(rule.id)"
                let findings = linter.lint(SourceFile(path: "e.swift", bytes: Array(suppressed.utf8)))
                XCTAssertEqual(findings.filter { $0.ruleID == rule.id && $0.suppressionReason == nil }.count, 0,
                               "\(rule.id): \(example)")
                XCTAssertTrue(findings.contains { $0.ruleID == rule.id && $0.suppressionReason == "tested exception" },
                              "\(rule.id): \(example)")
            }
        }
    }
}
