@testable import TypeLintRules
import TypeLintSyntax
import XCTest

final class CorrectorTests: XCTestCase {
    let linter = Linter(profile: try! ProfileLoader.load("root"))

    func correct(_ source: String) -> Corrector.Outcome {
        let file = SourceFile(path: "a.swift", bytes: Array(source.utf8))
        return Corrector.correct(file, tree: SyntaxTree(source: file), findings: linter.lint(file),
                                 selection: FixSelection(includesUnsafe: true))
    }

    func corrected(_ source: String) -> String? {
        guard case .corrected(let bytes, _) = correct(source) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testAFixInsideAnotherWaitsForTheNextRound() {
        // The weight is fixed first (the size has no fix while the weight is bold), then 17pt semibold is headline.
        let first = corrected("let f = Text(\"a\").font(.system(size: 17, weight: .bold))\n")
        XCTAssertEqual(first, "let f = Text(\"a\").font(.system(size: 17, weight: .semibold))\n")
        XCTAssertEqual(first.flatMap(corrected), "let f = Text(\"a\").font(.headline)\n")
    }

    /// An edit that writes what is there already is not a fix: nothing to apply, so `--fix` is done.
    func testAnEditThatChangesNothingIsNoFix() {
        let source = "let t = Text(\"a\").bold()\n"
        let file = SourceFile(path: "a.swift", bytes: Array(source.utf8))
        let start = source.utf8.count - ".bold()\n".utf8.count
        let range = start..<start + ".bold()".utf8.count
        let place = SourceLocation(line: 1, column: start + 1, utf16Column: start + 1)
        func finding(_ replacement: String) -> Finding {
            Finding(ruleID: "bold-body", severity: .error, message: "m", path: "a.swift", byteRange: range, start: place, end: place,
                    fix: Fix(range: range, replacement: replacement, safety: .safe))
        }
        XCTAssertEqual(Corrector.applicable([finding(".bold()")], in: file).count, 0)
        XCTAssertEqual(Corrector.applicable([finding(".fontWeight(.medium)")], in: file).count, 1)
    }

    func testARemovedModifierOnItsOwnLineTakesTheLine() {
        XCTAssertEqual(corrected("let t = Text(\"a\")\n    .tracking(2)\n    .padding()\n"), "let t = Text(\"a\")\n    .padding()\n")
        XCTAssertEqual(corrected("let t = Text(\"a\").tracking(2).padding()\n"), "let t = Text(\"a\").padding()\n")
        // A comment after it keeps the line: it is not blank.
        XCTAssertEqual(corrected("let t = Text(\"a\")\n    .tracking(2) // wide\n"), "let t = Text(\"a\")\n     // wide\n")
    }

    /// The line goes with its break whatever the break is — LF, CRLF or a lone CR, which are all line ends to the line
    /// table — and a last line without one leaves no blanks behind.
    func testARemovedModifierTakesItsLineWhateverItsLineBreak() {
        for lineBreak in ["\n", "\r\n", "\r"] {
            let source = ["let t = Text(\"a\")", "    .tracking(2)", "\t.padding()", ""].joined(separator: lineBreak)
            XCTAssertEqual(corrected(source), ["let t = Text(\"a\")", "\t.padding()", ""].joined(separator: lineBreak),
                           lineBreak.debugDescription)
            XCTAssertEqual(corrected("let t = Text(\"a\")" + lineBreak + "  .tracking(2)  "), "let t = Text(\"a\")" + lineBreak,
                           lineBreak.debugDescription)
        }
    }

    func testALineWithASuppressionCommentIsLeftAlone() {
        XCTAssertEqual(correct("let t = Text(\"a\").bold() // typelint:disable:this raw-font-size -- art\n"), .unchanged)
        XCTAssertEqual(correct("// typelint:disable:next bold-body -- legal copy\nlet t = Text(\"a\").bold()\n"), .unchanged)
        XCTAssertEqual(corrected("// typelint:disable:next bold-body -- legal\nlet t = Text(\"a\").bold()\nlet u = Text(\"b\").bold()\n"),
                       "// typelint:disable:next bold-body -- legal\nlet t = Text(\"a\").bold()\nlet u = Text(\"b\").fontWeight(.medium)\n")
    }

    func testAFileWithASyntaxProblemIsRefused() {
        XCTAssertEqual(correct("let t = Text(\"a\").bold()\nfunc f() {\n"), .refused(offset: 34, reason: "not fixed: `{` is never closed"))
        XCTAssertEqual(correct("let t = Text(\"a\").bold()\n"), correct("let t = Text(\"a\").bold()\n"))
        XCTAssertEqual(correct("let a = 1\n"), .unchanged)
    }

    func testSyntaxProblems() {
        func problem(_ source: String) -> String? { SyntaxTree(source: SourceFile(path: "a", bytes: Array(source.utf8))).syntaxProblem?.problem }
        XCTAssertNil(problem("let s = \"a \\(b) c\"\nlet r = #\"x\"#\nlet m = \"\"\"\nline\n\"\"\"\n/* a /* nested */ b */\nf(x) { [1] }\n"))
        XCTAssertEqual(problem("let s = \"abc\nlet t = 1\n"), "a string literal is not closed")
        XCTAssertEqual(problem("f(x]\n"), "`(` is never closed")
        XCTAssertEqual(problem("let a = 1 }\n"), "`}` closes nothing")
        XCTAssertEqual(problem("/* open\nlet a = 1\n"), "a block comment is not closed")
        XCTAssertEqual(problem("let a = 1 \u{1}\n"), "a character Swift does not allow")
    }
}
