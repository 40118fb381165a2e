import Foundation
import TypeLintRules
import TypeLintSyntax
import XCTest

/// The checks every rule's examples pass, run by the rule's class in GeneratedRuleTests.swift (one class per rule, as
/// SwiftLint generates them). Each failure is reported at the example's own line in the rule's file.
struct ExampleChecks {
    let rule: RuleDescription
    /// Whether the rule is one of `RuleRegistry.rules` (the hygiene of suppression comments is checked on comments).
    let isTypographyRule: Bool

    init(_ id: String) throws {
        rule = try XCTUnwrap(RuleRegistry.description(of: id), "no rule '\(id)': run Tools/generate.sh")
        isTypographyRule = RuleRegistry.rules.contains { $0.description.id == id }
    }

    static let linter = Linter(profile: try! ProfileLoader.load("root"))

    /// The linter an example is linted with: its configuration's profile, platforms and rule severities.
    static func linter(for example: Example) -> Linter {
        guard let text = example.configuration else { return linter }
        do {
            let configuration = try Configuration(data: Data(text.utf8), path: ".typelint.json").effective
            return Linter(profile: try ProfileLoader.load(configuration.profile ?? "root"),
                          platforms: configuration.platforms.map(Platforms.init(names:)), severityOverrides: configuration.rules)
        } catch {
            XCTFail("\(example.code): its configuration does not load: \(error)", file: example.file, line: example.line)
            return linter
        }
    }

    func findings(in source: String, _ example: Example) -> [Finding] {
        Self.linter(for: example).lint(SourceFile(path: "example.swift", bytes: Array(source.utf8)))
            .filter { $0.ruleID == rule.id && $0.suppressionReason == nil }
    }

    func offsets(in source: String, _ example: Example) -> [Int] { findings(in: source, example).map(\.byteRange.lowerBound) }

    /// The example without its `↓` markers, and the byte offsets the markers stood at.
    static func unmark(_ example: String) -> (source: String, offsets: [Int]) {
        var source = ""
        var offsets: [Int] = []
        for character in example {
            if character == "↓" { offsets.append(source.utf8.count) } else { source.append(character) }
        }
        return (source, offsets)
    }

    /// Each triggering example is flagged exactly at its marks, with its message when it gives one, wherever it sits
    /// in a file; its rule's own trigger words bring it into scope; in a comment, in a string or under a suppression it
    /// is not flagged.
    func triggering() {
        for example in rule.triggeringExamples {
            let (file, line) = (example.file, example.line)
            let (source, expected) = Self.unmark(example.code)
            XCTAssertFalse(expected.isEmpty, "\(rule.id): example has no ↓ marker", file: file, line: line)
            let found = findings(in: source, example)
            XCTAssertEqual(found.map(\.byteRange.lowerBound), expected, "\(rule.id): where it flags", file: file, line: line)
            if let message = example.message {
                for finding in found { XCTAssertEqual(finding.message, message, "\(rule.id): the message", file: file, line: line) }
            }
            // The same code after a line of multi-byte characters: offsets move by its length.
            let prefix = "let café = \"🎉 日本\"\n"
            XCTAssertEqual(offsets(in: prefix + source, example), expected.map { $0 + prefix.utf8.count },
                           "\(rule.id) after multi-byte text", file: file, line: line)
            // The prefilter never skips a file the rule flags, by the rule's own words.
            let bytes = Array(source.utf8)
            XCTAssertTrue(bytes.withUnsafeBufferPointer { bytes in rule.triggers.contains { $0.isFound(in: bytes) } },
                          "\(rule.id): holds none of the rule's trigger words \(rule.triggers.map(\.description))", file: file, line: line)
            XCTAssertTrue(bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings), "\(rule.id): the prefilter skips it", file: file, line: line)
            guard isTypographyRule else { continue }
            // Rule text inside a comment or a string literal is not code.
            XCTAssertEqual(offsets(in: "/*\n\(source)\n*/", example), [], "\(rule.id) in a comment", file: file, line: line)
            XCTAssertEqual(offsets(in: "let s = #\"\"\"\n\(source)\n\"\"\"#", example), [], "\(rule.id) in a string", file: file, line: line)
            // A suppression with a reason silences it, and gives the finding its reason.
            let suppressed = "// typelint:disable \(rule.id) -- tested exception\n\(source)\n// typelint:enable \(rule.id)"
            let all = Self.linter(for: example).lint(SourceFile(path: "e.swift", bytes: Array(suppressed.utf8)))
            XCTAssertEqual(all.filter { $0.ruleID == rule.id && $0.suppressionReason == nil }.count, 0,
                           "\(rule.id): suppressed", file: file, line: line)
            XCTAssertTrue(all.contains { $0.ruleID == rule.id && $0.suppressionReason == "tested exception" },
                          "\(rule.id): the suppression's reason", file: file, line: line)
        }
    }

    func nonTriggering() {
        for example in rule.nonTriggeringExamples {
            XCTAssertEqual(offsets(in: example.code, example), [], "\(rule.id): flags a non-triggering example",
                           file: example.file, line: example.line)
        }
    }

    /// Each correction is what `--fix` makes of its example: the rule's finding is gone, and the fix brings no
    /// finding of another rule that was not there. A correction that leaves the code as it is shows a finding
    /// with no fix (a size from a shared constant).
    func corrections() {
        for (example, expected) in rule.sortedCorrections {
            let (file, line) = (example.file, example.line)
            let (source, marked) = Self.unmark(example.code)
            XCTAssertEqual(offsets(in: source, example), marked, "\(rule.id): the ↓ of a correction", file: file, line: line)
            let sourceFile = SourceFile(path: "example.swift", bytes: Array(source.utf8))
            let before = Self.linter(for: example).lint(sourceFile)
            var corrected = source
            if case .corrected(let bytes, _) = Corrector.correct(sourceFile, tree: SyntaxTree(source: sourceFile),
                                                                  findings: before.filter { $0.ruleID == rule.id },
                                                                  selection: FixSelection(includesUnsafe: true)) {
                corrected = String(decoding: bytes, as: UTF8.self)
            }
            XCTAssertEqual(corrected, expected, "\(rule.id): the correction", file: file, line: line)
            guard corrected != source else {
                XCTAssertTrue(findings(in: source, example).allSatisfy { $0.fix == nil }, "\(rule.id): unchanged, yet a fix",
                              file: file, line: line)
                continue
            }
            let after = Self.linter(for: example).lint(SourceFile(path: "example.swift", bytes: Array(corrected.utf8)))
            XCTAssertEqual(after.filter { $0.ruleID == rule.id }.count, 0, "\(rule.id): still flagged after the fix", file: file, line: line)
            for other in Set(after.map(\.ruleID)) {
                XCTAssertLessThanOrEqual(after.filter { $0.ruleID == other }.count, before.filter { $0.ruleID == other }.count,
                                         "\(rule.id)'s fix brings \(other)", file: file, line: line)
            }
        }
    }
}
