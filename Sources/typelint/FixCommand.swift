import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint --fix [PATH…]`: applies the fixes that have one right replacement, file by file and atomically, until
/// a lint of the fixed files finds nothing more to fix; the lint that follows reports what is left.
/// `--fix --dry-run` prints the first pass's fixes as a unified diff and writes nothing.
enum FixCommand {
    /// Fixes that overlap wait for the next pass; a fix that makes another fixable finding is fixed in the next
    /// pass too. A handful of passes reaches the fixed point on real code; the bound stops a rule that would undo
    /// another's fix from looping.
    static let maxPasses = 8

    /// The run's exit status when it ends here (a usage error, `--dry-run`), nil when the lint that reports what
    /// is left is to follow.
    static func run(_ arguments: Arguments, cwd: String, timer: PhaseTimer) -> Int32? {
        let dryRun = arguments.flags.contains("--dry-run")
        guard arguments.flags.contains("--fix") else {
            writeError("typelint: --dry-run goes with --fix (typelint --fix --dry-run PATH…)")
            return ExitStatus.usage
        }
        if arguments.flags.contains("--staged") {
            writeError("typelint: --fix does not fix staged files: the git index and the work tree may differ; "
                + "run typelint --fix on the files, then stage them")
            return ExitStatus.usage
        }
        if arguments.value("--stdin-path") != nil {
            writeError("typelint: --fix writes files, and --stdin-path gives none to write")
            return ExitStatus.usage
        }
        var fixed = 0
        var fixedFiles = Set<String>()
        var notices: [String: String] = [:]
        for _ in 0..<maxPasses {
            guard let collected = LintCommand.collect(arguments, cwd: cwd, timer: timer) else { return ExitStatus.usage }
            var fixedInPass = 0
            var diff = ""
            for (job, findings) in zip(collected.jobs, collected.results)
                where findings.contains(where: { $0.fix != nil && $0.suppressionReason == nil }) {
                let path = job.file.displayPath
                guard let bytes = LintCommand.readFile(job.file.absolutePath) else { continue }
                let file = SourceFile(path: path, bytes: bytes)
                switch correct(file, findings: findings, job: job, collected) {
                case .unchanged:
                    continue
                case .refused(let offset, let reason):
                    let location = file.location(of: offset)
                    notices[path] = "\(path):\(location.line):\(location.column): \(reason)"
                case .corrected(let new, let applied):
                    if dryRun {
                        diff += UnifiedDiff.render(old: bytes, new: new, path: path)
                    } else if let error = replace(job.file.absolutePath, with: new) {
                        notices[path] = "\(path): \(error)"
                        continue
                    }
                    fixedInPass += applied.count
                    fixedFiles.insert(path)
                }
            }
            fixed += fixedInPass
            if dryRun {
                var out = OutputBuffer()
                out.append(diff)
                out.flush()
                for notice in notices.values.sorted() { writeError("typelint: \(notice)") }
                return diff.isEmpty ? ExitStatus.clean : ExitStatus.findings
            }
            if fixedInPass == 0 { break }
        }
        for notice in notices.values.sorted() { writeError("typelint: \(notice)") }
        if !arguments.flags.contains("--quiet") {
            writeError("typelint: fixed \(fixed) finding\(fixed == 1 ? "" : "s") in \(fixedFiles.count) file\(fixedFiles.count == 1 ? "" : "s")")
        }
        return nil
    }

    /// A file with its fixes applied, and the fixes its fixed text then has, until none is left: the fixed text is
    /// linted again in memory (a Swift file with its module's index).
    static func correct(_ file: SourceFile, findings: [Finding], job: LintCommand.Job, _ collected: LintCommand.Collected)
        -> Corrector.Outcome {
        var current = file
        var findings = findings
        var applied: [Finding] = []
        for _ in 0..<maxPasses {
            let tree = job.isObjectiveC ? ObjCAnalyzer.tree(for: current) : SyntaxTree(source: current)
            switch Corrector.correct(current, tree: tree, findings: findings, checksSyntax: !job.isObjectiveC) {
            case .refused(let offset, let reason) where applied.isEmpty:
                return .refused(offset: offset, reason: reason)
            case .refused, .unchanged:
                return applied.isEmpty ? .unchanged : .corrected(bytes: current.bytes, applied: applied)
            case .corrected(let bytes, let fixes):
                applied += fixes
                current = SourceFile(path: file.path, bytes: bytes)
                let facts = job.isObjectiveC ? ObjCAnalyzer.analyze(ObjCAnalyzer.tree(for: current))
                    : FontAnalyzer.analyze(SyntaxTree(source: current), index: collected.indexes[job.moduleIndex])
                findings = LintCommand.linter(for: job, facts: facts, base: collected.linters.all[job.linter], projects: collected.projects)
                    .lint(current, facts: facts)
            }
        }
        return .corrected(bytes: current.bytes, applied: applied)
    }

    /// Replaces a file's bytes atomically: a temporary file in the same folder, with the file's permissions, renamed
    /// over it (over the file a symbolic link names, keeping the link). Returns the error, if any.
    static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        let target = StandardStreams.followingLinks(path)
        var info = stat()
        guard stat(target, &info) == 0 else { return "not fixed: \(StandardStreams.describe(errno))" }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(folder.isEmpty ? "." : folder)/.\(name).typelint-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return "not fixed: cannot create a file next to it (\(StandardStreams.describe(errno)))" }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32?
        if fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = errno }
        // Kept where allowed (root fixing another user's file); an ordinary user already owns what they create.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        if failure == nil { failure = StandardStreams.send(bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        guard let failure else { return nil }
        unlink(temporary)
        return "not fixed: cannot write (\(StandardStreams.describe(failure)))"
    }
}
