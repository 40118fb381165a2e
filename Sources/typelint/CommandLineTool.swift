import Foundation
import TypeLintDriver
import TypeLintObjC
import TypeLintReporters
import TypeLintSyntax

/// The command line: parses arguments, does all process I/O and decides the exit status.
enum CommandLineTool {
    static let version = "0.1.0"

    static func run(_ given: [String]) -> Int32 {
        let arguments = subcommandFirst(given)
        let rest = Array(arguments.dropFirst())
        // Every subcommand answers `--help` (and `-h`) with its own usage, whatever else is on the line.
        if arguments.contains("--help") || arguments.contains("-h") {
            return OutputBuffer.answer(subcommandHelp[arguments.first ?? ""] ?? help)
        }
        if let name = arguments.first, let subcommand = subcommands[name] { return subcommand(rest) }
        if arguments.first == "--version" {
            return OutputBuffer.answer("typelint \(version)")
        }
        return LintCommand.run(arguments)
    }

    /// Each subcommand by its name, given the arguments after it.
    static let subcommands: [String: @Sendable ([String]) -> Int32] = [
        "tokens": TokensCommand.run,
        "rules": RulesCommand.list,
        "explain": RulesCommand.explain,
        "explain-platform": RulesCommand.explainPlatform,
        "lint": LintCommand.run,
        "install-hook": InstallHookCommand.run,
        "census": CensusCommand.run,
        "profile": ProfileCommand.run,
        "init": InitCommand.run,
        "lsp": LanguageServer.run,
        // Not for users: the process a run starts to parse Objective-C with libclang (see `ClangWorkers`).
        "objc-worker": { _ in ClangWorker.serve(socket: STDIN_FILENO) },
        "help": { rest in
            OutputBuffer.answer(rest.first.flatMap { subcommandHelp[$0] } ?? help)
        },
    ]

    /// The arguments with the subcommand first, wherever it was written among the options (`typelint --profile hig rules`
    /// is `typelint rules --profile hig`): the first word that is neither an option nor an option's value, before `--`,
    /// when it names a subcommand and no file or folder here has that name (a folder called `rules` is linted).
    static func subcommandFirst(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, first.hasPrefix("-"), first != "--" else { return arguments }
        let takesValue = Set(LintCommand.options.filter(\.takesValue).map(\.name))
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-" else {
                guard subcommands[argument] != nil, !FileManager.default.fileExists(atPath: argument) else { return arguments }
                var reordered = arguments
                reordered.remove(at: index)
                return [argument] + reordered
            }
            index += takesValue.contains(argument) ? 2 : 1
        }
        return arguments
    }

    /// What `typelint SUBCOMMAND --help` prints (`lint --help` prints the whole help: the options are lint's).
    static let subcommandHelp: [String: String] = [
        "rules": """
            usage: typelint rules [--profile NAME|FILE] [--config FILE]

            Lists every rule with what it flags and its severity here: under the configuration that governs
            the current folder (its own keys over those above it), or the one given, and its profile.
            """,
        "explain": """
            usage: typelint explain RULE [--profile NAME|FILE] [--config FILE]

            A rule's rationale, its clause in each built-in profile, its severity here (as `rules` says it), and
            its triggering and non-triggering examples.
            """,
        "explain-platform": """
            usage: typelint explain-platform FILE… [--platform NAME] [--config FILE]

            The platforms each file is linted for, and why: the configuration's or --platform, else the targets of its
            Xcode project that build it (synchronized folders included), its package's platforms or a Mac app's Info.plist,
            else the profile's; then its imports (WatchKit is watchOS code).
            """,
        "tokens": """
            usage: typelint tokens FILE…

            The lexer's tokens of each file, one per line: kind, byte range and text (for debugging the lexer).
            """,
        "census": CensusCommand.usage,
        "profile": ProfileCommand.usage,
        "init": InitCommand.usage,
        "lsp": """
            usage: typelint lsp [--stdio]

            A Language Server Protocol server on standard input and output, for editors: diagnostics for each open
            Swift file (as `typelint --stdin-path FILE` reports them), quick fixes, and suppressions with a reason.
            """,
        "install-hook": """
            usage: typelint install-hook [--force]

            Writes the repository's pre-commit hook to run `typelint --staged --strict`; a different hook already
            there is kept unless --force.
            """,
    ]

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
                   typelint explain-platform FILE…  the platforms a file is linted for, and why
                   typelint --fix [PATH…]      apply the safe fixes, then lint again (--unsafe-fixes: all)
                   typelint --staged           lint the staged Swift files (git index), for pre-commit hooks
                   typelint install-hook       write .git/hooks/pre-commit to run `typelint --staged --strict`
                   typelint init [PATH]        a configuration and a profile with the project's design system
                   typelint census [PATH…]     the typography inventory: styles, tokens, raw sizes, adoption
                   typelint profile import FILE  a profile from design tokens (the W3C format)
                   typelint lsp                a language server on stdin/stdout, for editors
                   typelint tokens FILE…       the lexer's tokens (debugging)

            options:
            \(options)
              --version                 print the version
              --help                    print this help (after a subcommand: its own)

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

/// One line on stderr, escaped (`Escaping.errorLine`): it names files and quotes configurations and code, and a name
/// holding a line break and `::error …` would otherwise be a line of its own, which a CI runner reads as a command (it
/// reads stderr too), an ESC in one would reach the terminal, and its `:1:1: error:` would be the place an editor opens.
func writeError(_ line: String) {
    send(Escaping.errorLine(line))
}

/// A problem of the run on stderr, `typelint: FILE:LINE:COLUMN: TEXT`, its name and text escaped apart from the place
/// typelint gives (`Escaping.problem`).
func writeError(_ problem: Problem) {
    send("typelint: " + Escaping.problem(problem))
}

private func send(_ line: String) {
    // A closed or failing stderr leaves nothing to report to: the line is dropped, the run goes on.
    _ = FileIO.send(Array((line + "\n").utf8), to: STDERR_FILENO)
}
