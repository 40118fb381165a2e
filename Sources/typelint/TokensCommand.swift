import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintSyntax

/// `typelint tokens FILE…`: the lexer's view of each file (Objective-C's for `.m`, `.mm` and `.h`), one
/// `START END KIND` line per token (0-based byte offsets, END exclusive), after a `# PATH` line. A debugging
/// aid and the lexer oracle's interface.
enum TokensCommand {
    static func run(_ paths: [String]) -> Int32 {
        if paths.isEmpty {
            writeError("usage: typelint tokens FILE…")
            return ExitStatus.usage
        }
        var status = ExitStatus.clean
        var out = OutputBuffer()
        for path in paths {
            let bytes: [UInt8]
            switch FileIO.readFile(path, limit: Token.maxSourceBytes) {
            case .success(let read):
                bytes = read
            case .failure(let error):
                writeError("typelint: \(path): cannot read file (\(error))")
                status = ExitStatus.usage
                continue
            }
            out.append("# \(Escaping.line(path))\n")
            let isObjectiveC = SourceLanguage(path: path) == .objectiveC
            let (code, comments) = isObjectiveC ? ObjCLexer.tokenizeSeparately(bytes, cPlusPlus: path.hasSuffix(".mm"))
                : Lexer.tokenizeSeparately(bytes)
            let tokens = Lexer.merged(code, comments)
            for token in tokens {
                out.append("\(token.start) \(token.end) \(token.kind.name)\n")
            }
        }
        return out.ended(status)
    }
}

/// Buffers stdout writes into large chunks: one write per line would dominate the run time.
struct OutputBuffer {
    private var buffer: [UInt8] = []

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// The errno of the first write that failed (a full device, a closed stdout); later writes are dropped.
    private(set) var failure: Int32?

    mutating func flush() {
        guard !buffer.isEmpty, failure == nil else { return }
        failure = FileIO.send(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left; the error line when standard output did not take everything (a full disk behind `>`, a
    /// stream closed before the run), which makes the run's exit status 2: a report or a patch cut short is no result.
    mutating func finish() -> String? {
        flush()
        guard let failure = StandardStreams.closedAtStart.contains(STDOUT_FILENO) ? EBADF : failure else { return nil }
        return "standard output: cannot write (\(FileIO.describe(failure)))"
    }

    /// Writes what is left, and the exit status of a command whose answer this is: `status`, or 2 with an error line when
    /// standard output did not take it (an answer cut short is no answer).
    mutating func ended(_ status: Int32) -> Int32 {
        guard let error = finish() else { return status }
        writeError("typelint: \(error)")
        return ExitStatus.usage
    }

    /// `text` written to standard output, as a command's whole answer (see `ended`).
    static func answer(_ text: String) -> Int32 {
        var out = OutputBuffer()
        out.append(text + "\n")
        return out.ended(ExitStatus.clean)
    }
}
