import Foundation
import TypeLintRules
import XCTest

/// What holds across the rules: each rule's own examples are run by its class in GeneratedRuleTests.swift.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasExamples() {
        for rule in RuleRegistry.descriptions {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, rule.id)
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, rule.id)
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
            XCTAssertFalse(rule.triggers.isEmpty, rule.id)
        }
    }

    /// Messages are what users read: every rule shows at least two of its own in its examples, so that their wording is
    /// tested and documented.
    func testEveryRuleShowsItsMessages() {
        for rule in RuleRegistry.descriptions {
            XCTAssertGreaterThanOrEqual(rule.triggeringExamples.filter { $0.message != nil }.count, 2,
                                        "\(rule.id): give at least two triggering examples their message")
        }
    }

    /// A rule's page lists its options: every option a built-in profile sets must be declared in its description, and
    /// every option its file declares to read (`static let ceiling = OptionKey.integer("ceiling", …)`) must be listed
    /// there, an object's own keys included.
    func testEveryOptionIsDeclared() throws {
        for name in BuiltInProfiles.profileNames {
            let profile = try ProfileLoader.load(name)
            for (id, settings) in profile.rules {
                let declared = Set(try XCTUnwrap(RuleRegistry.description(of: id)).options.map(\.key))
                XCTAssertEqual(Set(settings.options.keys).subtracting(declared), [], "\(name) sets options \(id) does not declare")
            }
        }
        func keys(_ options: [RuleOption]) -> [String] {
            options.flatMap { option -> [String] in
                if case .object(let inner) = option.value { return [option.key] + keys(inner) }
                return [option.key]
            }
        }
        let read = try NSRegularExpression(pattern: #"OptionKey\.\w+\(\s*"([^"]+)""#)
        for rule in RuleRegistry.rules.map({ $0.description }) {
            let file = try XCTUnwrap(rule.triggeringExamples.first).file.description
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let declared = read.matches(in: source, range: NSRange(source.startIndex..., in: source))
                .compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } }
            XCTAssertEqual(Set(declared), Set(keys(rule.options)), "\(rule.id) reads options its page does not list")
        }
    }

    func testEveryRuleWithAFixShowsACorrection() throws {
        var fixing = Set<String>()
        for rule in RuleRegistry.descriptions {
            let checks = try ExampleChecks(rule.id)
            for example in rule.triggeringExamples
            where checks.findings(in: ExampleChecks.unmark(example.code).source, example).contains(where: { $0.fix != nil }) {
                fixing.insert(rule.id)
            }
        }
        XCTAssertFalse(fixing.isEmpty)
        for rule in RuleRegistry.descriptions where fixing.contains(rule.id) {
            XCTAssertTrue(rule.corrections.values.contains { !$0.isEmpty }, "\(rule.id) fixes but shows no correction")
        }
    }

    /// Editors link a diagnostic's code to the rule's page; the README's table keeps an anchor for each rule, which
    /// older links point at.
    func testEveryRuleIsDocumentedWhereItsLinkPoints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in RuleRegistry.descriptions {
            XCTAssertEqual(rule.documentationURL, "https://github.com/typelint/typelint/blob/main/docs/rules/\(rule.id).md")
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("docs/rules/\(rule.id).md").path),
                          "no page for \(rule.id): run Tools/generate.sh")
            XCTAssertTrue(readme.contains("| <a id=\"\(rule.id)\"></a>[`\(rule.id)`](docs/rules/\(rule.id).md) |"),
                          "README has no row for \(rule.id)")
        }
    }
}
