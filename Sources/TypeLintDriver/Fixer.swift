import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintRules
import TypeLintSyntax

/// What `--fix` did to the files of a request (or, dry, would do).
public struct FixRun: Sendable {
    /// A file's text before and after its fixes.
    public struct Change: Sendable {
        public let displayPath: String
        public let absolutePath: String
        public let before: [UInt8]
        public let after: [UInt8]
    }

    /// The files changed (dry: the first pass's changes, nothing written), in report order.
    public internal(set) var changes: [Change] = []
    /// How many findings the fixes removed.
    public internal(set) var fixedCount = 0
    /// Files left alone for what is in them (a syntax problem the fixes would not make worse), one line each.
    public internal(set) var notices: [Problem] = []
    /// Files that could not be fixed as asked: changed on disk since they were read, not writable, a failed write.
    public internal(set) var errors: [Problem] = []
    /// The errors and notices of the first lint (a file that cannot be read, a broken configuration): `--dry-run`
    /// reports them, since no lint follows it.
    public internal(set) var lintErrors: [Problem] = []
    public internal(set) var lintNotices: [Problem] = []
}

extension Driver {
    /// Fixes that overlap wait for the next pass; a fix that makes another fixable finding is fixed in the next pass
    /// too. A handful of passes reaches the fixed point on real code; the bound stops a rule that would undo another's
    /// fix from looping.
    static let maxFixPasses = 8

    /// Applies the fixes `selection` admits to the files `request` names, file by file and atomically, until a lint
    /// finds nothing more to fix (with `dryRun`, one pass, nothing written). A fix is applied only to the bytes it was
    /// worked out from: a file that changed on disk since it was read is left as it is, with an error.
    public static func fix(_ request: LintRequest, selection: FixSelection, dryRun: Bool) throws -> FixRun {
        var run = FixRun()
        // By the bytes of each file's absolute path: Strings that are canonically equivalent are equal, and `café.swift`
        // spelled with a precomposed é and with e and a combining accent are two files.
        var changed: [[UInt8]: Int] = [:]  // position in run.changes
        var notices: [[UInt8]: Problem] = [:]
        var errors: [[UInt8]: Problem] = [:]
        for pass in 0..<maxFixPasses {
            let lint = try Driver.lint(request)
            if pass == 0 { (run.lintErrors, run.lintNotices) = (lint.errors, lint.notices) }
            var fixedInPass = 0
            for (position, file) in lint.files.enumerated()
                where errors[Array(file.absolutePath.utf8)] == nil && file.findings.contains(where: { $0.suppressionReason == nil && selection.admits($0) }) {
                let job = lint.jobs[position]
                let key = Array(file.absolutePath.utf8)
                // What the baseline records is what the team chose to keep; unread, every finding looks new.
                guard !job.baselineUnread else {
                    errors[key] = Problem(file: file.displayPath, "not fixed: the baseline that governs it cannot be read")
                    continue
                }
                guard !job.file.isNamedInBytes else {
                    errors[key] = Problem(file: file.displayPath, "not fixed: its path is not UTF-8")
                    continue
                }
                guard let bytes = try? FileIO.readFile(file.absolutePath).get() else {
                    errors[key] = Problem(file: file.displayPath, "not fixed: cannot read it")
                    continue
                }
                // The findings' offsets are those of the bytes the lint read; bytes read now are linted again unless the same.
                let linted = job.parsed?.tree.bytes ?? job.bytes
                let source = SourceFile(path: file.displayPath, bytes: bytes)
                let findings = linted == bytes ? file.findings : relint(source, job, lint)
                switch correct(source, findings: findings, job: job, lint, selection: selection) {
                case .unchanged:
                    continue
                case .refused(let offset, let reason):
                    let location = source.location(of: offset)
                    notices[key] = Problem(file: file.displayPath, at: .init(line: location.line, column: location.column), reason)
                case .corrected(let new, let applied):
                    // A fix lengthens its call (`systemFont(ofSize: 17)` → `preferredFont(forTextStyle: .body)`): a file it
                    // would take over the size typelint reads is left as it is, so that the next run can still read it.
                    guard new.count <= FileIO.maxFileBytes else {
                        errors[key] = Problem(file: file.displayPath, "not fixed: fixed, it would be over the \(FileIO.maxFileBytes >> 20) MB a file may be")
                        continue
                    }
                    if !dryRun, let error = FileIO.replace(file.absolutePath, expecting: bytes, with: new) {
                        errors[key] = Problem(file: file.displayPath, error)
                        continue
                    }
                    fixedInPass += applied.count
                    if let known = changed[key] {
                        run.changes[known] = FixRun.Change(displayPath: file.displayPath, absolutePath: file.absolutePath,
                                                           before: run.changes[known].before, after: new)
                    } else {
                        changed[key] = run.changes.count
                        run.changes.append(FixRun.Change(displayPath: file.displayPath, absolutePath: file.absolutePath,
                                                         before: bytes, after: new))
                    }
                }
            }
            run.fixedCount += fixedInPass
            if dryRun || fixedInPass == 0 { break }
        }
        run.notices = notices.values.sorted()
        run.errors = errors.values.sorted()
        return run
    }

    /// A file with its fixes applied, and the fixes its fixed text then has, until none is left: the fixed text is
    /// linted again in memory (a Swift file with its module's index).
    static func correct(_ file: SourceFile, findings: [Finding], job: Job, _ lint: LintRun, selection: FixSelection)
        -> Corrector.Outcome {
        var current = file
        var findings = findings
        var applied: [Finding] = []
        for _ in 0..<maxFixPasses {
            let tree = job.isObjectiveC ? ObjCAnalyzer.tree(for: current) : SyntaxTree(source: current)
            switch Corrector.correct(current, tree: tree, findings: findings, selection: selection, checksSyntax: !job.isObjectiveC) {
            case .refused(let offset, let reason) where applied.isEmpty:
                return .refused(offset: offset, reason: reason)
            case .refused, .unchanged:
                return applied.isEmpty ? .unchanged : .corrected(bytes: current.bytes, applied: applied)
            case .corrected(let bytes, let fixes):
                applied += fixes
                current = SourceFile(path: file.path, bytes: bytes)
                findings = relint(current, job, lint)
            }
        }
        return .corrected(bytes: current.bytes, applied: applied)
    }

    /// The findings of a file's text as the run's lint of it would find them, in memory.
    private static func relint(_ source: SourceFile, _ job: Job, _ lint: LintRun) -> [Finding] {
        let facts = job.isObjectiveC
            ? objectiveCFacts(ObjCAnalyzer.tree(for: source), job, linter: lint.linters[job.linter], projects: lint.projects,
                              clang: lint.clang, timer: PhaseTimer(enabled: false), notices: Notices())
            : FontAnalyzer.analyze(SyntaxTree(source: source), index: lint.indexes[job.moduleIndex])
        return linter(for: job, facts: facts, base: lint.linters[job.linter], projects: lint.projects).lint(source, facts: facts)
    }
}
