import TypeLintSyntax
import XCTest

/// `(text, kind)` pairs of every token, for compact expectations.
func lex(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).map { "\($0.kind.name):\(String(decoding: bytes[$0.range], as: UTF8.self))" }
}

final class LexerTests: XCTestCase {
    func testIdentifiersKeywordsAndPunctuation() {
        XCTAssertEqual(lex("let x = $0 + _"), ["word:let", "word:x", "operator:=", "word:$0", "operator:+", "word:_"])
        XCTAssertEqual(lex("`class`.`$` $name"), ["word:`class`", "punct:.", "word:`$`", "word:$name"])
        XCTAssertEqual(lex("let 名前 = café"), ["word:let", "word:名前", "operator:=", "word:café"])
        XCTAssertEqual(lex("f(a: [1], b)"),
                       ["word:f", "punct:(", "word:a", "punct::", "punct:[", "number:1", "punct:]", "punct:,", "word:b", "punct:)"])
        XCTAssertEqual(lex("@MainActor"), ["punct:@", "word:MainActor"])
        XCTAssertEqual(lex("a?.b!.c"), ["word:a", "operator:?", "punct:.", "word:b", "operator:!", "punct:.", "word:c"])
        XCTAssertEqual(lex("x = <#value#>"), ["word:x", "operator:=", "word:<#value#>"])
        // Raw identifiers (Swift 6.2): any text up to the closing backtick on the line is one name, not a string's
        // start, a comment or code; a backtick with no partner on its line is punctuation.
        XCTAssertEqual(lex("func `open \"\"\"`() {}"), ["word:func", "word:`open \"\"\"`", "punct:(", "punct:)", "punct:{", "punct:}"])
        XCTAssertEqual(lex("`a /* b` + `label .tracking(2)`"), ["word:`a /* b`", "operator:+", "word:`label .tracking(2)`"])
        XCTAssertEqual(lex("` x\n`"), ["punct:`", "word:x", "punct:`"])
        XCTAssertEqual(lex("`  ` y"), ["punct:`", "punct:`", "word:y"])
    }

    func testNumbersInEveryForm() {
        XCTAssertEqual(lex("1_000 0x1p-3 0x1.8p3 0b1010 0o17 10.5e3 1e-9"),
                       ["number:1_000", "number:0x1p-3", "number:0x1.8p3", "number:0b1010", "number:0o17", "number:10.5e3", "number:1e-9"])
        // A member after an integer, and tuple indices, are not floats (as the compiler lexes them).
        XCTAssertEqual(lex("4.description"), ["number:4", "punct:.", "word:description"])
        XCTAssertEqual(lex("0xFF.description"), ["number:0xFF", "punct:.", "word:description"])
        XCTAssertEqual(lex("t.0.1"), ["word:t", "punct:.", "number:0", "punct:.", "number:1"])
        XCTAssertEqual(lex("-1.5"), ["operator:-", "number:1.5"])
    }

    /// Regression (lexer oracle, CodeEdit and Pulse): the compiler reads availability versions as
    /// version tuples, so `13.0` there is `13` `.` `0`; elsewhere it stays a float.
    func testVersionTuplesInAvailability() {
        XCTAssertEqual(lex("@available(iOS 13.0, *)"),
                       ["punct:@", "word:available", "punct:(", "word:iOS", "number:13", "punct:.", "number:0", "punct:,", "operator:*", "punct:)"])
        XCTAssertEqual(lex("#available(macOS 10.15, *) f(1.5)").filter { $0.hasPrefix("number") },
                       ["number:10", "number:15", "number:1.5"])
        XCTAssertEqual(lex("#if swift(>=5.9)").filter { $0.hasPrefix("number") }, ["number:5.9"])
    }

    func testComments() {
        XCTAssertEqual(lex("a /* outer /* nested */ still */ b // line\nc"),
                       ["word:a", "comment:/* outer /* nested */ still */", "word:b", "comment:// line", "word:c"])
        XCTAssertEqual(lex("/// doc\nx"), ["comment:/// doc", "word:x"])
        XCTAssertEqual(lex("#!/usr/bin/swift\nx"), ["comment:#!/usr/bin/swift", "word:x"])
        // An operator that runs into a comment stops before it.
        XCTAssertEqual(lex("a+/*c*/b"), ["word:a", "operator:+", "comment:/*c*/", "word:b"])
    }

