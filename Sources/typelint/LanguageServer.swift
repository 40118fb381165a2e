import Foundation
import TypeLintDriver
import TypeLintRules
import TypeLintSyntax

/// `typelint lsp`: a Language Server Protocol server on standard input and output. Full-text sync; each open
/// document is linted as `typelint --stdin-path FILE` lints it (the configuration above it, the module's index from
/// the files around it on disk), so the editor shows what a whole-project run shows. Quick fixes are `--fix`'s
/// edits (a safe one is preferred: an editor may apply it on its own; an unsafe one says what it changes); every
/// finding also offers a suppression comment, whose reason is left for the user to write; `source.fixAll` applies the
/// document's safe fixes, as `--fix` would.
struct LanguageServer {
    private var documents: [String: [UInt8]] = [:]
    /// The findings last published for each open document, for its code actions.
    private var findings: [String: [Finding]] = [:]
    private var shutdownRequested = false
    private var connection = Connection(input: STDIN_FILENO, output: STDOUT_FILENO)

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.isEmpty || arguments == ["--stdio"] else {
            writeError("usage: typelint lsp [--stdio]")
            return ExitStatus.usage
        }
        var server = LanguageServer()
        while let message = server.connection.receive() {
            if let status = server.handle(message) { return status }
        }
        return server.shutdownRequested ? ExitStatus.clean : 1
    }

    /// Answers one message; the exit status once the client says `exit`.
    private mutating func handle(_ message: [String: Any]) -> Int32? {
        let method = message["method"] as? String ?? ""
        let params = message["params"] as? [String: Any] ?? [:]
        let id = message["id"]
        switch method {
        case "initialize":
            respond(id, [
                "capabilities": [
                    "positionEncoding": "utf-16",
                    "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                    "codeActionProvider": ["codeActionKinds": ["quickfix", Self.fixAllKind]],
                ],
                "serverInfo": ["name": "typelint", "version": CommandLineTool.version],
            ])
        case "shutdown":
            shutdownRequested = true
            respond(id, NSNull())
        case "exit":
            return shutdownRequested ? ExitStatus.clean : 1
        case "textDocument/didOpen":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                  let text = document["text"] as? String else { return nil }
            documents[uri] = Array(text.utf8)
            publish(uri)
        case "textDocument/didChange":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String,
                  let text = (params["contentChanges"] as? [[String: Any]])?.last?["text"] as? String else { return nil }
            documents[uri] = Array(text.utf8)
            publish(uri)
        case "textDocument/didSave":
            if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, documents[uri] != nil { publish(uri) }
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return nil }
            documents[uri] = nil
            findings[uri] = nil
            connection.send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                             "params": ["uri": uri, "diagnostics": [Any]()]])
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            // A configuration, a profile or a file of the module changed: every open document is linted again.
            for uri in documents.keys.sorted() { publish(uri) }
        case "textDocument/codeAction":
            respond(id, codeActions(params))
        default:
            // Requests this server does not know get an error; notifications (no id) and `$/…` are ignored.
            if let id {
                connection.send(["jsonrpc": "2.0", "id": id,
                                 "error": ["code": -32601, "message": "typelint does not handle \(method)"]])
            }
        }
        return nil
    }

    private func respond(_ id: Any?, _ result: Any) {
        connection.send(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
    }

    // MARK: - Diagnostics

    /// Lints an open document and publishes its findings; an error (a broken configuration) is shown to the user.
    private mutating func publish(_ uri: String) {
        guard let bytes = documents[uri], let path = Self.path(of: uri) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        var reported: [Finding] = []
        do {
            var request = LintRequest(input: .source(path: path, bytes: bytes), workingFolder: folder)
            request.clang = LintCommand.clangWorkers
            let run = try Driver.lint(request)
            reported = run.files.flatMap(\.findings).filter { $0.suppressionReason == nil }
            showErrors(run.errors)
        } catch {
            showErrors(["\(error)"])
        }
        findings[uri] = reported
        connection.send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                         "params": ["uri": uri, "diagnostics": reported.map(Self.diagnostic)]])
    }

    /// A broken configuration or profile is shown to the user, not only logged.
    private func showErrors(_ errors: [String]) {
        for error in errors {
            connection.send(["jsonrpc": "2.0", "method": "window/showMessage", "params": ["type": 1, "message": "typelint: \(error)"]])
        }
    }

    private static func diagnostic(_ finding: Finding) -> [String: Any] {
        let documentation = RuleRegistry.description(of: finding.ruleID)?.documentationURL
        return [
            "range": range(finding.start, finding.end),
            "severity": finding.severity == .error ? 1 : 2,
            "code": finding.ruleID,
            "codeDescription": ["href": documentation ?? ""],
            "source": "typelint",
            "message": finding.message,
        ]
    }

    private static func range(_ start: SourceLocation, _ end: SourceLocation) -> [String: Any] {
        ["start": position(start), "end": position(end)]
    }

    private static func position(_ location: SourceLocation) -> [String: Any] {
        ["line": max(0, location.line - 1), "character": max(0, location.utf16Column - 1)]
    }

    // MARK: - Code actions

    /// The kind of the action that applies every safe fix of a document (editors run it on save when asked to).
    static let fixAllKind = "source.fixAll.typelint"

    /// The quick fix of each finding in the range that has one, and a suppression for each finding there; or, when the
    /// client asks only for `source.fixAll`, the one action that applies the document's safe fixes.
    private func codeActions(_ params: [String: Any]) -> [[String: Any]] {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let bytes = documents[uri],
              let range = params["range"] as? [String: Any],
              let start = Self.lineAndCharacter(range["start"]), let end = Self.lineAndCharacter(range["end"]) else { return [] }
        let file = SourceFile(path: uri, bytes: bytes)
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        if let only, only.allSatisfy({ Self.fixAllKind.hasPrefix($0) }) {
            return fixAll(file, uri: uri).map { [$0] } ?? []
        }
        var actions: [[String: Any]] = []
        for finding in findings[uri] ?? [] {
            let first = (finding.start.line - 1, finding.start.utf16Column - 1)
            let last = (finding.end.line - 1, finding.end.utf16Column - 1)
            guard first <= end, start <= last else { continue }
            let diagnostic = Self.diagnostic(finding)
            if let fix = finding.fix {
                let title = fix.replacement.isEmpty
                    ? "Remove `\(file.text(finding.byteRange))`" : "Replace with `\(fix.replacement)`"
                let note = fix.safety == .unsafe ? "; changes the typeface's weight, family or design" : ""
                actions.append(["title": "\(title) (\(finding.ruleID)\(note))", "kind": "quickfix", "isPreferred": fix.safety == .safe,
                                "diagnostics": [diagnostic],
                                "edit": ["changes": [uri: [["range": Self.range(fix.start, fix.end), "newText": fix.replacement]]]]])
            }
            guard file.lines.lineStarts.indices.contains(finding.start.line - 1) else { continue }
            let lineStart = file.lines.lineStarts[finding.start.line - 1]
            let indent = String(decoding: bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
            // No reason is made up: until the user writes one after `--`, missing-suppression-reason says it is owed.
            let comment = "\(indent)// typelint:disable:next \(finding.ruleID) -- \n"
            let at = file.location(of: lineStart)
            actions.append(["title": "Suppress \(finding.ruleID) on this line (then write why after --)", "kind": "quickfix",
                            "diagnostics": [diagnostic],
                            "edit": ["changes": [uri: [["range": Self.range(at, at), "newText": comment]]]]])
        }
        return actions
    }

    /// The document with its safe fixes applied (as `--fix` applies them), as one edit of the whole text; nil when
    /// there is nothing to fix.
    private func fixAll(_ file: SourceFile, uri: String) -> [String: Any]? {
        guard case .corrected(let bytes, _) = Corrector.correct(file, tree: SyntaxTree(source: file), findings: findings[uri] ?? [])
        else { return nil }
        let end = file.location(of: file.bytes.count)
        return ["title": "Apply typelint's safe fixes", "kind": Self.fixAllKind,
                "edit": ["changes": [uri: [["range": Self.range(SourceLocation(line: 1, column: 1, utf16Column: 1), end),
                                            "newText": String(decoding: bytes, as: UTF8.self)]]]]]
    }

    private static func lineAndCharacter(_ value: Any?) -> (Int, Int)? {
        guard let position = value as? [String: Any], let line = position["line"] as? Int,
              let character = position["character"] as? Int else { return nil }
        return (line, character)
    }

    /// The file path of a `file://` URI, percent-escapes decoded; nil for other schemes (an untitled buffer).
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    // MARK: - JSON-RPC over a byte stream

    /// Messages framed by a `Content-Length` header, as LSP sends them.
    private struct Connection {
        let input: Int32
        let output: Int32
        private var buffer: [UInt8] = []

        init(input: Int32, output: Int32) {
            self.input = input
            self.output = output
        }

        /// The next message, or nil at the end of the input. A message that is not JSON is skipped.
        mutating func receive() -> [String: Any]? {
            while true {
                if let (headerEnd, length) = header(), buffer.count >= headerEnd + length {
                    let body = Data(buffer[headerEnd..<headerEnd + length])
                    buffer.removeFirst(headerEnd + length)
                    if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] { return message }
                    continue
                }
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
                if count > 0 {
                    buffer += chunk[..<count]
                } else if count == 0 || errno != EINTR {
                    return nil
                }
            }
        }

        /// Where the body starts and its length, once the whole header is in the buffer.
        private func header() -> (end: Int, length: Int)? {
            let separator: [UInt8] = [13, 10, 13, 10]
            guard buffer.count >= 4,
                  let end = (0...buffer.count - 4).first(where: { buffer[$0..<$0 + 4].elementsEqual(separator) }) else { return nil }
            let text = String(decoding: buffer[..<end], as: UTF8.self)
            for line in text.split(separator: "\r\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == "content-length",
                   let length = Int(parts[1].trimmingCharacters(in: .whitespaces)) {
                    return (end + 4, length)
                }
            }
            return nil
        }

        func send(_ message: [String: Any]) {
            guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes]) else { return }
            _ = FileIO.send(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body), to: output)
        }
    }
}
