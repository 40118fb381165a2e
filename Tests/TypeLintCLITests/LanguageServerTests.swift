import Foundation
import XCTest

/// `typelint lsp` at the byte level (the pytest-lsp session in `Tools/lsp` tests it as an editor drives it):
/// damaged messages are skipped, requests without their parameters are answered, `exit` after `shutdown` is 0.
final class LanguageServerTests: XCTestCase {
    func frame(_ body: String) -> Data { Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    /// The `initialize` an editor sends first; its id is a string, so the tests' numbered answers stay their own.
    var initialize: Data { frame(#"{"jsonrpc":"2.0","id":"start","method":"initialize","params":{"capabilities":{}}}"#) }

    /// A session of `typelint lsp`: `initialize`, then `input`.
    func session(_ input: Data, timeLimit: TimeInterval = 60) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["lsp"], stdin: initialize + input, timeLimit: timeLimit)
    }

    func testDamagedMessagesAreSkippedAndTheSessionEndsCleanly() throws {
        var input = Data()
        for body in ["{not json", "[1, 2]", "null", #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction"}"#,
                     #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:1","text":"x"}}}"#,
                     #"{"jsonrpc":"2.0","id":2,"method":"typelint/unknown"}"#,
                     #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#] {
            input += frame(body)
        }
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let bodies = result.stdout.components(separatedBy: "\r\n\r\n").dropFirst().map { $0.components(separatedBy: "Content-Length")[0] }
        let messages = try bodies.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            .filter { $0["id"] is Int }
        XCTAssertEqual(messages.compactMap { $0["id"] as? Int }, [1, 2, 3])
        XCTAssertEqual((messages[0]["result"] as? [Any])?.count, 0)
        XCTAssertEqual((messages[1]["error"] as? [String: Any])?["code"] as? Int, -32601)
    }

    func testEndOfInputWithoutShutdownIsAnError() throws {
        XCTAssertEqual(try BinaryRunner.run(["lsp"], stdin: Data()).status, 1)
        XCTAssertEqual(try BinaryRunner.run(["lsp", "--tcp"]).status, 2)
    }

    /// The session's order, as the protocol has it: before `initialize` a request is refused (`ServerNotInitialized`)
    /// and a document opened is not kept; a second `initialize` is refused; after `shutdown` every request is refused
    /// and nothing is linted, and `exit` still ends the session.
    func testRequestsOutsideTheSessionAreRefused() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = directory.appendingPathComponent("V.swift").absoluteString
        let open = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                         + #""languageId":"swift","version":0,"text":"let f = Font.system(size: 9)"}}}"#)
        let input = open + codeAction(1, uri) + initialize + codeAction(2, uri) + request(3, "initialize")
            + request(4, "shutdown") + open + codeAction(5, uri) + request(6, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try BinaryRunner.run(["lsp"], stdin: input, timeLimit: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        let answers = Dictionary(uniqueKeysWithValues: try messages(result.stdout).compactMap { message in
            (message["id"] as? Int).map { ($0, message) }
        })
        func errorCode(_ id: Int) -> Int? { (answers[id]?["error"] as? [String: Any])?["code"] as? Int }
        XCTAssertEqual(errorCode(1), -32002)
        XCTAssertEqual((answers[2]?["result"] as? [Any])?.count, 0, "the document opened before initialize was not kept")
        XCTAssertEqual(errorCode(3), -32600)
        XCTAssertNotNil(answers[4]?["result"])
        XCTAssertEqual(errorCode(5), -32600)
        XCTAssertEqual(errorCode(6), -32600)
        XCTAssertFalse(try messages(result.stdout).contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
    }

    /// A session that opens each document (its text as JSON string content) and asks its code actions, numbered from 1 in
    /// order: the answers by number.
    func codeActionAnswers(_ documents: [(uri: String, text: String)]) throws -> [Int: [String: Any]] {
        var input = Data()
        for (id, document) in documents.enumerated() {
            input += frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(document.uri)","#
                           + #""languageId":"swift","version":0,"text":"\#(document.text)"}}}"#)
            input += codeAction(id + 1, document.uri)
        }
        input += request(documents.count + 1, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        return Dictionary(uniqueKeysWithValues: try messages(result.stdout).compactMap { message in
            (message["id"] as? Int).map { ($0, message) }
        })
    }

    /// Where the "Suppress RULE" action of a code action's answer inserts its comment, and the comment.
    func suppressionEdit(_ answer: [String: Any]?, _ uri: String, rule: String) throws -> (line: Int?, character: Int?, text: String?) {
        let actions = try XCTUnwrap(answer?["result"] as? [[String: Any]])
        let action = try XCTUnwrap(actions.first { ($0["title"] as? String)?.hasPrefix("Suppress \(rule)") == true })
        let edit = try XCTUnwrap(((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]).first
        let start = (edit?["range"] as? [String: Any])?["start"] as? [String: Any]
        return (start?["line"] as? Int, start?["character"] as? Int, edit?["newText"] as? String)
    }

    /// A client that says its process in `initialize` ends the session when that process ends, though its pipe stays open
    /// (an editor that died and left it); and output to a pipe the client made non-blocking is written whole.
    func testTheSessionEndsWithItsClientsProcess() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try BinaryRunner.shell(#"""
            sleep 1 & client=$!
            body="{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":$client,\"capabilities\":{}}}"
            mkfifo requests
            { printf 'Content-Length: %d\r\n\r\n%s' "${#body}" "$body"; sleep 20; } > requests & writer=$!
            start=$(date +%s)
            "$TYPELINT" lsp < requests > answers.txt
            echo "exit $? after $(( $(date +%s) - start )) s"
            kill $writer
            """#, in: directory, timeLimit: 60)
        let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(line.hasPrefix("exit 1 after "), line + result.stderr)
        XCTAssertLessThan(Int(line.split(separator: " ")[3]) ?? 99, 10, line)
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("answers.txt"), encoding: .utf8).contains("\"capabilities\""))
    }

    /// The messages the server wrote, in order.
    func messages(_ stdout: String) throws -> [[String: Any]] {
        try stdout.components(separatedBy: "Content-Length: ").dropFirst().map { framed in
            let body = try XCTUnwrap(framed.components(separatedBy: "\r\n\r\n").dropFirst().first)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        }
    }

    func request(_ id: Int, _ method: String = "typelint/ping") -> Data { frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)"}"#) }

    /// What cannot be a message — a negative or enormous length, a header without one, junk before a header, a
    /// length shorter than its body, a header that never ends — is skipped, and the request after it is answered:
    /// the server neither dies nor stops listening.
    func testDamagedFramingIsSkippedAndTheNextRequestIsAnswered() throws {
        let body = #"{"jsonrpc":"2.0","id":99,"method":"typelint/ping"}"#
        let damaged: [(String, Data)] = [
            ("a negative length", Data("Content-Length: -5\r\n\r\n{}".utf8)),
            ("2^63-1", Data("Content-Length: 9223372036854775807\r\n\r\n".utf8)),
            ("a length over Int", Data("Content-Length: 99999999999999999999999\r\n\r\n".utf8)),
            ("a length over the limit", Data("Content-Length: \(64 << 20 + 1)\r\n\r\n".utf8)),
            ("no length", Data("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8)),
            ("junk before a header", Data("\u{0}junk that is no header at all".utf8)),
            ("a length shorter than the body", Data("Content-Length: 5\r\n\r\n\(body)".utf8)),
            ("a header that never ends", Data(String(repeating: "X-Filler: 1\r\n", count: 2_000).utf8)),
            ("megabytes without a blank line", Data(repeating: 0x61, count: 8 << 20)),
        ]
        // Leading zeros are still a length.
        let padded = try session(Data("Content-Length: 000000000000\(body.utf8.count)\r\n\r\n\(body)".utf8)
                                              + request(2, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        XCTAssertEqual(try messages(padded.stdout).compactMap { $0["id"] as? Int }, [99, 2], padded.stderr)
        for (what, bytes) in damaged {
            let input = bytes + request(1) + request(2, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
            let started = Date()
            let result = try session(input)
            XCTAssertFalse(result.timedOut, what)
            XCTAssertEqual(result.status, 0, "\(what): \(result.stderr)")
            XCTAssertEqual(try messages(result.stdout).compactMap { $0["id"] as? Int }, [1, 2], what)
            XCTAssertLessThan(Date().timeIntervalSince(started), 20, what)
            XCTAssertTrue(result.stderr.hasPrefix("typelint lsp: skipping input that is not a message ("), "\(what): \(result.stderr)")
        }
    }

    /// A body of a million small values is no message the server reads: skipped before it is parsed (Foundation would
    /// make an object of each), and the request after it answered. A document over the size a file may be is kept only
    /// as far as says so, and its diagnostics say it is not linted.
    func testABodyOfMillionsOfValuesIsSkippedAndAnOversizedDocumentIsReported() throws {
        let numbers = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":[" + String(repeating: "1,", count: 1_100_000) + "1]}"
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uri = folder.appendingPathComponent("Big.swift").absoluteString
        let big = String(repeating: "let total = compute(a, b) + 1 // no font here\\n", count: 100_000)
        let open = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                         + #""languageId":"swift","version":1,"text":"\#(big)"}}}"#)
        let input = frame(numbers) + request(1) + open + codeAction(2, uri) + request(3, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input, timeLimit: 120)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("typelint lsp: skipped a body of more than 1000000 JSON values"), result.stderr)
        let answers = try messages(result.stdout)
        XCTAssertEqual(answers.compactMap { $0["id"] as? Int }, [1, 2, 3])
        let shown = answers.filter { $0["method"] as? String == "window/showMessage" }.compactMap { ($0["params"] as? [String: Any])?["message"] as? String }
        XCTAssertTrue(shown.contains { $0.contains("over the 4 MB") }, "\(shown)")
    }

    /// A document whose baseline cannot be read gets no action that fixes all its findings at once (an editor may run it
    /// on save): they may be the ones the team chose to keep.
    func testNoFixAllWhenTheBaselineCannotBeRead() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"baseline": "baseline.json"}"#.utf8).write(to: folder.appendingPathComponent(".typelint.json"))
        try Data("<<<<<<< HEAD\n".utf8).write(to: folder.appendingPathComponent("baseline.json"))
        let uri = folder.appendingPathComponent("V.swift").absoluteString
        let open = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                         + #""languageId":"swift","version":0,"text":"import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n"}}}"#)
        let input = initialize + open + codeAction(1, uri, only: #"["source.fixAll"]"#) + codeAction(2, uri)
            + request(3, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let answers = Dictionary(uniqueKeysWithValues: try messages(result.stdout).compactMap { message in (message["id"] as? Int).map { ($0, message) } })
        XCTAssertEqual((answers[1]?["result"] as? [[String: Any]])?.count, 0, "no fix-all")
        XCTAssertFalse(try XCTUnwrap(answers[2]?["result"] as? [[String: Any]]).isEmpty, "each finding's own actions stay")
        XCTAssertTrue(try messages(result.stdout).contains { ($0["method"] as? String) == "window/showMessage" }, "the error is shown")
    }

    /// A client that takes edits of a numbered version of a document gets them so: an edit worked out from one text is
    /// not applied to a later one, where a keystroke made meanwhile would be lost to a fix-all's whole-text edit.
    func testEditsNameTheVersionTheyWereWorkedOutFrom() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uri = folder.appendingPathComponent("V.swift").absoluteString
        let initialize = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":"#
                               + #"{"workspace":{"workspaceEdit":{"documentChanges":true}}}}}"#)
        let open = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                         + #""languageId":"swift","version":7,"text":"import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n"}}}"#)
        let input = initialize + open + codeAction(2, uri) + codeAction(3, uri, only: #"["source.fixAll"]"#)
            + request(4, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try BinaryRunner.run(["lsp"], stdin: input, timeLimit: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        let answers = Dictionary(uniqueKeysWithValues: try messages(result.stdout).compactMap { message in (message["id"] as? Int).map { ($0, message) } })
        let actions = try XCTUnwrap(answers[2]?["result"] as? [[String: Any]]) + (try XCTUnwrap(answers[3]?["result"] as? [[String: Any]]))
        XCTAssertGreaterThanOrEqual(actions.count, 3, "a quick fix, a suppression and the fix-all")
        for action in actions {
            let edit = try XCTUnwrap(action["edit"] as? [String: Any])
            XCTAssertNil(edit["changes"])
            let change = try XCTUnwrap((edit["documentChanges"] as? [[String: Any]])?.first)
            let document = try XCTUnwrap(change["textDocument"] as? [String: Any])
            XCTAssertEqual(document["uri"] as? String, uri)
            XCTAssertEqual(document["version"] as? Int, 7, "\(action["title"] ?? "")")
        }
    }

    /// Text no JSON may carry (half an emoji escaped alone, a byte that is not UTF-8) is read as U+FFFD: the findings keep
    /// their places, but no edit is offered, as it would write U+FFFD over the editor's text, until a whole text comes as
    /// it is. A body that cannot be read even so makes the server forget the open documents (their findings cleared, no
    /// action) until their whole text comes again, and a request in it is answered with a parse error.
    func testTextNoJSONMayCarryIsShownButNotEditedAndAnUnreadableBodyForgetsTheDocuments() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = directory.appendingPathComponent("V.swift").absoluteString
        let violation = #"let f = Font.system(size: 9)\n"#
        func change(_ body: [UInt8]) -> Data { Data("Content-Length: \(body.count)\r\n\r\n".utf8) + Data(body) }
        let prefix = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":1},"#
            + #""contentChanges":[{"text":"// "#
        var input = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":0,"text":""}}}"#)
        input += change(Array((prefix + #"\ud83d\n\#(violation)"}]}}"#).utf8)) + codeAction(1, uri)
        input += didChange(uri, violation) + codeAction(2, uri)
        input += change(Array((prefix + "caf").utf8) + [0xE9] + Array(#"\n\#(violation)"}]}}"#.utf8)) + codeAction(3, uri)
        input += frame(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{"range":}}"#) + codeAction(8, uri)
        input += didChange(uri, violation) + codeAction(9, uri)
        input += request(10, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let messages = try messages(result.stdout)
        let answers = Dictionary(uniqueKeysWithValues: messages.compactMap { message in (message["id"] as? Int).map { ($0, message) } })
        func actions(_ id: Int) -> Int? { (answers[id]?["result"] as? [Any])?.count }
        XCTAssertEqual(actions(1), 0, "a text holding half an emoji gets no edit")
        XCTAssertEqual(actions(2).map { $0 > 0 }, true, "the whole text as it is: edits again")
        XCTAssertEqual(actions(3), 0, "a byte that is not UTF-8: no edit")
        XCTAssertEqual((answers[7]?["error"] as? [String: Any])?["code"] as? Int, -32700, "\(String(describing: answers[7]))")
        XCTAssertEqual(actions(8), 0, "forgotten: no action")
        XCTAssertEqual(actions(9).map { $0 > 0 }, true, "known again from a whole text")
        let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
            .compactMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }
        XCTAssertTrue(published.contains { $0.isEmpty }, "the forgotten document's findings are cleared")
        // The findings of the repaired texts are on their second line, where the editor has them.
        let lines = published.filter { !$0.isEmpty }.map { Set($0.compactMap { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int }) }
        XCTAssertTrue(lines.contains([1]), "\(lines)")
        let shown = messages.filter { $0["method"] as? String == "window/showMessage" }
        XCTAssertEqual(shown.count, 2, "said once for the repaired text, once for the unreadable body: \(shown)")
    }

    func didChange(_ uri: String, _ text: String) -> Data {
        frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":1},"#
              + #""contentChanges":[{"text":"\#(text)"}]}}"#)
    }

    func codeAction(_ id: Int, _ uri: String, only: String? = nil) -> Data {
        frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"#
              + #""range":{"start":{"line":0,"character":0},"end":{"line":99,"character":0}},"context":{"diagnostics":[]"#
              + (only.map { #","only":\#($0)"# } ?? "") + "}}}")
    }

    /// A diagnostic and a quick fix's title quote code (a typeface's name, the call a fix removes) as every reporter does:
    /// their control and bidirectional characters as their bytes, so that the editor shows them and its terminal or menu
    /// never obeys them.
    func testDiagnosticsShowControlCharactersOfCodeEscaped() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = directory.appendingPathComponent("V.swift").absoluteString
        let text = #"import SwiftUI\nlet f = Text(\"x\").font(.custom(\"Inter\u001B[8m\u202E\", size: 17))\n"#
            + #"let g = Text(\"y\").tracking(CGFloat(\"\u001B[8m\u202E\".count))\n"#
        let open: String = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri
            + #"","languageId":"swift","version":0,"text":""# + text + #""}}}"#
        var input = frame(open)
        input += codeAction(2, uri)  // answered after the document's diagnostics
        input += request(1, "shutdown")
        input += frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        let published = try messages(result.stdout).filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let diagnostics = try XCTUnwrap((published.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let family = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "forbidden-font-family" }?["message"] as? String)
        XCTAssertFalse(family.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, family)
        XCTAssertTrue(family.contains(#"\x1B[8m\xE2\x80\xAE"#), family)
        let answer = try XCTUnwrap(try messages(result.stdout).first { $0["id"] as? Int == 2 })
        let titles = try XCTUnwrap(answer["result"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        XCTAssertTrue(titles.contains { $0.hasPrefix("Remove `.tracking(") && $0.contains(#"\x1B[8m\xE2\x80\xAE"#) }, "\(titles)")
        XCTAssertFalse(titles.contains { $0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E } }, "\(titles)")
    }

    /// Changes already sent when the server reads them are linted once, with the latest text; a change to a document
    /// that was never opened is not kept (nor linted).
    func testABurstOfChangesIsLintedOnceAndUnopenedDocumentsAreNotKept() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = directory.appendingPathComponent("V.swift").absoluteString
        let violation = #"let f = Font.system(size: 9)\n"#
        var input = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":0,"text":""}}}"#)
        for count in 1...200 { input += didChange(uri, String(repeating: violation, count: count % 7)) }
        input += didChange(uri, String(repeating: violation, count: 3))
        let unopened = directory.appendingPathComponent("Never.swift").absoluteString
        input += didChange(unopened, violation) + codeAction(1, uri) + codeAction(2, unopened)
        input += codeAction(4, uri, only: "[]") + codeAction(5, uri, only: #"["source.fixAll"]"#)
        input += request(3, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let messages = try messages(result.stdout)
        let published = messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.count, 1, "one lint for 202 texts")
        let params = try XCTUnwrap(published.first?["params"] as? [String: Any])
        XCTAssertEqual(params["uri"] as? String, uri)
        XCTAssertEqual((params["diagnostics"] as? [Any])?.count, 6, "the latest text's: two findings on each of its three lines")
        let answers = Dictionary(uniqueKeysWithValues: messages.compactMap { message in (message["id"] as? Int).map { ($0, message) } })
        XCTAssertEqual((answers[1]?["result"] as? [Any])?.isEmpty, false, "actions for the latest findings")
        XCTAssertEqual((answers[2]?["result"] as? [Any])?.count, 0, "a document never opened has no text to act on")
        XCTAssertEqual((answers[4]?["result"] as? [Any])?.count, 0, "no kind asked for, no action")
        XCTAssertEqual((answers[5]?["result"] as? [Any])?.count, 0, "only the fix-all action is asked for, and no safe fix is there")
    }

    /// A change with a range is applied where it says (UTF-16 positions, any line ending, a line past the end meaning
    /// the end), in the order sent, so the fix-all worked out from the server's copy is the editor's text fixed.
    func testRangedChangesAreAppliedWhereTheySay() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = directory.appendingPathComponent("V.swift").absoluteString
        func range(_ from: (Int, Int), _ to: (Int, Int)) -> String {
            #""range":{"start":{"line":\#(from.0),"character":\#(from.1)},"end":{"line":\#(to.0),"character":\#(to.1)}}"#
        }
        let changes = [
            "{" + range((2, 17), (2, 17)) + #","text":".font(.system(size: 17))"}"#,
            "{" + range((1, 9), (1, 11)) + #","text":"x"}"#,
            "{" + range((99, 0), (99, 5)) + #","text":"// end\n"}"#,
        ]
        var input = frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                          + #""languageId":"swift","version":0,"text":"import SwiftUI\r\nlet e = \"\ud83d\ude00\u00e9\"\nlet t = Text(\"x\")\n"}}}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":1},"#
                       + #""contentChanges":[\#(changes.joined(separator: ","))]}}"#)
        input += codeAction(1, uri, only: #"["source.fixAll"]"#)
        input += request(2, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let messages = try messages(result.stdout)
        let published = try XCTUnwrap(messages.last { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let diagnostics = try XCTUnwrap((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let lines = diagnostics.compactMap { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int }
        XCTAssertEqual(Set(lines), [2], "the size inserted on the third line")
        let answer = try XCTUnwrap(messages.first { $0["id"] as? Int == 1 }?["result"] as? [[String: Any]])
        let edit = try XCTUnwrap(((answer.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        let fixed = try XCTUnwrap(edit.first?["newText"] as? String)
        XCTAssertTrue(fixed.hasPrefix("import SwiftUI\r\nlet e = \"x\u{E9}\"\nlet t = Text(\"x\").font(."), fixed)
        XCTAssertFalse(fixed.contains("size: 17"), fixed)
        XCTAssertTrue(fixed.hasSuffix(")\n// end\n"), fixed)
    }

    /// A broken configuration is shown once, not at every lint of every open document; again after the configuration
    /// changes (and is still broken).
    func testABrokenConfigurationIsShownOnceUntilItChanges() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"rules": {"raw-font-size": "sometimes"}}"#.utf8).write(to: directory.appendingPathComponent(".typelint.json"))
        let uris = ["A.swift", "B.swift"].map { directory.appendingPathComponent($0).absoluteString }
        var input = Data()
        for (index, uri) in uris.enumerated() {
            input += frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":0,"text":""}}}"#)
            input += codeAction(10 + index, uri) + didChange(uri, "let a = 1") + codeAction(20 + index, uri)
        }
        input += frame(#"{"jsonrpc":"2.0","method":"workspace/didChangeWatchedFiles","params":{"changes":[]}}"#) + codeAction(30, uris[0])
        input += request(3, "shutdown") + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = try session(input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let shown = try messages(result.stdout).filter { $0["method"] as? String == "window/showMessage" }
        XCTAssertEqual(shown.count, 2, "once, and once more after the change: \(shown)")
    }

    /// The suppression a code action writes goes where it suppresses and changes nothing else: above the line, ended as
    /// the document ends its lines; at the line's end where the line starts inside a multi-line string.
    func testASuppressionIsWrittenWhereItSuppressesAndInTheDocumentsLineEnds() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let multiline = directory.appendingPathComponent("M.swift").absoluteString
        let crlf = directory.appendingPathComponent("C.swift").absoluteString
        let closing = #"      \"\"\").font(.system(size: 17))"#
        let macro = directory.appendingPathComponent("K.m").absoluteString
        let texts = [multiline: #"Text(\"\"\"\n      Hello\n"# + closing + #"\n"#,
                     crlf: #"let t = Text(\"x\")\r\n    .font(.system(size: 17))\r\n"#,
                     macro: #"#define TITLE_FONT \\\n    [UIFont systemFontOfSize:17]\n@implementation K\n- (void)f { self.l.font = TITLE_FONT; }\n@end\n"#]
        let answers = try codeActionAnswers([multiline, crlf, macro].map { ($0, texts[$0]!) })
        func suppression(_ id: Int, _ uri: String) throws -> (line: Int?, character: Int?, text: String?) {
            try suppressionEdit(answers[id], uri, rule: "raw-font-size")
        }
        let inString = try suppression(1, multiline)
        XCTAssertEqual(inString.line, 2)
        XCTAssertEqual(inString.character, #"      """).font(.system(size: 17))"#.utf16.count)
        XCTAssertEqual(inString.text, " // typelint:disable:this raw-font-size -- ")
        let above = try suppression(2, crlf)
        XCTAssertEqual(above.line, 1)
        XCTAssertEqual(above.character, 0)
        XCTAssertEqual(above.text, "    // typelint:disable:next raw-font-size -- \r\n")
        // In a macro continued with `\`, a comment line would end the macro: no suppression is offered there.
        let inMacro = try XCTUnwrap(answers[3]?["result"] as? [[String: Any]])
        XCTAssertFalse(inMacro.isEmpty, "the finding's other actions")
        XCTAssertFalse(inMacro.contains { ($0["title"] as? String)?.hasPrefix("Suppress") == true }, "\(inMacro)")
    }

    /// Under a `disable:next` that already suppresses another rule on the line, a new suppression does not come between
    /// them (the old one would cover the new comment, and its finding come back): it goes at the line's end, or joins
    /// the old comment's list where a comment already ends the line.
    func testASuppressionUnderAnotherKeepsIt() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("P.swift").absoluteString
        let commented = directory.appendingPathComponent("C.swift").absoluteString
        let block = directory.appendingPathComponent("B.swift").absoluteString
        let above = #"    // typelint:disable:next tracking-override -- brand wordmark, approved\n"#
        let code = #"    Text(\"a\").tracking(2).font(.system(size: 13, weight: .light))"#
        let unexplained = directory.appendingPathComponent("U.swift").absoluteString
        let answers = try codeActionAnswers([(plain, above + code + #"\n"#), (commented, above + code + #" // wordmark\n"#),
                                             (block, #"    /* typelint:disable:next tracking-override -- approved */\n"# + code + #" // wordmark\n"#),
                                             (unexplained, #"    // typelint:disable:next tracking-override\n"# + code + #" // wordmark\n"#)])
        // Under a block comment's `disable:next`, or one whose reason is its rules', with a comment at the line's end: no
        // place keeps both without lending the reason, so none is offered.
        for id in [2, 3] {
            let actions = try XCTUnwrap(answers[id]?["result"] as? [[String: Any]])
            XCTAssertFalse(actions.contains { ($0["title"] as? String)?.hasPrefix("Suppress forbidden-font-weight") == true }, "\(actions)")
        }
        func suppression(_ id: Int, _ uri: String) throws -> (line: Int?, character: Int?, text: String?) {
            try suppressionEdit(answers[id], uri, rule: "forbidden-font-weight")
        }
        let atEnd = try suppression(1, plain)
        XCTAssertEqual(atEnd.line, 1)
        XCTAssertEqual(atEnd.character, #"    Text("a").tracking(2).font(.system(size: 13, weight: .light))"#.utf16.count)
        XCTAssertEqual(atEnd.text, " // typelint:disable:this forbidden-font-weight -- ")
        let joined = try suppression(4, unexplained)
        XCTAssertEqual(joined.line, 0)
        XCTAssertEqual(joined.character, "    // typelint:disable:next tracking-override".utf16.count)
        XCTAssertEqual(joined.text, ", forbidden-font-weight")
    }
}
