import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintRules
import TypeLintSyntax
import XCTest

/// Lints every file in `Fixtures/` together (tokens declared in one file are used in others) and
/// requires exactly the findings written inline: `// expect: rule-a, rule-b` on the flagged line,
/// one entry per finding. Nothing missing, nothing extra.
final class FixtureTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Expectation: Hashable, Comparable {
        let file: String
        let line: Int
        let rule: String
        static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
    }

    static func sources(_ extensions: [String] = [".swift"]) throws -> [SourceFile] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
            .filter { name in extensions.contains { name.hasSuffix($0) } }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent($0)))) }
    }

    static let objectiveC = [".m", ".mm", ".h"]

    /// libclang, as a run's worker loads it: the Objective-C fixtures' macros, header constants and labels need it.
    nonisolated(unsafe) static let clang: ClangAnalyzer? = try? LibClang.load().map(ClangAnalyzer.init).get()

    /// An Objective-C fixture's facts as a run makes them: its tokens', completed by clang's where clang knows more.
    static func objectiveCFacts(_ source: SourceFile, _ tree: SyntaxTree) throws -> FontFacts {
        let facts = ObjCAnalyzer.analyze(tree)
        guard let questions = ObjCAnalyzer.questionsForClang(tree, facts: facts) else { return facts }
        let clang = try XCTUnwrap(clang, "the Objective-C fixtures need libclang (apt-get install libclang-dev, or TYPELINT_LIBCLANG)")
        let request = ClangAnalyzer.Request(path: fixtures.appendingPathComponent(source.path).path, root: fixtures.path,
                                            cPlusPlus: source.path.hasSuffix(".mm"), platform: "iOS", questions: questions)
        return ObjCAnalyzer.analyze(tree, clang: try clang.facts(request, contents: source.bytes).get())
    }

    /// `expect:` annotations, read from comment tokens.
    static func expectations(in file: SourceFile, tree: SyntaxTree) -> [Expectation] {
        tree.comments.flatMap { comment -> [Expectation] in
            let text = file.text(comment.range)
            guard let marker = text.range(of: "expect:") else { return [] }
            let rules = text[marker.upperBound...].replacingOccurrences(of: "*/", with: "")
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let line = file.location(of: comment.start).line
            return rules.map { Expectation(file: file.path, line: line, rule: $0) }
        }
    }

    func testFixturesProduceExactlyTheExpectedFindings() throws {
        let sources = try Self.sources()
        XCTAssertGreaterThan(sources.count, 5)
        let trees = sources.map { SyntaxTree(source: $0) }
        let index = ModuleIndex(trees)
        let linter = Linter(profile: try ProfileLoader.load("root"))
        var expected: [Expectation] = []
        var actual: [Expectation] = []
        let findings = linter.lint(module: Array(zip(sources, trees)), index: index)
        for (source, (tree, found)) in zip(sources, zip(trees, findings)) {
            expected += Self.expectations(in: source, tree: tree)
            actual += found.filter { $0.suppressionReason == nil }.map { Expectation(file: source.path, line: $0.start.line, rule: $0.ruleID) }
        }
        let objectiveC = try Self.sources(Self.objectiveC)
        XCTAssertFalse(objectiveC.isEmpty)
        for source in objectiveC {
            let tree = ObjCAnalyzer.tree(for: source)
            expected += Self.expectations(in: source, tree: tree)
            actual += linter.lint(source, facts: try Self.objectiveCFacts(source, tree)).filter { $0.suppressionReason == nil }
                .map { Expectation(file: source.path, line: $0.start.line, rule: $0.ruleID) }
        }
        let missing = Self.subtract(expected, actual)
        let extra = Self.subtract(actual, expected)
        XCTAssertEqual(missing, [], "expected but not reported")
        XCTAssertEqual(extra, [], "reported but not expected")
        XCTAssertGreaterThanOrEqual(expected.count, 60, "the fixtures should exercise at least 60 findings")
    }

    /// Every finding of every fixture — line, column, severity, message and rule, suppressed ones marked — against
    /// `Fixtures/Golden/<fixture>.expected`: a change of wording or position is a visible, reviewed diff. After an
    /// intended change, `TYPELINT_UPDATE_GOLDEN=1 swift test --filter FixtureTests` rewrites the files.
    /// The prelude is read as text for a worker's first files and precompiled for the rest: clang finds the same
    /// facts either way.
    func testClangFindsTheSameWithTheTextAndThePrecompiledPrelude() throws {
        guard let library = try? LibClang.load().get() else { throw XCTSkip("libclang not found") }
        let clang = ClangAnalyzer(clang: library)
        defer { clang.removeFiles() }
        let path = Self.fixtures.appendingPathComponent("LegacyProfileCell.m").path
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path)).map { $0 }
        var questions = ClangAnalyzer.Questions()
        questions.mustParse = true
        let request = ClangAnalyzer.Request(path: path, root: Self.fixtures.path, cPlusPlus: false, platform: "iOS", questions: questions)
        let answers = try (0..<12).map { _ in try clang.facts(request, contents: bytes).get() }
        XCTAssertFalse(answers[0].fonts.isEmpty)
        for (k, answer) in answers.enumerated() { XCTAssertEqual(answer, answers[0], "parse \(k + 1)") }
    }

    func testFixturesMatchTheirGoldenOutput() throws {
        let golden = Self.fixtures.appendingPathComponent("Golden")
        let update = ProcessInfo.processInfo.environment["TYPELINT_UPDATE_GOLDEN"] == "1"
        let sources = try Self.sources()
        let trees = sources.map { SyntaxTree(source: $0) }
        let index = ModuleIndex(trees)
        let linter = Linter(profile: try ProfileLoader.load("root"))
        var outputs: [(String, [Finding])] = Array(zip(sources.map(\.path), linter.lint(module: Array(zip(sources, trees)), index: index)))
        for source in try Self.sources(Self.objectiveC) {
            outputs.append((source.path, linter.lint(source, facts: try Self.objectiveCFacts(source, ObjCAnalyzer.tree(for: source)))))
        }
        for (name, findings) in outputs {
            let text = findings.map { finding in
                let severity = finding.suppressionReason == nil ? finding.severity.rawValue : "suppressed (\(finding.suppressionReason!))"
                return "\(finding.start.line):\(finding.start.column): \(severity): \(finding.message) [\(finding.ruleID)]\n"
            }.joined()
            let file = golden.appendingPathComponent(name + ".expected")
            if update {
                try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
                continue
            }
            let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? "(no file \(file.lastPathComponent))\n"
            guard text != expected else { continue }
            let (want, got) = (expected.split(separator: "\n"), text.split(separator: "\n"))
            let differences = Set(want).symmetricDifference(got).sorted().prefix(6).map { (want.contains($0) ? "- " : "+ ") + $0 }
            XCTFail("\(name) differs from Golden/\(name).expected (rewrite with TYPELINT_UPDATE_GOLDEN=1 if intended):\n"
                    + differences.joined(separator: "\n"))
        }
    }

    /// A fix is a suggestion that is right where it stands: applied to the fixtures as `--fix` applies them, each
    /// fixed place is clean of its own rule, and of every other rule that did not flag it before (a suggested style
    /// or weight breaks no other rule; a size still fixed around a fixed weight was flagged before); the file still
    /// has no syntax problem.
    func testFixesLeaveNoFindingWhereTheyApply() throws {
        let sources = try Self.sources()
        let linter = Linter(profile: try ProfileLoader.load("root"))
        let index = ModuleIndex(sources.map { SyntaxTree(source: $0) })
        var fixed = 0
        for source in sources {
            let before = linter.lint(source, tree: SyntaxTree(source: source), index: index)
            guard case .corrected(let bytes, let applied) = Corrector.correct(source, tree: SyntaxTree(source: source), findings: before,
                                                                               selection: FixSelection(includesUnsafe: true)) else { continue }
            var shift = 0
            var fixedRanges: [(finding: Finding, now: Range<Int>)] = []  // where each replacement is in the fixed file
            for finding in applied {
                let fix = finding.fix!
                let count = fix.replacement.utf8.count
                fixedRanges.append((finding, fix.range.lowerBound + shift..<fix.range.lowerBound + shift + max(count, 1)))
                shift += count - fix.range.count
                fixed += 1
            }
            let after = SourceFile(path: source.path, bytes: bytes)
            XCTAssertNil(SyntaxTree(source: after).syntaxProblem, source.path)
            for finding in linter.lint(after, tree: SyntaxTree(source: after), index: index) where finding.suppressionReason == nil {
                for (fixedFinding, now) in fixedRanges where finding.byteRange.overlaps(now) {
                    let flaggedBefore = finding.ruleID != fixedFinding.ruleID && before.contains {
                        $0.ruleID == finding.ruleID && $0.byteRange.overlaps(fixedFinding.byteRange)
                    }
                    XCTAssertTrue(flaggedBefore, "\(source.path):\(finding.start.line) \(finding.ruleID): \(finding.message)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(fixed, 8, "the fixtures should exercise fixes")
    }

    /// The lines marked `// ok:` look suspicious and must stay clean; there should be plenty.
    func testFixturesHaveManySuspiciousButCorrectLines() throws {
        let sources = try Self.sources()
        let okLines = sources.reduce(0) { count, source in
            count + SyntaxTree(source: source).comments.filter { source.text($0.range).hasPrefix("// ok") }.count
        }
        XCTAssertGreaterThanOrEqual(okLines, 40)
    }

    /// Multiset difference: each element of `b` cancels one equal element of `a`.
    static func subtract(_ a: [Expectation], _ b: [Expectation]) -> [Expectation] {
        var remaining = a.sorted()
        for item in b {
            if let index = remaining.firstIndex(of: item) { remaining.remove(at: index) }
        }
        return remaining
    }
}
