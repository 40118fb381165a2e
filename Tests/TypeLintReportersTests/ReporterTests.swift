import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax
import XCTest

final class ReporterTests: XCTestCase {
    let linter = Linter(profile: try! ProfileLoader.load("root"))

    /// One file under /repo with findings linted from `source`.
    func report(_ source: String, path: String = "/repo/Sources/View.swift", includeSuppressed: Bool = false) -> Report {
        let file = SourceFile(path: "Sources/View.swift", bytes: Array(source.utf8))
        let findings = linter.lint(file)
        return Report(files: [Report.File(displayPath: "Sources/View.swift", absolutePath: path, findings: findings,
                                          lineKeys: findings.map { Baseline.lineKey(for: $0, in: file) })],
                      rules: RuleRegistry.descriptions.map { ($0, linter.severity(of: $0)) }, clauses: linter.clauses,
                      toolVersion: "9.9.9", root: "/repo", absolutePaths: true, includeSuppressed: includeSuppressed)
    }

    /// The profile's clause is not in the message (the text line stays short); JSON gives it with each finding
    /// and SARIF in the rule's help.
    func testTheProfilesClauseIsInJSONAndSARIFRuleHelpNotInTheMessage() throws {
        let clause = #"root: "Minimum size is 11pt. That is caption-2. If you need smaller type, the problem is density, not type.""#
        let report = report("let f = Font.system(size: 9)\n")
        let text = TextReporter().render(report)
        XCTAssertTrue(text.contains("[min-font-size]"), text)
        XCTAssertFalse(text.contains("root: "), text)
        let findings = try XCTUnwrap(try json(JSONReporter().render(report))["findings"] as? [[String: Any]])
        let minimum = try XCTUnwrap(findings.first { $0["rule"] as? String == "min-font-size" })
        XCTAssertEqual(minimum["clause"] as? String, clause)
        XCTAssertFalse((minimum["message"] as? String)?.contains("root: ") ?? true)
        let run = try XCTUnwrap((try json(SARIFReporter().render(report))["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let help = try XCTUnwrap(rules.first { $0["id"] as? String == "min-font-size" }?["help"] as? [String: Any])
        XCTAssertTrue((help["text"] as? String)?.contains(clause) == true, "\(help)")
        XCTAssertTrue((help["markdown"] as? String)?.contains("> " + Escaping.markdownCell(clause)) == true, "\(help)")
    }

    /// A profile's clause is its author's text: in SARIF's Markdown help it stays one quoted line shown as written, never
    /// a heading, a link, an image or a fence that swallows the rest of the help.
    func testAClauseCannotAddMarkupToSARIFHelp() throws {
        let clause = "Use styles.\n\n# Security notice\n[Sign in again](https://evil.example/login) ![x](https://evil.example/p.png)\n```"
        let base = report("let f = Font.system(size: 9)\n")
        let hostile = Report(files: base.files, rules: base.rules, clauses: ["min-font-size": clause], toolVersion: "9.9.9",
                             root: "/repo", absolutePaths: true, includeSuppressed: false)
        let run = try XCTUnwrap((try json(SARIFReporter().render(hostile))["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let help = try XCTUnwrap(rules.first { $0["id"] as? String == "min-font-size" }?["help"] as? [String: Any])
        let markdown = try XCTUnwrap(help["markdown"] as? String)
        let quoted = try XCTUnwrap(markdown.split(separator: "\n").first { $0.hasPrefix("> ") })
        XCTAssertFalse(markdown.split(separator: "\n").contains { $0.hasPrefix("# Security") }, markdown)
        XCTAssertFalse(markdown.contains("](https"), markdown)
        XCTAssertTrue(quoted.contains("Security notice"), String(quoted))
        XCTAssertEqual(markdown.components(separatedBy: "```").count % 2, 1, "fences stay paired: \(markdown)")
    }

    /// A typeface's name is the code's: in SARIF's plain text its brackets are escaped and its braces doubled, so that
    /// it is neither a link nor a placeholder a viewer fills; in every format it stays inside one code span, so that a
    /// backtick in it cannot let a mention or a link after it be live where the report is shown as Markdown.
    func testANameFromCodeIsNeitherALinkNorMarkupInAnyReport() throws {
        let report = report(#"let f = Font.custom("Inter [Dismiss](https://evil.example) {0} ` @octocat", size: 17)"# + "\n")
        let run = try XCTUnwrap((try json(SARIFReporter().render(report))["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let family = try XCTUnwrap(results.first { $0["ruleId"] as? String == "forbidden-font-family" })
        let text = try XCTUnwrap((family["message"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(text.contains(#"\[Dismiss\](https://evil.example) {{0}}"#), text)
        let line = try XCTUnwrap(TextReporter().render(report).split(separator: "\n").first { $0.hasSuffix("[forbidden-font-family]") })
        XCTAssertTrue(line.contains("typeface `` Inter [Dismiss](https://evil.example) {0} ` @octocat ``"), String(line))
    }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testSARIFShapeAndUTF16Columns() throws {
        // "é" is one UTF-16 unit (two bytes), "🎉" two units (four bytes): `.system` starts at byte
        // offset 30 but at UTF-16 unit 27, so the SARIF column is 28 (the text reporter's, in bytes, is 31).
        let log = try json(SARIFReporter().render(report("let s = \"é🎉\"; let f = Font.system(size: 17)\n")))
        XCTAssertEqual(log["$schema"] as? String, SARIFReporter.schema)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        XCTAssertEqual((run["automationDetails"] as? [String: Any])?["id"] as? String, "typelint/")
        XCTAssertEqual(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String,
                       "file:///repo/")
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["semanticVersion"] as? String, "9.9.9")
        XCTAssertNotNil(driver["informationUri"])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.descriptions.map(\.id))
        for rule in rules {
            let help = try XCTUnwrap(rule["help"] as? [String: Any])
            XCTAssertTrue((help["markdown"] as? String)?.contains("```swift") == true)
            XCTAssertNotNil((rule["properties"] as? [String: Any])?["precision"])
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        let result = results[0]
        XCTAssertEqual(result["ruleId"] as? String, "raw-font-size")
        XCTAssertEqual(rules[result["ruleIndex"] as! Int]["id"] as? String, "raw-font-size")
        let location = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "Sources/View.swift")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        let region = try XCTUnwrap(location["region"] as? [String: Any])
        XCTAssertEqual(region["startColumn"] as? Int, 28)
        XCTAssertEqual(region["endColumn"] as? Int, 28 + ".system(size: 17)".utf16.count)
        let fix = try XCTUnwrap((result["fixes"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap(((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, ".body")
        XCTAssertFalse(SARIFReporter().render(report("")).contains("security-severity"))
    }

    func testSARIFAlwaysHasResultsAndSuppressionsOnlyWhenAsked() throws {
        let empty = try json(SARIFReporter().render(report("let x = 1\n")))
        XCTAssertEqual(((empty["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count, 0)
        let source = "// typelint:disable:next raw-font-size -- sized to the artwork\nlet f = Font.system(size: 40)\n"
        XCTAssertFalse(SARIFReporter().render(report(source)).contains("suppressions"))
        let included = try json(SARIFReporter().render(report(source, includeSuppressed: true)))
        let result = try XCTUnwrap(((included["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let suppression = try XCTUnwrap((result["suppressions"] as? [[String: Any]])?.first)
        XCTAssertEqual(suppression["kind"] as? String, "inSource")
        XCTAssertEqual(suppression["justification"] as? String, "sized to the artwork")
    }

    /// GitHub code scanning rejects a run of more than 25,000 results: the first 25,000 are written, and the run says how
    /// many were left out in a warning, without calling itself failed.
    func testSARIFWritesAtMost25000ResultsAndSaysHowManyAreLeftOut() throws {
        func run(_ count: Int) throws -> [String: Any] {
            try XCTUnwrap((try json(SARIFReporter().render(repeatedFinding(count)))["runs"] as? [[String: Any]])?.first)
        }
        let capped = try run(25_003)
        let results = try XCTUnwrap(capped["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 25_000)
        let lines = results.map { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["region"] as? [String: Any])?["startLine"] as? Int }
        }
        XCTAssertEqual(lines, (1...25_000).map { $0 }, "the first results in the report's order")
        let invocation = try XCTUnwrap((capped["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications.first?["level"] as? String, "warning")
        XCTAssertEqual((notifications.first?["message"] as? [String: Any])?["text"] as? String,
                       "3 of 25003 results left out: GitHub code scanning rejects a run with more than 25000. "
                       + "The other report formats have them all.")
        let full = try run(25_000)
        XCTAssertEqual((full["results"] as? [Any])?.count, 25_000)
        XCTAssertEqual(((full["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [Any])?.count, 0)
    }

    func testJSONHasEveryFieldAndASummary() throws {
        let document = try json(JSONReporter().render(report("let f = Font.system(size: 9)\nlet g = Font.system(size: 17)\n")))
        XCTAssertEqual(document["version"] as? Int, 1)
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 1, "findings": 3, "errors": 3, "warnings": 0, "suppressed": 0])  // root: every rule is an error
        let finding = try XCTUnwrap((document["findings"] as? [[String: Any]])?.last)
        for key in ["rule", "severity", "message", "path", "line", "column", "endLine", "endColumn", "start", "end", "suppressed"] {
            XCTAssertNotNil(finding[key], key)
        }
        XCTAssertEqual(finding["path"] as? String, "/repo/Sources/View.swift")
        XCTAssertEqual(finding["line"] as? Int, 2)
        XCTAssertEqual((finding["fix"] as? [String: Any])?["text"] as? String, ".body")
    }

    func testGitHubAnnotationsEscapeEverythingThatCouldStartACommand() {
        XCTAssertEqual(GitHubReporter.data("50%\r\n::error::x"), "50%25%0D%0A::error::x")
        XCTAssertEqual(GitHubReporter.property("a,b:c%0A"), "a%2Cb%3Ac%250A")
        // An ESC, a BEL or a bidirectional override reaches the runner's log as its bytes, never as itself.
        XCTAssertEqual(GitHubReporter.data("A\u{1B}]0;owned\u{07}\u{1B}[31mRED\u{202E}\\x"), #"A\x1B]0;owned\x07\x1B[31mRED\xE2\x80\xAE\x"#)
        let checkstyle = CheckstyleReporter().render(report("let f = Font.system(size: 17)\n", path: "/repo/E\u{1B}[2J\u{202E}.swift"))
        XCTAssertTrue(checkstyle.contains(#"E\x1B[2J\xE2\x80\xAE.swift"#), checkstyle)
        let evil = "/repo/Sources/x%0A::error::y,z:w.swift"
        let output = GitHubReporter().render(report("let f = Font.system(size: 17)\n", path: evil))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("::error file=Sources/x%250A%3A%3Aerror%3A%3Ay%2Cz%3Aw.swift,line=1,endLine=1,col=13,endColumn=30,title=typelint raw-font-size::"), String(lines[0]))
        XCTAssertEqual(lines[0].components(separatedBy: "::").count, 3)  // `::error …::message`, nothing more
    }

    /// A report whose one finding says everything XML, JSON and Markdown must escape.
    func awkwardReport() -> Report {
        var file = report("let f = Font.system(size: 17)\n").files[0]
        var finding = file.findings[0]
        finding.message = "a & b < c > d \"e\" 'f' | g\nh\u{1}i"
        file = Report.File(displayPath: file.displayPath, absolutePath: file.absolutePath, findings: [finding])
        return Report(files: [file], rules: [], toolVersion: "9.9.9", root: "/repo", absolutePaths: false, includeSuppressed: false)
    }

    /// One file with `count` copies of one finding, on lines 1 to `count`.
    func repeatedFinding(_ count: Int) -> Report {
        let file = report("let f = Font.system(size: 17)\n").files[0]
        let findings = (1...count).map { line in
            var finding = file.findings[0]
            finding.start = SourceLocation(line: line, column: finding.start.column, utf16Column: finding.start.utf16Column)
            finding.end = SourceLocation(line: line, column: finding.end.column, utf16Column: finding.end.utf16Column)
            return finding
        }
        return Report(files: [Report.File(displayPath: file.displayPath, absolutePath: file.absolutePath, findings: findings)],
                      rules: report("").rules, toolVersion: "9.9.9", root: "/repo", absolutePaths: false, includeSuppressed: false)
    }

    /// The attributes of every element named `name` in an XML document, read by Foundation's parser (which fails
    /// on anything not well-formed).
    func xmlElements(_ text: String, named name: String) throws -> [[String: String]] {
        final class Collector: NSObject, XMLParserDelegate {
            let name: String
            var found: [[String: String]] = []
            init(_ name: String) { self.name = name }
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String]) {
                if element == name { found.append(attributes) }
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector(name)
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "") in \(text)")
        return collector.found
    }

    func testCheckstyleAndJUnitAreWellFormedAndKeepTheMessage() throws {
        let expected = #"a & b < c > d "e" 'f' | g"# + "\n" + #"h\x01i"#
        let checkstyle = CheckstyleReporter().render(awkwardReport())
        let errors = try xmlElements(checkstyle, named: "error")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?["message"], expected)
        XCTAssertEqual(errors.first?["source"], "typelint.raw-font-size")
        XCTAssertEqual(errors.first?["line"], "1")
        XCTAssertEqual(errors.first?["column"], "13")
        XCTAssertEqual(try xmlElements(checkstyle, named: "file").first?["name"], "Sources/View.swift")
        let junit = JUnitReporter().render(awkwardReport())
        XCTAssertEqual(try xmlElements(junit, named: "testsuite").first?["failures"], "1")
        XCTAssertEqual(try xmlElements(junit, named: "failure").first?["message"], expected)
        XCTAssertEqual(try xmlElements(junit, named: "testcase").first?["name"], "Sources/View.swift:1:13 [raw-font-size]")
        // No findings: one passed test case, which Jenkins' `junit` step needs to find a result.
        let clean = JUnitReporter().render(report("let f = Font.body\n"))
        XCTAssertEqual(try xmlElements(clean, named: "testsuite").first?["tests"], "1")
        XCTAssertEqual(try xmlElements(clean, named: "testsuite").first?["failures"], "0")
        XCTAssertEqual(try xmlElements(clean, named: "testcase").first?["name"], "1 file linted, no findings")
    }

    func testCodeClimateHasTheFieldsGitLabReads() throws {
        let output = CodeClimateReporter().render(report("let f = Font.system(size: 9)\nlet g = Font.system(size: 17)\n"))
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 3)
        for issue in issues {
            XCTAssertNotNil(issue["description"] as? String)
            XCTAssertNotNil(issue["check_name"] as? String)
            XCTAssertEqual(issue["severity"] as? String, "major")  // root's findings are errors
            XCTAssertEqual((issue["fingerprint"] as? String)?.count, 32)
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, "Sources/View.swift")
            XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int)
        }
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 3, "each issue its own fingerprint")
        XCTAssertEqual(CodeClimateReporter().render(report("let f = Font.body\n")), "[\n\n]\n")
    }

    /// GitLab matches a merge request's findings to its target branch's by fingerprint: a line added above a finding, or
    /// white space changed in its line, leaves the fingerprint as it was; identical lines still have one each.
    func testCodeClimateFingerprintsAreMadeOfTheLineNotItsNumber() throws {
        func fingerprints(_ source: String) throws -> [String] {
            let output = CodeClimateReporter().render(report(source))
            let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
            return issues.compactMap { $0["fingerprint"] as? String }
        }
        let source = "let f = Font.system(size: 17)\nlet g = Font.system(size: 15)\nlet f = Font.system(size: 17)\n"
        let before = try fingerprints(source)
        XCTAssertEqual(before.count, 3)
        XCTAssertEqual(Set(before).count, 3, "identical lines, each its own fingerprint")
        let edited = "// a comment\n\n" + source.replacingOccurrences(of: "let g = Font", with: "let  g =\tFont")
        XCTAssertEqual(try fingerprints(edited), before)
    }

    /// The Code Climate report is one array, encoded a few hundred issues at a time as JSON and SARIF are: the encoder
    /// never holds a tree of every issue.
    func testCodeClimateIsEncodedInPieces() throws {
        var pieces: [String] = []
        CodeClimateReporter().render(repeatedFinding(600)) { pieces.append($0) }
        XCTAssertEqual(pieces.count, 5)  // "[\n", 256, 256 and 88 issues, "]\n"
        let issues = try JSONSerialization.jsonObject(with: Data(pieces.joined().utf8)) as? [[String: Any]]
        XCTAssertEqual(issues?.count, 600)
    }

    func testMarkdownIsOneTableRowPerFinding() {
        let table = MarkdownReporter().render(awkwardReport())
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| error") }
        XCTAssertEqual(rows.count, 1, table)
        XCTAssertTrue(rows[0].hasSuffix(#"| a &#38; b &#60; c &#62; d "e" 'f' &#124; g h\x01i |"#), String(rows[0]))
        XCTAssertEqual(rows[0].components(separatedBy: " | ").count, 5, String(rows[0]))
        XCTAssertEqual(MarkdownReporter().render(report("let f = Font.body\n")), "### typelint: no findings\n")
    }

    /// GitHub drops a job summary over 1 MiB whole: the table stops short of 1,000,000 bytes, with its first rows in the
    /// report's order, and one line after it says how many findings were left out.
    func testMarkdownStaysUnderAMillionBytesAndSaysHowManyAreLeftOut() {
        let table = MarkdownReporter().render(repeatedFinding(12_000))
        XCTAssertLessThan(table.utf8.count, 1_000_000)
        XCTAssertGreaterThan(table.utf8.count, 990_000)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| error") }
        XCTAssertEqual(rows.map { $0.split(separator: "|")[2] }, (1...rows.count).map { " \($0) " }, "the first findings")
        XCTAssertTrue(table.hasPrefix("### typelint: 12000 findings\n"), String(table.prefix(100)))
        XCTAssertTrue(table.hasSuffix(" |\n\n\(12_000 - rows.count) more findings are not shown: GitHub drops a job summary "
                                      + "over 1 MiB. The other report formats list every finding.\n"), String(table.suffix(200)))
        XCTAssertFalse(MarkdownReporter().render(repeatedFinding(3)).contains("not shown"))
    }

    /// Code a message quotes is `<code>`, the rest literal: a backtick in quoted code (a typeface's name from the linted
    /// source) cannot end the span and make the rest a link, an image or emphasis in a job summary.
    func testMarkdownMessagesQuoteCodeAndObeyNothing() {
        XCTAssertEqual(Escaping.markdownCell("fixed 9pt; use `.caption2` (11pt)"),
                       "fixed 9pt; use <code>&#46;caption2</code> &#40;11pt&#41;")
        let injected = Escaping.markdownCell("typeface `Evil` ![x](https://e.example/p.png) **passed** `x`")
        XCTAssertEqual(injected, "typeface <code>Evil</code> &#33;&#91;x&#93;&#40;https&#58;//e&#46;example/p&#46;png&#41; &#42;&#42;passed&#42;&#42; <code>x</code>")
        for markup in ["![", "](", "**", "https:", "e.example"] { XCTAssertFalse(injected.contains(markup), markup) }
        XCTAssertEqual(Escaping.markdownCell("odd ` count `x`"), "odd &#96; count &#96;x&#96;")
    }

    /// A backtick in a file's name would end its code span early, a `|` the cell, a line break the row.
    func testMarkdownPathsStayInTheirCodeSpanAndCell() {
        for (name, cell) in [("a`b|c.swift", "``a`b\\|c.swift``"), ("`x``.swift", "``` `x``.swift ```"), ("n\ne\u{1B}.swift", #"`n\ne\x1B.swift`"#)] {
            let table = MarkdownReporter().render(report("let f = Font.system(size: 17)\n", path: "/repo/" + name))
            let rows = table.split(separator: "\n").filter { $0.hasPrefix("| error") }
            XCTAssertEqual(rows.count, 1, table)
            XCTAssertTrue(rows[0].hasPrefix("| error | \(cell) | 1 | `raw-font-size` | "), String(rows[0]))
        }
    }

    /// What a line sink (stderr, the text report) is given is shown, never obeyed: control characters, bidirectional
    /// overrides and the Unicode line separator as their bytes, line breaks and backslashes C-style; a
    /// message's backslashes only where it has an escape.
    func testLineEscapingShowsEveryControlCharacter() {
        XCTAssertEqual(Escaping.line("plain café ✓"), "plain café ✓")
        XCTAssertEqual(Escaping.line("a\nb\r\tc\\d"), #"a\nb\r\tc\\d"#)
        XCTAssertEqual(Escaping.message(#"sorted(by: \.title) café"#), #"sorted(by: \.title) café"#)
        XCTAssertEqual(Escaping.message("\\.title\n"), #"\\.title\n"#)
        XCTAssertEqual(Escaping.line("\u{1B}[31mred\u{1B}]0;title\u{07}"), #"\x1B[31mred\x1B]0;title\x07"#)
        XCTAssertEqual(Escaping.line("\u{7F}\u{9B}2J\u{202E}txt.swift\u{2028}"), #"\x7F\xC2\x9B2J\xE2\x80\xAEtxt.swift\xE2\x80\xA8"#)
        // A CI runner's logging command, anywhere in the line, with and without other escapes; a lone `#` is as it is.
        XCTAssertEqual(Escaping.message("typeface `##vso[task.setvariable variable=X]1`"), #"typeface `#\x23vso[task.setvariable variable=X]1`"#)
        XCTAssertEqual(Escaping.line("a\tb ##[warning]c"), #"a\tb #\x23[warning]c"#)
        XCTAssertEqual(Escaping.controls("##[group]x #tag ##"), #"#\x23[group]x #tag ##"#)
        XCTAssertEqual(Escaping.message("##teamcity[setParameter] ###octopus[x] ##9[ ok"), #"#\x23teamcity[setParameter] ##\x23octopus[x] ##9[ ok"#)
        // At the end of a long run of `#`, in one pass over it.
        let run = String(repeating: "#", count: 200_000)
        XCTAssertEqual(Escaping.message(run + "vso[x] é"), String(run.dropLast()) + #"\x23vso[x] é"#)
        XCTAssertEqual(Escaping.message(run), run)
        // Characters that show nothing: two names that differ by one read apart.
        XCTAssertEqual(Escaping.line("Card\u{200B}.swift \u{FEFF}\u{2060}\u{E0041}"), #"Card\xE2\x80\x8B.swift \xEF\xBB\xBF\xE2\x81\xA0\xF3\xA0\x81\x81"#)
        XCTAssertEqual(Escaping.line("a\u{FE0F}b\u{AD}c\u{3164}d\u{E0100}"), #"a\xEF\xB8\x8Fb\xC2\xADc\xE3\x85\xA4d\xF3\xA0\x84\x80"#)
        // Each sink quotes a service message in its own escape, which its readers decode to the same text.
        XCTAssertEqual(Escaping.json(###"{"m" : "##vso[x]1"}"###), ###"{"m" : "#\u0023vso[x]1"}"###)
        XCTAssertEqual(Escaping.markup("##vso[x] <a>"), "#&#35;vso[x] &lt;a&gt;")
        XCTAssertEqual(Escaping.markdownCell("##vso[x]"), "&#35;&#35;vso&#91;x&#93;")
        XCTAssertEqual(Escaping.markdownCode("##vso[x]"), #"`#\x23vso[x]`"#)
    }

    /// Markup (XML reports, the census page) is escaped by code point: a mark that joins a `<` or `>` into one character
    /// with its neighbour (U+0600 before it, U+0301 after it) still leaves the bracket for a parser to read as a tag.
    func testMarkupEscapingReadsCodePointsNotCharacters() {
        let hostile = "\u{600}<img src=x onerror=alert(1)>\u{301} & 'q' \"d\""
        XCTAssertEqual(Escaping.markup(hostile), "\u{600}&lt;img src=x onerror=alert(1)&gt;\u{301} &amp; &apos;q&apos; &quot;d&quot;")
        XCTAssertFalse(Escaping.markup(hostile).unicodeScalars.contains { $0 == "<" || $0 == ">" })
    }

    func testTextReporterIsOneLinePerFinding() {
        let text = TextReporter().render(report("let f = Font.system(size: 9)\n"))
        XCTAssertEqual(text.split(separator: "\n").count, 2)
        XCTAssertTrue(text.hasPrefix("/repo/Sources/View.swift:1:13: error: "))
        // A message with line breaks (a profile clause can hold any) still makes one line per finding.
        var finding = report("let f = Font.system(size: 17)\n").files[0].findings[0]
        finding.message = "one\r\ntwo\nthree\rfour \u{1B}]8;;https://x\u{07}link"
        XCTAssertEqual(TextReporter().line(for: finding, path: "V.swift"),
                       #"V.swift:1:13: error: one\r\ntwo\nthree\rfour \x1B]8;;https://x\x07link [raw-font-size]"#)
        finding.suppressionReason = "ok\n::error::x"
        XCTAssertEqual(TextReporter().line(for: finding, path: "V.swift").split(separator: "\n").count, 1)
        // So does a path with line breaks: escaped, reversibly.
        let named = TextReporter().render(report("let f = Font.system(size: 17)\n", path: "/repo/a\nb\r\\c\u{1B}[2J.swift"))
        XCTAssertEqual(named.split(separator: "\n").count, 1, named)
        XCTAssertTrue(named.hasPrefix(#"/repo/a\nb\r\\c\x1B[2J.swift:1:13: "#), named)
        // A relative path that GitHub's runner would read as a command, blanks trimmed, is written from `./`.
        for name in ["::error::x.swift", " ::warning::y.swift", "\u{2003}::notice::z.swift"] {
            XCTAssertTrue(TextReporter().line(for: finding, path: name).hasPrefix("./" + name + ":1:13: "), name)
        }
        XCTAssertTrue(TextReporter().line(for: finding, path: "a::b.swift").hasPrefix("a::b.swift:1:13: "))
        // A name that holds `:LINE:COL: error: …` cannot place a finding of its own in another file for an editor that
        // reads the report (Vim's quickfix ends the name at the first `:DIGITS:`): those colons are escaped.
        let forged = TextReporter().line(for: finding, path: "Package.swift:1:1: error: run this .swift")
        XCTAssertTrue(forged.hasPrefix(#"Package.swift\x3A1\x3A1: error: run this .swift:1:13: "#), forged)
        let firstPlace = forged.range(of: #":[0-9]+:"#, options: .regularExpression)
        XCTAssertEqual(firstPlace.map { String(forged[..<$0.lowerBound]) }, #"Package.swift\x3A1\x3A1: error: run this .swift"#)
    }
}

final class UnifiedDiffTests: XCTestCase {
    func diff(_ old: String, _ new: String, path: String = "A.swift") -> String {
        UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: path)
    }

    func testHunksHaveThreeLinesOfContextAndMergeWhenClose() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var lines = (1...20).map { "line \($0)\n" }
        lines[1] = "LINE 2\n"
        lines[7] = "LINE 8\n"
        lines[18] = "LINE 19\n"
        XCTAssertEqual(diff(old, lines.joined()), """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,11 +1,11 @@
             line 1
            -line 2
            +LINE 2
             line 3
             line 4
             line 5
             line 6
             line 7
            -line 8
            +LINE 8
             line 9
             line 10
             line 11
            @@ -16,5 +16,5 @@
             line 16
             line 17
             line 18
            -line 19
            +LINE 19
             line 20

            """)
    }

    /// Past the changes the search keeps, the lines from the first change to the last are one replaced block: still a
    /// diff that applies, at a cost that does not grow with the square of the file.
    func testMoreChangesThanTheSearchKeepsMakeOneBlock() {
        let count = UnifiedDiff.maximumEdits + 10
        let old = (0..<count).map { "line \($0)\n" }.joined()
        let new = (0..<count).map { "LINE \($0)\n" }.joined()
        let lines = diff("head\n" + old + "tail\n", "head\n" + new + "tail\n").split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines.prefix(3)), ["--- a/A.swift", "+++ b/A.swift", "@@ -1,\(count + 2) +1,\(count + 2) @@"])
        XCTAssertEqual(lines.filter { $0.hasPrefix("-line") }.count, count)
        XCTAssertEqual(lines.filter { $0.hasPrefix("+LINE") }.count, count)
        XCTAssertEqual(lines[4], "-line 0")
        XCTAssertEqual(lines[3 + count + 1], "+LINE 0")
    }

    func testRemovedLinesAndAMissingFinalLineBreak() {
        XCTAssertEqual(diff("a\nb\nc", "a\nc", path: "/abs/A.swift"), """
            --- /abs/A.swift
            +++ /abs/A.swift
            @@ -1,3 +1,2 @@
             a
            -b
             c
            \\ No newline at end of file

            """)
        XCTAssertEqual(diff("same\n", "same\n"), "")
        XCTAssertEqual(diff("", "new\n"), "--- a/A.swift\n+++ b/A.swift\n@@ -0,0 +1,1 @@\n+new\n")
    }

    /// A name is quoted as git quotes it: one holding a line break cannot add a header naming another file, and
    /// `git apply` and `patch` read back the name the file has.
    func testNamesInHeadersAreQuotedAsGitQuotesThem() {
        func headers(_ path: String) -> [Substring] { diff("a\n", "b\n", path: path).split(separator: "\n").prefix(2).map { $0 } }
        XCTAssertEqual(headers("x\n+++ b/Other.swift"), [#"--- "a/x\n+++ b/Other.swift""#, #"+++ "b/x\n+++ b/Other.swift""#])
        XCTAssertEqual(headers("caf\u{E9} \"q\"\\.swift"), [#"--- "a/caf\303\251 \"q\"\\.swift""#, #"+++ "b/caf\303\251 \"q\"\\.swift""#])
        XCTAssertEqual(headers("/abs/\u{1B}]0;t\u{07}.swift"), [#"--- "/abs/\033]0;t\a.swift""#, #"+++ "/abs/\033]0;t\a.swift""#])
        XCTAssertEqual(headers("my file.swift"), ["--- a/my file.swift\t", "+++ b/my file.swift\t"])
        // For a CI runner's log, a name with `##` is quoted with its `#` in octal, which git reads back.
        let ci = UnifiedDiff.render(old: Array("a\n".utf8), new: Array("b\n".utf8), path: "##vso[task.setvariable]/A.swift", quotingCommands: true)
        XCTAssertTrue(ci.hasPrefix(#"--- "a/\043\043vso[task.setvariable]/A.swift""# + "\n"), ci)
        XCTAssertFalse(ci.contains("##"), ci)
    }
}
