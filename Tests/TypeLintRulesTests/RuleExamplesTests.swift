import Foundation
import TypeLintRules
import TypeLintSyntax
import XCTest

/// Runs every rule's documented examples as tests, under the default profile or the example's own configuration.
final class RuleExamplesTests: XCTestCase {
    let linter = Linter(profile: try! ProfileLoader.load("root"))

    /// The linter an example is linted with: its configuration's profile, platforms and rule severities.
    func linter(for example: Example) -> Linter {
        guard let text = example.configuration else { return linter }
        do {
            let configuration = try Configuration(data: Data(text.utf8), path: ".typelint.json").effective
            return Linter(profile: try ProfileLoader.load(configuration.profile ?? "root"),
                          platforms: configuration.platforms.map(Platforms.init(names:)), severityOverrides: configuration.rules)
        } catch {
            XCTFail("\(example.code): its configuration does not load: \(error)")
            return linter
        }
    }

    func findings(of rule: String, in source: String, _ example: Example) -> [Finding] {
        linter(for: example).lint(SourceFile(path: "example.swift", bytes: Array(source.utf8)))
            .filter { $0.ruleID == rule && $0.suppressionReason == nil }
    }

    /// The example without its `↓` markers, and the byte offsets the markers stood at.
    func unmark(_ example: String) -> (source: String, offsets: [Int]) {
        var source = ""
        var offsets: [Int] = []
        for character in example {
            if character == "↓" { offsets.append(source.utf8.count) } else { source.append(character) }
        }
        return (source, offsets)
    }

    func offsets(of rule: String, in source: String, _ example: Example) -> [Int] {
        findings(of: rule, in: source, example).map(\.byteRange.lowerBound)
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
                let (source, expected) = unmark(example.code)
                XCTAssertFalse(expected.isEmpty, "\(rule.id): example has no ↓ marker: \(example)")
                XCTAssertEqual(offsets(of: rule.id, in: source, example), expected, "\(rule.id): \(example)")
                // The same code after a line of multi-byte characters: offsets move by its length.
                let prefix = "let café = \"🎉 日本\"\n"
                XCTAssertEqual(offsets(of: rule.id, in: prefix + source, example), expected.map { $0 + prefix.utf8.count },
                               "\(rule.id) after multi-byte text: \(example)")
            }
        }
    }

    func testNonTriggeringExamplesFlagNothing() {
        for rule in RuleRegistry.descriptions {
            for example in rule.nonTriggeringExamples {
                XCTAssertEqual(offsets(of: rule.id, in: example.code, example), [], "\(rule.id): \(example)")
            }
        }
    }

    /// The prefilter must never skip a file a rule could flag: every triggering example is in scope.
    func testEveryTriggeringExampleIsRelevant() {
        for rule in RuleRegistry.descriptions {
            for example in rule.triggeringExamples {
                let bytes = Array(unmark(example.code).source.utf8)
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
                let (source, _) = unmark(example.code)
                XCTAssertEqual(offsets(of: rule.id, in: "/*\n\(source)\n*/", example), [], "\(rule.id) in a comment: \(example)")
                XCTAssertEqual(offsets(of: rule.id, in: "let s = #\"\"\"\n\(source)\n\"\"\"#", example), [],
                               "\(rule.id) in a string: \(example)")
            }
        }
    }

    /// A `disable:next` comment with a reason silences each triggering example.
    func testSuppressionSilencesTriggeringExamples() {
        for rule in RuleRegistry.rules.map({ $0.description }) {
            for example in rule.triggeringExamples {
                let (source, _) = unmark(example.code)
                let suppressed = "// typelint:disable \(rule.id) -- tested exception\n\(source)\n// typelint:enable \(rule.id)"
                let findings = linter(for: example).lint(SourceFile(path: "e.swift", bytes: Array(suppressed.utf8)))
                XCTAssertEqual(findings.filter { $0.ruleID == rule.id && $0.suppressionReason == nil }.count, 0,
                               "\(rule.id): \(example)")
                XCTAssertTrue(findings.contains { $0.ruleID == rule.id && $0.suppressionReason == "tested exception" },
                              "\(rule.id): \(example)")
            }
        }
    }

    /// Each correction is what `--fix` makes of its example: the rule's finding is gone, and the fix brings no
    /// finding of another rule that was not there. A correction that leaves the code as it is shows a finding
    /// with no fix (a size from a shared constant).
    func testCorrectionsAreWhatFixMakes() {
        for rule in RuleRegistry.descriptions {
            for (example, expected) in rule.corrections {
                let (source, marked) = unmark(example.code)
                XCTAssertEqual(offsets(of: rule.id, in: source, example), marked, "\(rule.id): the ↓ of \(example)")
                let file = SourceFile(path: "example.swift", bytes: Array(source.utf8))
                let before = linter(for: example).lint(file)
                var corrected = source
                if case .corrected(let bytes, _) = Corrector.correct(file, tree: SyntaxTree(source: file),
                                                                      findings: before.filter { $0.ruleID == rule.id },
                                                                      selection: FixSelection(includesUnsafe: true)) {
                    corrected = String(decoding: bytes, as: UTF8.self)
                }
                XCTAssertEqual(corrected, expected, "\(rule.id): \(example.code)")
                guard corrected != source else {
                    XCTAssertTrue(findings(of: rule.id, in: source, example).allSatisfy { $0.fix == nil }, "\(rule.id): \(example)")
                    continue
                }
                let after = linter(for: example).lint(SourceFile(path: "example.swift", bytes: Array(corrected.utf8)))
                XCTAssertEqual(after.filter { $0.ruleID == rule.id }.count, 0, "\(rule.id): \(corrected)")
                for other in Set(after.map(\.ruleID)) {
                    XCTAssertLessThanOrEqual(after.filter { $0.ruleID == other }.count, before.filter { $0.ruleID == other }.count,
                                             "\(rule.id)'s fix of \(example.code) brings \(other)")
                }
            }
        }
    }

    func testEveryRuleWithAFixShowsACorrection() {
        let fixing = Set(RuleRegistry.descriptions.flatMap { rule in
            rule.triggeringExamples.flatMap { example in findings(of: rule.id, in: unmark(example.code).source, example) }
                .filter { $0.fix != nil }.map(\.ruleID)
        })
        XCTAssertFalse(fixing.isEmpty)
        for rule in RuleRegistry.descriptions where fixing.contains(rule.id) {
            XCTAssertTrue(rule.corrections.values.contains { !$0.isEmpty }, "\(rule.id) fixes but shows no correction")
        }
    }

    /// Editors link a diagnostic's code to the rule's row in the README: every rule has its anchor there.
    func testEveryRuleIsDocumentedWhereItsLinkPoints() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized, encoding: .utf8)
        for rule in RuleRegistry.descriptions {
            XCTAssertTrue(rule.documentationURL.hasSuffix("README.md#\(rule.id)"), rule.documentationURL)
            XCTAssertTrue(readme.contains("| <a id=\"\(rule.id)\"></a>[`\(rule.id)`](docs/rules/\(rule.id).md) |"),
                          "README has no row for \(rule.id)")
        }
    }
}