    func testStringsAndInterpolation() {
        XCTAssertEqual(lex(#""a \(b) c""#), [#"string:"a \("#, "word:b", #"string:) c""#])
        XCTAssertEqual(lex(#""x \(f("in \(y)")) z""#),
                       [#"string:"x \("#, "word:f", "punct:(", #"string:"in \("#, "word:y", #"string:)""#, "punct:)", #"string:) z""#])
        XCTAssertEqual(lex(#""esc \" \\ \u{1F600}" x"#), [#"string:"esc \" \\ \u{1F600}""#, "word:x"])
        XCTAssertEqual(lex("'c'"), ["string:'c'"])
    }

    func testRawStrings() {
        XCTAssertEqual(lex(##"#"raw \(no) \#(yes) "q""#"##), [##"string:#"raw \(no) \#("##, "word:yes", ##"string:) "q""#"##])
        XCTAssertEqual(lex(###"##"two "# pounds"## x"###), [###"string:##"two "# pounds"##"###, "word:x"])
        // `#"""#` is a one-line raw string holding a quote, not a multi-line opener.
        XCTAssertEqual(lex(##"let q = #"""# + x"##), ["word:let", "word:q", "operator:=", ##"string:#"""#"##, "operator:+", "word:x"])
    }

    func testMultilineStrings() {
        let source = "let s = \"\"\"\n  a \\(b) \"\" \\\"\"\"\n  \"\"\"\nx"
        XCTAssertEqual(lex(source), ["word:let", "word:s", "operator:=", "string:\"\"\"\n  a \\(", "word:b",
                                     "string:) \"\" \\\"\"\"\n  \"\"\"", "word:x"])
        let raw = "#\"\"\"\n  \\#(v) \"\"\"\n  \"\"\"#\ny"
        XCTAssertEqual(lex(raw), ["string:#\"\"\"\n  \\#(", "word:v", "string:) \"\"\"\n  \"\"\"#", "word:y"])
    }

    /// The compiler's bare-regex heuristics: a `/` is a regex only where an expression may start.
    func testRegexLiterals() {
        XCTAssertEqual(lex("let r = #/a+b/#"), ["word:let", "word:r", "operator:=", "regex:#/a+b/#"])
        XCTAssertEqual(lex("let r = /ab+c/"), ["word:let", "word:r", "operator:=", "regex:/ab+c/"])
        XCTAssertEqual(lex("[/a/, /b/]"), ["punct:[", "regex:/a/", "punct:,", "regex:/b/", "punct:]"])
        XCTAssertEqual(lex("try? /^ x/"), ["word:try", "operator:?", "regex:/^ x/"])
        XCTAssertEqual(lex("#/\n  multi # line\n  /#"), ["regex:#/\n  multi # line\n  /#"])
        // One with no end is its first line, each time: what one line's scan learnt (no `/#` follows) answers the next.
        XCTAssertEqual(lex("_ = #/\n_ = ##/ \n_ = #/\n/x\n"),
                       ["word:_", "operator:=", "regex:#/", "word:_", "operator:=", "regex:##/ ", "word:_", "operator:=", "regex:#/",
                        "operator:/", "word:x"])
        XCTAssertEqual(lex("_ = ##/\n_ = #/\n a /#"), ["word:_", "operator:=", "regex:##/", "word:_", "operator:=", "regex:#/\n a /#"])
        // Division, not regexes.
        XCTAssertEqual(lex("x / y / z"), ["word:x", "operator:/", "word:y", "operator:/", "word:z"])
        XCTAssertEqual(lex("f(a / b, c / d)").filter { $0.hasPrefix("regex") }, [])
        XCTAssertEqual(lex("a/b/c").filter { $0.hasPrefix("regex") }, [])
        XCTAssertEqual(lex("prefix operator /^/"), ["word:prefix", "word:operator", "operator:/^/"])
        XCTAssertEqual(lex("(/a)/)").filter { $0.hasPrefix("regex") }, [])  // unbalanced `)`
    }

    func testDirectives() {
        XCTAssertEqual(lex("#if os(iOS)\n#elseif DEBUG\n#else\n#endif"),
                       ["directive:#if", "word:os", "punct:(", "word:iOS", "punct:)", "directive:#elseif", "word:DEBUG",
                        "directive:#else", "directive:#endif"])
        XCTAssertEqual(lex("#selector(f) #Preview # x"), ["directive:#selector", "punct:(", "word:f", "punct:)",
                                                          "directive:#Preview", "punct:#", "word:x"])
    }

    func testRulesTextInCommentsAndStringsIsNeverAWord() {
        let source = #"""
        // .font(.system(size: 9))
        let s = ".bold()" + #"Font.system(size: 8)"# + """
          .fontWeight(.thin)
          """
        let r = /.font\(.system\)/
        """#
        let words = lex(source).filter { $0.hasPrefix("word") }
        XCTAssertEqual(words, ["word:let", "word:s", "word:let", "word:r"])
    }

    func testLineEndingsBOMAndInvalidBytes() {
        let crlf = Array("a\r\nb\rc\nd".utf8)
        XCTAssertEqual(Lexer.tokenize(crlf).map(\.start), [0, 3, 5, 7])
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x".utf8)
        XCTAssertEqual(Lexer.tokenize(bom).map(\.range), [3..<6, 7..<8])
        let invalid: [UInt8] = Array("a ".utf8) + [0xFF, 0xFE] + Array(" b \"\u{0}".utf8) + [0xC3]
        XCTAssertEqual(Lexer.tokenize(invalid).map(\.kind), [.word, .invalid, .word, .string])
    }

    func testLineTableColumns() {
        let file = SourceFile(path: "t.swift", bytes: Array("x\r\n  é🎉 .font\ny".utf8))
        let fontOffset = Array("x\r\n  é🎉 ".utf8).count
        let location = file.location(of: fontOffset)
        XCTAssertEqual(location.line, 2)
        XCTAssertEqual(location.column, 1 + 2 + 2 + 4 + 1)  // bytes: spaces, é, 🎉, space
        XCTAssertEqual(location.utf16Column, 1 + 2 + 1 + 2 + 1)  // units: 🎉 is a surrogate pair
        XCTAssertEqual(file.location(of: file.bytes.count - 1).line, 3)
    }
}
