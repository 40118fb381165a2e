import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint rules` lists the rules; `typelint explain RULE` prints one rule's documentation. Both say how the
/// rules apply here: under the configuration that governs the current folder (or `--config`) and its profile.
enum RulesCommand {
    static let options: [Arguments.Option] = LintCommand.options.filter { ["--profile", "--config"].contains($0.name) }

    /// The linter files in the current folder get, and where its settings come from (`profile root, configuration
    /// /repo/.typelint.json`).
    static func linterHere(_ arguments: Arguments) throws -> (linter: Linter, origin: String) {
        var request = LintRequest(input: .paths([]))
        request.configuration = arguments.value("--config")
        request.profile = arguments.value("--profile")
        let (linter, configurations) = try Driver.linter(forFolder: request.workingFolder, request)
        return (linter, "profile \(linter.profile.name)"
            + (configurations.isEmpty ? "" : ", configuration " + configurations.joined(separator: " over ")))
    }

    static func list(_ argumentList: [String]) -> Int32 {
        let here: (linter: Linter, origin: String)
        do {
            let arguments = try Arguments(argumentList, options: options)
            guard arguments.positional.isEmpty else { throw Arguments.UsageError(description: "usage: typelint rules [--profile NAME|FILE] [--config FILE]") }
            here = try linterHere(arguments)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        var out = OutputBuffer()
        out.append("# \(Escaping.line(here.origin))\n")
        let width = RuleRegistry.descriptions.map(\.id.count).max() ?? 0
        for rule in RuleRegistry.descriptions {
            let severity = RuleLevel(here.linter.severity(of: rule)).rawValue
            out.append(rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                       + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary + "\n")
        }
        return out.ended(ExitStatus.clean)
    }

    static func explain(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        let here: (linter: Linter, origin: String)
        do {
            arguments = try Arguments(argumentList, options: options)
            here = try linterHere(arguments)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        guard arguments.positional.count == 1 else {
            writeError("usage: typelint explain RULE [--profile NAME|FILE] [--config FILE]")
            return ExitStatus.usage
        }
        guard let rule = RuleRegistry.description(of: arguments.positional[0]) else {
            writeError("typelint: unknown rule '\(arguments.positional[0])' (see `typelint rules`)")
            return ExitStatus.usage
        }
        var out = OutputBuffer()
        out.append("\(rule.id): \(rule.name)\n\n\(rule.summary)\n\n\(rule.rationale)\n")
        out.append("\nHere: \(RuleLevel(here.linter.severity(of: rule)).rawValue) (\(Escaping.line(here.origin)))\n")
        for profileName in BuiltInProfiles.profileNames {
            if let profile = try? ProfileLoader.load(profileName), let clause = profile.rules[rule.id]?.clause, !clause.isEmpty {
                out.append("\nProfile \(profileName) (\((profile.rules[rule.id]?.severity ?? RuleLevel(rule.defaultSeverity)).rawValue)): \"\(Escaping.line(clause))\"\n")
            }
        }
        out.append("\nTriggers (↓ marks the finding):\n")
        for example in rule.triggeringExamples { out.append(indent(example.description)) }
        out.append("\nDoes not trigger:\n")
        for example in rule.nonTriggeringExamples { out.append(indent(example.description)) }
        if !rule.corrections.isEmpty {
            out.append("\nFixed by --fix:\n")
            for (before, after) in rule.sortedCorrections { out.append(indent(before.code) + "  becomes\n" + indent(after)) }
        }
        return out.ended(ExitStatus.clean)
    }

    /// `typelint explain-platform FILE…`: each file's platforms, and the reasons, as the driver works them out.
    static func explainPlatform(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments(argumentList, options: LintCommand.options.filter { ["--platform", "--config", "--profile"].contains($0.name) })
            guard !arguments.positional.isEmpty else { throw Arguments.UsageError(description: "usage: typelint explain-platform FILE…") }
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        var request = LintRequest(input: .paths(arguments.positional))
        request.configuration = arguments.value("--config")
        request.profile = arguments.value("--profile")
        request.platforms = arguments.values["--platform"]
        var out = OutputBuffer()
        var failed = false
        // A file's platforms are its own: a name that is no file (missing, a folder, a device or a pipe) has none.
        let isFile = arguments.positional.map { path -> Bool in
            var info = stat()
            guard let target = FileIO.followingLinks(path).file, stat(target, &info) == 0 else { return false }
            return info.st_mode & S_IFMT == S_IFREG
        }
        var answers = Driver.platforms(ofFilesAt: zip(arguments.positional, isFile).filter(\.1).map(\.0), request)[...]
        for (path, isFile) in zip(arguments.positional, isFile) {
            guard isFile else {
                out.flush()
                writeError("typelint: \(Escaping.line(path)): not a file")
                failed = true
                continue
            }
            do {
                let (platforms, reasons) = try answers.removeFirst().get()
                // The path and the reasons name files: shown as a line shows them, never obeyed by the terminal.
                out.append("\(Escaping.path(path)): \(platforms.joined(separator: ", "))\n" + reasons.map { "  \(Escaping.line($0))\n" }.joined())
            } catch {
                out.flush()
                writeError(Problem(error))
                return ExitStatus.usage
            }
        }
        return out.ended(failed ? ExitStatus.usage : ExitStatus.clean)
    }

    private static func indent(_ example: String) -> String {
        example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
