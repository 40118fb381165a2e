import Foundation
import XCTest

/// `typelint lsp` at the byte level (the pytest-lsp session in `Tools/lsp` tests it as an editor drives it):
/// damaged messages are skipped, requests without their parameters are answered, `exit` after `shutdown` is 0.
final class LanguageServerTests: XCTestCase {
    func frame(_ body: String) -> Data { Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    func testDamagedMessagesAreSkippedAndTheSessionEndsCleanly() throws {
        var input = Data()
        for body in ["{not json", "[1, 2]", "null", #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction"}"#,
                     #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:1","text":"x"}}}"#,
                     #"{"jsonrpc":"2.0","id":2,"method":"typelint/unknown"}"#,
                     #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#] {
            input += frame(body)
        }
        let result = try BinaryRunner.run(["lsp"], stdin: input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let bodies = result.stdout.components(separatedBy: "\r\n\r\n").dropFirst().map { $0.components(separatedBy: "Content-Length")[0] }
        let messages = try bodies.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(messages.compactMap { $0["id"] as? Int }, [1, 2, 3])
        XCTAssertEqual((messages[0]["result"] as? [Any])?.count, 0)
        XCTAssertEqual((messages[1]["error"] as? [String: Any])?["code"] as? Int, -32601)
    }

    func testEndOfInputWithoutShutdownIsAnError() throws {
        XCTAssertEqual(try BinaryRunner.run(["lsp"], stdin: Data()).status, 1)
        XCTAssertEqual(try BinaryRunner.run(["lsp", "--tcp"]).status, 2)
    }
}
