import Foundation
import TypeLintSyntax

/// The command line: parses arguments, does all process I/O and decides the exit status.
enum CommandLineTool {
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else { return usage() }
        switch command {
        case "tokens":
            return TokensCommand.run(Array(arguments.dropFirst()))
        default:
            return usage()
        }
    }

    static func usage() -> Int32 {
        writeError("usage: typelint tokens FILE…")
        return ExitStatus.usage
    }
}

enum ExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
}

func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
