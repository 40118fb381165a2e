import Foundation
import TypeLintSyntax

/// The command line: parses arguments, does all process I/O and decides the exit status.
enum CommandLineTool {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "tokens": return TokensCommand.run(rest)
        case "rules": return RulesCommand.list()
        case "explain": return RulesCommand.explain(rest)
        case "lint": return LintCommand.run(rest)
        case "install-hook": return InstallHookCommand.run(rest)
        case "--help", "-h", "help":
            print(help)
            return ExitStatus.clean
        case "--version":
            print("typelint \(version)")
            return ExitStatus.clean
        default: return LintCommand.run(arguments)
        }
    }

    static var help: String {
        let options = LintCommand.options.map { option in
            let (value, text) = option.takesValue
                ? (String(option.help.prefix { $0 != " " }), String(option.help.drop { $0 != " " }.drop { $0 == " " }))
                : ("", option.help)
            return "  \((option.name + " " + value).padding(toLength: 26, withPad: " ", startingAt: 0))\(text)"
        }.joined(separator: "\n")
        return """
            typelint \(version): a design-system linter for Swift typography.

            usage: typelint [lint] [PATH…]     lint Swift files under PATH (default: .)
                   typelint rules              list the rules
                   typelint explain RULE       a rule's rationale and examples
                   typelint --staged           lint the staged Swift files (git index), for pre-commit hooks
                   typelint install-hook       write .git/hooks/pre-commit to run `typelint --staged`
                   typelint tokens FILE…       the lexer's tokens (debugging)

            options:
            \(options)
              --version                 print the version
              --help                    print this help

            Exit status: 0 nothing at error severity, 1 findings at error severity, 2 usage, configuration
            or I/O errors.
            """
    }
}

enum ExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
}

func writeError(_ line: String) {
    // A closed or failing stderr leaves nothing to report to: the line is dropped, the run goes on.
    _ = StandardStreams.send(Array((line + "\n").utf8), to: STDERR_FILENO)
}
