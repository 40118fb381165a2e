import Foundation
import TypeLintReporters
import TypeLintDriver
import TypeLintRules
import TypeLintSyntax

/// `typelint lsp`: a Language Server Protocol server on standard input and output. Full-text sync; each open
/// document is linted as `typelint --stdin-path FILE` lints it (the configuration above it, the module's index from
/// the files around it on disk), so the editor shows what a whole-project run shows. Quick fixes are `--fix`'s
/// edits (a safe one is preferred: an editor may apply it on its own; an unsafe one says what it changes); every
/// finding also offers a suppression comment, whose reason is left for the user to write; `source.fixAll` applies the
/// document's safe fixes, as `--fix` would.
///
/// A document is linted once the messages already sent are read, with its latest text: a burst of changes (typing, a
/// client replaying its edits) costs one lint, not one per change.
struct LanguageServer {
    /// The open documents' texts. A change to a document that was never opened is ignored: kept, it would be memory
    /// no `didClose` ever frees.
    private var documents: [String: [UInt8]] = [:]
    /// The findings last published for each open document, for its code actions.
    private var findings: [String: [Finding]] = [:]
    /// Documents whose last lint had an error (a baseline that cannot be read): their findings may be ones the team chose
    /// to keep, so no action fixes them all at once.
    private var lintedWithErrors: Set<String> = []
    /// Open documents whose text (or whose configuration or module) changed since they were last linted.
    private var stale: Set<String> = []
    private var shutdownRequested = false
    /// Whether the client has sent `initialize`: until then, as the protocol says, a request is refused and a
    /// notification dropped (a document opened before it would be linted with capabilities not yet known).
    private var initialized = false
    /// The errors shown since the configuration last changed: each is shown once, not at every lint of every document.
    private var shownErrors: Set<String> = []
    private var connection = Connection(input: STDIN_FILENO, output: STDOUT_FILENO)
    /// The files around the open documents, read for their declarations, and their baselines: read again only when they
    /// change on disk.
    private let cache = ReadingCache()
    /// Open documents whose text the server dropped (see `forget`): a change giving a whole text makes them known again.
    private var forgotten: Set<String> = []
    /// Open documents whose text holds what a body could not carry as JSON (see `holdsRepairs`).
    private var repairedDocuments: Set<String> = []
    /// Each open document's version, as the client last numbered it.
    private var versions: [String: Int] = [:]
    /// Whether the client takes edits of a numbered version of a document (`documentChanges`): then an edit worked out
    /// from one text is not applied to a later one (a keystroke made meanwhile would be lost under a fix-all).
    private var takesVersionedEdits = false

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.isEmpty || arguments == ["--stdio"] else {
            writeError("usage: typelint lsp [--stdio]")
            return ExitStatus.usage
        }
        var server = LanguageServer()
        while true {
            switch server.connection.receive(waiting: server.stale.isEmpty) {
            case .message(let message, let repaired):
                if let status = server.handle(message, repaired: repaired) { return status }
            case .unreadable(let id):
                // Which document it changed is unknown: every open one is forgotten until its whole text comes again, so that
                // no action is worked out from a text the editor no longer holds. A request gets a parse error.
                server.forget(Array(server.documents.keys), because: "a message from the editor could not be read")
                if let id { server.connection.send(["jsonrpc": "2.0", "id": id, "error": ["code": -32700, "message": "not JSON"]]) }
            case .idle:
                for uri in server.stale.sorted() { server.publish(uri) }
            case .end:
                return server.shutdownRequested ? ExitStatus.clean : 1
            }
        }
    }

    /// Answers one message; the exit status once the client says `exit`.
    /// `repaired`: whether the body held text JSON may not (see `Connection.repaired`), read as U+FFFD.
    private mutating func handle(_ message: [String: Any], repaired: Bool = false) -> Int32? {
        let method = message["method"] as? String ?? ""
        let params = message["params"] as? [String: Any] ?? [:]
        let id = message["id"]
        if method != "exit", let refusal = lifecycleRefusal(method) {
            if let id { connection.send(["jsonrpc": "2.0", "id": id, "error": ["code": refusal.code, "message": refusal.message]]) }
            return nil
        }
        switch method {
        case "initialize":
            initialized = true
            connection.client = (params["processId"] as? Int).flatMap { $0 > 0 ? pid_t(exactly: $0) : nil }
            let workspace = (params["capabilities"] as? [String: Any])?["workspace"] as? [String: Any]
            takesVersionedEdits = (workspace?["workspaceEdit"] as? [String: Any])?["documentChanges"] as? Bool == true
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
            documents[uri] = Self.kept(text)
            forgotten.remove(uri)
            holdsRepairs(uri, repaired, wholeText: true)
            versions[uri] = document["version"] as? Int
            stale.insert(uri)
        case "textDocument/didChange":
            guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String,
                  var changes = params["contentChanges"] as? [[String: Any]] else { return nil }
            var text: [UInt8]
            if let kept = documents[uri] {
                text = kept
            } else if forgotten.contains(uri), let whole = changes.lastIndex(where: { $0["range"] == nil }) {
                // A forgotten document is known again from the whole text a change gives.
                changes = Array(changes[whole...])
                text = []
            } else {
                return nil
            }
            guard let changed = Self.applying(changes, to: text) else {
                forget([uri], because: "too many ranged changes at once")
                return nil
            }
            text = changed
            forgotten.remove(uri)
            holdsRepairs(uri, repaired, wholeText: changes.contains { $0["range"] == nil })
            documents[uri] = text
            versions[uri] = document["version"] as? Int
            stale.insert(uri)
        case "textDocument/didSave":
            if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, documents[uri] != nil { stale.insert(uri) }
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return nil }
            documents[uri] = nil
            findings[uri] = nil
            lintedWithErrors.remove(uri)
            versions[uri] = nil
            forgotten.remove(uri)
            repairedDocuments.remove(uri)
            stale.remove(uri)
            // The modules around the documents still open are read again at their next lint; one browsed and closed is
            // not kept (each of a thousand files costs tens of kilobytes).
            cache.forgetAll()
            connection.send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                             "params": ["uri": uri, "diagnostics": [Any]()]])
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration":
            // A configuration, a profile or a file of the module changed: every open document is linted again, an error
            // still there is shown again, and libclang is asked again of a file it was slow on.
            stale.formUnion(documents.keys)
            shownErrors = []
            LintCommand.clangWorkers.forgetSlowFiles()
            cache.forgetRemovedFiles()
        case "textDocument/codeAction":
            // The actions are worked out from the findings of the document's latest text.
            if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, stale.contains(uri) { publish(uri) }
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

    /// Why a message is not answered in the server's present state, as the protocol words it: nothing but `initialize`
    /// before it (`ServerNotInitialized`), a second `initialize`, and nothing but `exit` after `shutdown`
    /// (`InvalidRequest`).
    private func lifecycleRefusal(_ method: String) -> (code: Int, message: String)? {
        if shutdownRequested { return (-32600, "typelint is shut down; only exit is accepted") }
        if !initialized { return method == "initialize" ? nil : (-32002, "typelint has not been initialized") }
        if method == "initialize" { return (-32600, "typelint is already initialized") }
        return nil
    }

    /// What is kept of a document's text: all of it, or of one over the size a file may be, as much as says so when it is
    /// linted.
    private static func kept(_ text: String) -> [UInt8] {
        Array(text.utf8.prefix(FileIO.maxFileBytes + 1))
    }

    /// A document's text after a `didChange`'s changes, in order. The server asks for whole texts, but a change with a
    /// `range` is applied where it says rather than taken as the whole document, so that actions worked out from the
    /// server's copy still fit the editor's. A range into a document kept only in part (over the size a file may be)
    /// leaves it so: it is not linted either way.
    static func applying(_ changes: [[String: Any]], to text: [UInt8]) -> [UInt8]? {
        var text = text
        // Each ranged change costs the text's length (found from its start, then moved); a message whose changes would
        // cost more than `maxChangeBytes` is not applied (the caller forgets the text until a whole one comes), so that
        // one message cannot hold the server for minutes.
        var cost = 0
        for change in changes {
            if change["range"] != nil {
                cost += text.count
                guard cost <= Self.maxChangeBytes else { return nil }
            }
            guard let replacement = change["text"] as? String else { continue }
            guard let range = change["range"] as? [String: Any] else {
                text = kept(replacement)
                continue
            }
            guard text.count <= FileIO.maxFileBytes, let start = lineAndCharacter(range["start"]),
                  let end = lineAndCharacter(range["end"]) else { continue }
            let from = offset(of: start, in: text), to = max(from, offset(of: end, in: text))
            text.replaceSubrange(from..<to, with: replacement.utf8)
            if text.count > FileIO.maxFileBytes { text = Array(text.prefix(FileIO.maxFileBytes + 1)) }
        }
        return text
    }

    /// The bytes a message's ranged changes may cost, summed over its changes (see `applying`): hundreds of changes to a
    /// document of megabytes, a second or so.
    static let maxChangeBytes = 1 << 30

    /// The byte offset of a protocol position (a line, and UTF-16 units into it) in UTF-8 text. As the protocol says, a
    /// character past the line's end means its end, and a line past the last means the end of the text; lines end at
    /// `\n`, `\r\n` or `\r`.
    static func offset(of position: (line: Int, character: Int), in text: [UInt8]) -> Int {
        var index = 0
        // The line's start, in one pass over the bytes before it (asked for each change of a message).
        let found = text.withUnsafeBufferPointer { bytes -> Bool in
            var line = 0
            while line < position.line {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                guard index < bytes.count else { return false }
                index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                line += 1
            }
            return true
        }
        guard found else { return text.count }
        var units = 0
        while index < text.count, units < position.character, text[index] != 0x0A, text[index] != 0x0D {
            let lead = text[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            units += length == 4 ? 2 : 1
            index = min(text.count, index + length)
        }
        return index
    }

    private func respond(_ id: Any?, _ result: Any) {
        connection.send(["jsonrpc": "2.0", "id": id ?? NSNull(), "result": result])
    }

    // MARK: - Diagnostics

    /// Lints an open document and publishes its findings; an error (a broken configuration) is shown to the user.
    private mutating func publish(_ uri: String) {
        stale.remove(uri)
        guard let bytes = documents[uri], let path = Self.path(of: uri) else { return }
        let folder = FileIO.folder(of: path)
        var reported: [Finding] = []
        do {
            var request = LintRequest(input: .source(path: path, bytes: bytes), workingFolder: folder)
            request.clang = LintCommand.clangWorkers
            request.cache = cache
            let run = try Driver.lint(request)
            reported = run.files.flatMap(\.findings).filter { $0.suppressionReason == nil }
            showErrors(run.errors.map(\.description))
            if run.errors.isEmpty { lintedWithErrors.remove(uri) } else { lintedWithErrors.insert(uri) }
        } catch {
            showErrors(["\(error)"])
            lintedWithErrors.insert(uri)
        }
        findings[uri] = reported
        connection.send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
                         "params": ["uri": uri, "diagnostics": reported.map(Self.diagnostic)]])
    }

    /// Notes whether a document's text holds what was repaired (see `Connection.repaired`): its findings are shown, but
    /// no edit is offered, since an edit would write U+FFFD over what the editor holds. A whole text read as it was
    /// clears it.
    private mutating func holdsRepairs(_ uri: String, _ repaired: Bool, wholeText: Bool) {
        if repaired {
            if repairedDocuments.insert(uri).inserted {
                showErrors(["a document holds text the editor sent as no JSON may (half an emoji, a byte that is not UTF-8); its findings are shown without fixes"])
            }
        } else if wholeText {
            repairedDocuments.remove(uri)
        }
    }

    /// Drops the texts of open documents the server can no longer be sure of, with their findings (the editor is told
    /// there are none), until a change gives a whole text again; the user is told why, once.
    mutating func forget(_ uris: [String], because reason: String) {
        for uri in uris where documents[uri] != nil {
            documents[uri] = nil
            findings[uri] = nil
            lintedWithErrors.remove(uri)
            versions[uri] = nil
            stale.remove(uri)
            forgotten.insert(uri)
            connection.send(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": ["uri": uri, "diagnostics": [Any]()]])
        }
        showErrors(["\(reason); findings come back with the document's next whole text (edit or reopen it)"])
    }

    /// A broken configuration or profile is shown to the user, not only logged: once until the configuration changes.
    private mutating func showErrors(_ errors: [String]) {
        for error in errors where shownErrors.insert(error).inserted {
            connection.send(["jsonrpc": "2.0", "method": "window/showMessage", "params": ["type": 1, "message": Escaping.message("typelint: \(error)")]])
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
            // What the message quotes from code (a typeface's name) is shown, never obeyed by the editor's terminal or
            // reordered on screen: control and bidirectional characters as their bytes, as every reporter shows them.
            "message": Escaping.message(finding.message),
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
              !repairedDocuments.contains(uri),
              let range = params["range"] as? [String: Any],
              let start = Self.lineAndCharacter(range["start"]), let end = Self.lineAndCharacter(range["end"]) else { return [] }
        let file = SourceFile(path: uri, bytes: bytes)
        let only = (params["context"] as? [String: Any])?["only"] as? [String]
        // `only` names the kinds wanted: none (`[]`) wants no action.
        if let only, only.isEmpty { return [] }
        if let only, only.allSatisfy({ Self.fixAllKind.hasPrefix($0) }) {
            return fixAll(file, uri: uri).map { [$0] } ?? []
        }
        let tree = SyntaxTree(source: file)
        var actions: [[String: Any]] = []
        for finding in findings[uri] ?? [] {
            let first = (finding.start.line - 1, finding.start.utf16Column - 1)
            let last = (finding.end.line - 1, finding.end.utf16Column - 1)
            guard first <= end, start <= last else { continue }
            let diagnostic = Self.diagnostic(finding)
            if let fix = finding.fix {
                // The title quotes code, which a menu or a terminal shows: escaped as the diagnostic's message is.
                let title = Escaping.message(fix.replacement.isEmpty
                    ? "Remove `\(file.text(finding.byteRange))`" : "Replace with `\(fix.replacement)`")
                let note = fix.safety == .unsafe ? "; changes the typeface's weight, family or design" : ""
                actions.append(["title": "\(title) (\(finding.ruleID)\(note))", "kind": "quickfix", "isPreferred": fix.safety == .safe,
                                "diagnostics": [diagnostic],
                                "edit": edit(uri, [["range": Self.range(fix.start, fix.end), "newText": fix.replacement]])])
            }
            guard let (offset, comment) = Self.suppression(of: finding, in: file, tree) else { continue }
            let at = file.location(of: offset)
            actions.append(["title": "Suppress \(finding.ruleID) on this line (then write why after --)", "kind": "quickfix",
                            "diagnostics": [diagnostic],
                            "edit": edit(uri, [["range": Self.range(at, at), "newText": comment]])])
        }
        return actions
    }

    /// Where the comment that suppresses a finding goes, and its text. No reason is made up: until the user writes one
    /// after `--`, missing-suppression-reason says it is owed. Above the finding's line, indented as it is and ended as
    /// its line is (LF or CRLF); where that line starts inside a multi-line string, which the comment would join, at its
    /// end (`disable:this`); nil where its end is inside one too, a comment already ends it, or a macro's `\` joins it
    /// to another line.
    static func suppression(of finding: Finding, in file: SourceFile, _ tree: SyntaxTree) -> (offset: Int, text: String)? {
        let starts = file.lines.lineStarts
        guard starts.indices.contains(finding.start.line - 1) else { return nil }
        let lineStart = starts[finding.start.line - 1]
        var lineEnd = finding.start.line < starts.count ? starts[finding.start.line] : file.bytes.count
        while lineEnd > lineStart, file.bytes[lineEnd - 1] == 0x0A || file.bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let breakBytes = file.bytes[lineEnd..<(finding.start.line < starts.count ? starts[finding.start.line] : lineEnd)]
        let lineBreak = breakBytes.isEmpty ? "\n" : String(decoding: breakBytes, as: UTF8.self)
        // A line of a macro continued with `\` (Objective-C's `#define`): a comment line there would end the macro, and one
        // at its end would carry the next line into the comment.
        func continues(_ end: Int) -> Bool {
            var k = end
            while k > 0, file.bytes[k - 1] == 0x0A || file.bytes[k - 1] == 0x0D { k -= 1 }
            return k > 0 && file.bytes[k - 1] == UInt8(ascii: "\\")
        }
        guard !continues(lineStart), !continues(lineEnd) else { return nil }
        let endTakesComment = lineEnd > lineStart && !tree.isInsideLiteralOrComment(lineEnd) && tree.comment(endingAt: lineEnd) == nil
        // A `disable:next` already above the line: a comment put between them would take it over, and the finding it
        // suppresses would come back. The line's end takes the comment, or the rule joins that comment's list.
        if finding.start.line >= 2, let above = nextLineSuppression(endingAt: lineStart, file, tree) {
            if endTakesComment { return (lineEnd, " // typelint:disable:this \(finding.ruleID) -- ") }
            guard case .joinable(let rulesEnd) = above else { return nil }
            return (rulesEnd, ", \(finding.ruleID)")
        }
        guard tree.isInsideLiteralOrComment(lineStart) else {
            let indent = String(decoding: file.bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
            return (lineStart, "\(indent)// typelint:disable:next \(finding.ruleID) -- \(lineBreak)")
        }
        guard endTakesComment else { return nil }
        return (lineEnd, " // typelint:disable:this \(finding.ruleID) -- ")
    }

    /// Whether the line before the one starting at `lineStart` is a comment that suppresses the next line, in any spelling
    /// typelint reads (`// typelint:disable:next`, `//typelint:…`, `///`, `/* … */`), and for the plain `// ` one with no
    /// reason yet, where its rule list ends (a rule can join it there); nil when that line is no such comment.
    private static func nextLineSuppression(endingAt lineStart: Int, _ file: SourceFile, _ tree: SyntaxTree) -> SuppressionAbove? {
        var end = lineStart
        while end > 0, file.bytes[end - 1] == 0x0A || file.bytes[end - 1] == 0x0D { end -= 1 }
        guard let comment = tree.comment(endingAt: end) else { return nil }
        var start = comment.start
        while start > 0, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || file.bytes[start - 1] == 0x0A || file.bytes[start - 1] == 0x0D else { return nil }
        let text = String(decoding: file.bytes[comment.start..<comment.end], as: UTF8.self)
        guard text.contains("typelint:disable:next") else { return nil }
        guard text.hasPrefix("// typelint:disable:next ") else { return .other }
        // A reason written there is its rules' (`-- brand wordmark, approved`): a rule that joined the list would take it
        // without anyone having said why, and missing-suppression-reason would not ask.
        let dashes = text.range(of: " --")
        if let dashes, text[dashes.upperBound...].contains(where: { !$0.isWhitespace }) { return .other }
        return .joinable(rulesEnd: comment.start + text.utf8.distance(from: text.startIndex, to: dashes?.lowerBound ?? text.endIndex))
    }

    /// A `disable:next` comment on the line above a finding: one a rule can join at the end of its list, or another spelling.
    private enum SuppressionAbove {
        case joinable(rulesEnd: Int)
        case other
    }

    /// The document with its safe fixes applied (as `--fix` applies them), as one edit of the whole text; nil when
    /// there is nothing to fix.
    private func fixAll(_ file: SourceFile, uri: String) -> [String: Any]? {
        guard !lintedWithErrors.contains(uri), case .corrected(let bytes, _) = Corrector.correct(file, tree: SyntaxTree(source: file), findings: findings[uri] ?? [])
        else { return nil }
        let end = file.location(of: file.bytes.count)
        return ["title": "Apply typelint's safe fixes", "kind": Self.fixAllKind,
                "edit": edit(uri, [["range": Self.range(SourceLocation(line: 1, column: 1, utf16Column: 1), end),
                                    "newText": String(decoding: bytes, as: UTF8.self)]])]
    }

    /// A workspace edit of one document: of the version the edits were worked out from, where the client takes that.
    private func edit(_ uri: String, _ edits: [[String: Any]]) -> [String: Any] {
        guard takesVersionedEdits, let version = versions[uri] else { return ["changes": [uri: edits]] }
        return ["documentChanges": [["textDocument": ["uri": uri, "version": version], "edits": edits]]]
    }

    private static func lineAndCharacter(_ value: Any?) -> (line: Int, character: Int)? {
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

    /// Messages framed by a `Content-Length` header, as LSP sends them, read so that no input stops the server. A header
    /// is at most `maxHeaderBytes` and a body at most `maxBodyBytes`; what cannot be a message — a header without a
    /// valid length, a body longer than its header said, junk where a header should be — is skipped to the next
    /// `Content-Length:`, and the server goes on. Each byte is looked at a bounded number of times, however the input
    /// is cut into reads.
    private struct Connection {
        /// LSP's headers are `Content-Length` and perhaps `Content-Type`: a few dozen bytes.
        static let maxHeaderBytes = 4096
        /// A document over 4 MB is not linted, but its `didOpen` is still a message: room for it, escapes included.
        static let maxBodyBytes = 64 << 20
        private static let lengthName = Array("content-length:".utf8)
        /// The most values (numbers, strings, arrays, objects) a message may hold. The messages the server reads hold a
        /// document's text as one string and a few dozen other values (a code action, thousands of diagnostics): a body
        /// of millions of small values is none of them, and Foundation would make an object of each (30 bytes a byte).
        static let maxValues = 1_000_000

        /// A body with each byte that is not UTF-8 read as U+FFFD, and each escaped half of a surrogate pair that stands
        /// alone (`\\ud83d`, as JavaScript writes half an emoji) written as `\\ufffd`.
        static func repaired(_ body: Data) -> Data {
            var bytes = Array(String(decoding: body, as: UTF8.self).utf8)
            func surrogate(at index: Int) -> UInt16? {
                guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                      let value = UInt16(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16),
                      (0xD800...0xDFFF).contains(value) else { return nil }
                return value
            }
            var index = 0, inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if !inString {
                    if byte == UInt8(ascii: "\"") { inString = true }
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    index += 1
                } else if byte != UInt8(ascii: "\\") {
                    index += 1
                } else if let value = surrogate(at: index) {
                    if value < 0xDC00, let low = surrogate(at: index + 6), low >= 0xDC00 {
                        index += 12
                    } else {
                        bytes.replaceSubrange(index + 2..<index + 6, with: "fffd".utf8)
                        index += 6
                    }
                } else {
                    index += 2
                }
            }
            return Data(bytes)
        }

        /// The id of the request a body that cannot be read may be: the first `"id"` given a number or a string.
        static func requestID(in body: Data) -> Any? {
            let text = String(decoding: body.prefix(4096), as: UTF8.self)
            guard let match = text.firstMatch(of: #/"id"\s*:\s*(-?[0-9]{1,15}|"[^"\\]{0,256}")/#) else { return nil }
            let value = String(match.1)
            return value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : Int(value)
        }

        /// How many values a body holds, at most: its commas, colons and opening brackets outside strings, counted in one
        /// pass before it is parsed.
        static func valueCount(_ body: Data) -> Int {
            var count = 0
            var inString = false, escaped = false
            for byte in body {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    count += 1
                }
            }
            return count
        }

        let input: Int32
        let output: Int32
        private var buffer: [UInt8] = []
        /// Where the unread part of `buffer` starts; what is before it is dropped in bulk, not message by message.
        private var start = 0
        /// How far the search for the blank line ending the header at `start` has looked without finding one, or where
        /// it found one: a later search (more input, or `start` moved within the same header) goes on from there.
        private var searched = 0
        private var ended = false
        /// The client's process, as `initialize` gives it: the session ends when it does.
        var client: pid_t?
        /// Whether bytes are being skipped: said once on stderr, until a message is read again.
        private var skipping = false

        init(input: Int32, output: Int32) {
            self.input = input
            self.output = output
        }

        enum Received {
            /// A message; `repaired` when its body was read only once repaired.
            case message([String: Any], repaired: Bool)
            /// A body that is not a JSON object, even repaired; the id of the request it may be, where one can be found.
            case unreadable(id: Any?)
            /// No whole message is buffered and none can be read without waiting.
            case idle
            /// The end of the input.
            case end
        }

        /// The next message; with `waiting` false, `.idle` rather than waiting for one. A body that is not a JSON object
        /// is skipped.
        mutating func receive(waiting: Bool) -> Received {
            while true {
                while let body = nextBody() {
                    guard Self.valueCount(body) <= Self.maxValues else {
                        writeError("typelint lsp: skipped a body of more than \(Self.maxValues) JSON values")
                        continue
                    }
                    if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] { return .message(message, repaired: false) }
                    // Text JSON may not hold, as some editors send it (a byte that is not UTF-8, an escaped half of a
                    // surrogate pair), is read as U+FFFD, one UTF-16 unit as each was: positions stay the editor's.
                    if let message = (try? JSONSerialization.jsonObject(with: Self.repaired(body))) as? [String: Any] {
                        return .message(message, repaired: true)
                    }
                    return .unreadable(id: Self.requestID(in: body))
                }
                if ended { return .end }
                if !waiting, !isReadable() { return .idle }
                readMore()
            }
        }

        /// The next whole body in the buffer, skipping what cannot be a message; nil until more input comes.
        private mutating func nextBody() -> Data? {
            while true {
                guard let headerEnd = headerEnd() else {
                    if buffer.count - start > Self.maxHeaderBytes + 4 {
                        skip(because: "no header ends within \(Self.maxHeaderBytes) bytes")
                        continue
                    }
                    compact()
                    return nil
                }
                let length: Int
                switch contentLength(start..<headerEnd - 4) {
                case .some(let valid) where valid <= Self.maxBodyBytes:
                    length = valid
                case .some:
                    skip(because: "a body over the \(Self.maxBodyBytes >> 20) MB limit")
                    continue
                case .none:
                    skip(because: "a header without a valid Content-Length")
                    continue
                }
                guard buffer.count - headerEnd >= length else {
                    compact()
                    return nil
                }
                let body = Data(buffer[headerEnd..<headerEnd + length])
                start = headerEnd + length
                searched = start
                skipping = false
                return body
            }
        }

        /// Where the body of the header at `start` begins (after its blank line), searching only what was not searched
        /// before and no further than a header may be.
        private mutating func headerEnd() -> Int? {
            let limit = min(buffer.count, start + Self.maxHeaderBytes + 4)
            let from = max(start, searched)
            // memchr finds each carriage return at memory speed; most bytes of a header are not one.
            let found: Int? = buffer.withUnsafeBufferPointer { bytes in
                var index = from
                while index + 4 <= limit, let at = memchr(bytes.baseAddress! + index, 13, limit - 3 - index) {
                    index = bytes.baseAddress!.distance(to: at.assumingMemoryBound(to: UInt8.self))
                    if bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
                    index += 1
                }
                return nil
            }
            searched = found ?? max(start, limit - 3)
            return found.map { $0 + 4 }
        }

        /// The value of the header block's first `Content-Length` line: digits only (no sign, no space inside); one of more
        /// than ten significant digits, over any limit, is `Int.max` rather than an overflow. Nil when there is none or it
        /// is not a number.
        private func contentLength(_ block: Range<Int>) -> Int? {
            var lineStart = block.lowerBound
            while lineStart < block.upperBound {
                var lineEnd = lineStart
                while lineEnd < block.upperBound, buffer[lineEnd] != 13 { lineEnd += 1 }
                if isLengthName(at: lineStart, before: lineEnd) {
                    let digits = buffer[(lineStart + Self.lengthName.count)..<lineEnd].drop { $0 == 32 || $0 == 9 }
                        .reversed().drop { $0 == 32 || $0 == 9 }.reversed()
                    guard !digits.isEmpty, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
                    let significant = digits.drop { $0 == 48 }
                    return significant.count > 10 ? Int.max : significant.reduce(0) { $0 * 10 + Int($1 - 48) }
                }
                lineStart = lineEnd + 2
            }
            return nil
        }

        /// Whether `Content-Length:` (in any case) starts at `index`, ending before `end`.
        private func isLengthName(at index: Int, before end: Int) -> Bool {
            guard end - index >= Self.lengthName.count else { return false }
            return Self.lengthName.indices.allSatisfy { buffer[index + $0] | 0x20 == Self.lengthName[$0] | 0x20 }
        }

        /// Drops the bytes at `start` up to the next `Content-Length:` after it, or all but the last few (the start of a
        /// header yet to come), saying why on stderr once until a message is read again.
        private mutating func skip(because reason: String) {
            if !skipping { writeError("typelint lsp: skipping input that is not a message (\(reason))") }
            skipping = true
            // Where a `Content-Length:` could still start: a name cut short by the end of the buffer is kept for the next read.
            let last = max(start + 1, buffer.count - Self.lengthName.count + 1)
            var index = start + 1
            while index < last, !(buffer[index] | 0x20 == Self.lengthName[0] && isLengthName(at: index, before: buffer.count)) {
                index += 1
            }
            start = index
            searched = max(searched, start)
            compact()
        }

        /// Drops what was read, once it is half the buffer: bytes are moved a bounded number of times each.
        private mutating func compact() {
            guard start > 0, start >= buffer.count / 2 else { return }
            buffer.removeFirst(start)
            searched = max(0, searched - start)
            start = 0
        }

        /// Whether input can be read without waiting (or its end has come).
        private func isReadable() -> Bool {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 0) > 0
        }

        private mutating func readMore() {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                // Waited for a second at a time: between waits, a client that said its process (`initialize`'s `processId`)
                // and has ended ends the session, as the protocol asks, though its pipe is still open.
                var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, 1_000) == 0 {
                    if let client, kill(client, 0) != 0, errno == ESRCH {
                        ended = true
                        return
                    }
                    continue
                }
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
                if count > 0 {
                    buffer += chunk[..<count]
                } else if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
                    // A non-blocking input with nothing yet: waited on again.
                    continue
                } else {
                    ended = true
                }
                return
            }
        }

        func send(_ message: [String: Any]) {
            guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes]) else { return }
            _ = FileIO.send(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body), to: output)
        }
    }
}
