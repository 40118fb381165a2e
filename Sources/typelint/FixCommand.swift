import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint --fix [PATH…]`: the driver applies the safe fixes (with `--unsafe-fixes`, every fix; with `--only-rule`,
/// those rules' only), then the lint that follows reports what is left. `--fix --dry-run` prints the first pass's fixes
/// as a unified diff and writes nothing.
enum FixCommand {
    enum Outcome {
        /// The run ends here (a usage error, `--dry-run`) with this exit status.
        case done(Int32)
        /// The lint that reports what is left follows; these errors (files that could not be fixed) are the run's too.
        case lintNext(errors: [Problem])
    }

    static func run(_ arguments: Arguments, _ request: LintRequest) -> Outcome {
        let dryRun = arguments.flags.contains("--dry-run")
        guard arguments.flags.contains("--fix") || arguments.flags.contains("--unsafe-fixes") else {
            writeError("typelint: --dry-run goes with --fix (typelint --fix --dry-run PATH…)")
            return .done(ExitStatus.usage)
        }
        switch request.input {
        case .staged:
            writeError("typelint: --fix does not fix staged files: the git index and the work tree may differ; "
                + "run typelint --fix on the files, then stage them")
            return .done(ExitStatus.usage)
        case .source:
            writeError("typelint: --fix writes files, and --stdin-path gives none to write")
            return .done(ExitStatus.usage)
        case .paths:
            break
        }
        let selection = FixSelection(includesUnsafe: arguments.flags.contains("--unsafe-fixes"), rules: request.onlyRules)
        let run: FixRun
        do {
            run = try Driver.fix(request, selection: selection, dryRun: dryRun)
        } catch {
            writeError(Problem(error))
            return .done(ExitStatus.usage)
        }
        if dryRun {
            // No lint follows: the first lint's errors and notices are this run's.
            for notice in run.lintNotices + run.notices { writeError(notice) }
            var out = OutputBuffer()
            let forTerminal = isatty(STDOUT_FILENO) == 1
            let quotingCommands = Escaping.runsUnderServiceMessages(ProcessInfo.processInfo.environment)
            for change in run.changes {
                out.append(UnifiedDiff.render(old: change.before, new: change.after, path: change.displayPath, forTerminal: forTerminal,
                                              quotingCommands: quotingCommands))
            }
            let errors = run.lintErrors + run.errors + [out.finish()].compactMap { $0.map { Problem($0) } }
            for error in errors { writeError(error) }
            return .done(!errors.isEmpty ? ExitStatus.usage : run.changes.isEmpty ? ExitStatus.clean : ExitStatus.findings)
        }
        for notice in run.notices { writeError(notice) }
        if !arguments.flags.contains("--quiet") {
            let (fixed, files) = (run.fixedCount, run.changes.count)
            writeError("typelint: fixed \(fixed) finding\(fixed == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
        }
        return .lintNext(errors: run.errors)
    }
}
