import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint [lint] [PATH…]`: lints Swift files and prints findings, compiler style. The run itself is the driver's:
/// this turns the arguments into a request, prints the report and decides the exit status.
enum LintCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--profile", takesValue: true, help: "NAME|FILE  design-system profile (default: the configuration's, else root)"),
        .init(name: "--config", takesValue: true, help: "FILE  configuration for every path (default: the nearest .typelint.json above each file)"),
        .init(name: "--platform", takesValue: true, help: "NAME  platform to lint for (repeatable; default: the configuration's, else iOS)"),
        .init(name: "--include", takesValue: true, help: "GLOB  lint only files matching GLOB, relative to here (repeatable)"),
        .init(name: "--exclude", takesValue: true, help: "GLOB  leave out files matching GLOB, relative to here (repeatable)"),
        .init(name: "--only-rule", takesValue: true, help: "RULE  report (and fix) only this rule (repeatable)"),
        .init(name: "--reporter", takesValue: true, help: "FORMAT[:FILE]  text (default), json, sarif, github, checkstyle, junit, codeclimate, markdown; to FILE (repeatable)"),
        .init(name: "--output", takesValue: true, help: "FILE  write the report there (atomically) instead of stdout"),
        .init(name: "--strict", takesValue: false, help: "exit 1 on any finding, not only on errors"),
        .init(name: "--baseline", takesValue: true, help: "FILE  report only findings not recorded in FILE (default: the configuration's)"),
        .init(name: "--write-baseline", takesValue: true, help: "FILE  record today's findings in FILE (they are then not failures)"),
        .init(name: "--include-suppressed", takesValue: false, help: "also report suppressed findings (SARIF: with their justification)"),
        .init(name: "--staged", takesValue: false, help: "lint the staged Swift files as they are in the git index"),
        .init(name: "--stdin-path", takesValue: true, help: "PATH  read the source from stdin and report it as PATH"),
        .init(name: "--require-objc", takesValue: false, help: "fail (exit 2) unless libclang loads (Objective-C's macros, header constants, types)"),
        .init(name: "--relative-paths", takesValue: false, help: "print paths as given instead of absolute"),
        .init(name: "--touch", takesValue: true, help: "FILE  after a passing run, write FILE (a build tool's output, for incremental builds)"),
        .init(name: "--fix", takesValue: false, help: "apply the safe fixes (same intent: a raw size becomes its text style), then lint again"),
        .init(name: "--unsafe-fixes", takesValue: false, help: "with --fix (implied): also fixes that change a family, design or weight"),
        .init(name: "--dry-run", takesValue: false, help: "with --fix: print the fixes as a unified diff, change nothing"),
        .init(name: "--quiet", takesValue: false, help: "no summary on stderr"),
        .init(name: "--timing", takesValue: false, help: "print the time of each phase on stderr"),
    ]

    /// The reports a run writes: each `--reporter FORMAT[:FILE]` (repeatable), to its file, or to `--output` or stdout when
    /// it names none; the text report on stdout when none is asked for. One report at most goes to stdout, or it would mix.
    static func reporters(_ arguments: Arguments) throws -> [(reporter: any Reporter, file: String?)] {
        let outputs = try (arguments.values["--reporter"] ?? ["text"]).map { spec -> (reporter: any Reporter, file: String?) in
            let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let reporter = Reporters.byName[parts[0]] else {
                throw Arguments.UsageError(description: "unknown reporter '\(parts[0])' (\(Reporters.names.joined(separator: ", ")))")
            }
            guard parts.count == 1 || !parts[1].isEmpty else {
                throw Arguments.UsageError(description: "--reporter \(spec): no file after ':'")
            }
            return (reporter, parts.count == 2 ? parts[1] : nil)
        }
        guard outputs.filter({ $0.file == nil }).count <= 1 else {
            throw Arguments.UsageError(description: "more than one --reporter writes to standard output: give all but one a file (FORMAT:FILE)")
        }
        // `--output` is the file of the one reporter given none: with none left, it would be a file nobody writes.
        if let output = arguments.value("--output"), !outputs.contains(where: { $0.file == nil }) {
            throw Arguments.UsageError(description: "--output \(output): every --reporter names its own file (FORMAT:FILE); "
                + "--output is for the one that names none")
        }
        return outputs.map { ($0.reporter, $0.file ?? arguments.value("--output")) }
    }

    static func run(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        let request: LintRequest
        do {
            arguments = try Arguments(argumentList, options: options)
            request = try makeRequest(arguments)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        if arguments.flags.contains("--require-objc"), let error = request.clang?.load() {
            writeError("typelint: --require-objc: \(error)")
            return ExitStatus.usage
        }
        let timer = request.timer
        defer { if arguments.flags.contains("--timing") { writeError(timer.summary()) } }
        var fixErrors: [Problem] = []
        if arguments.flags.contains("--fix") || arguments.flags.contains("--unsafe-fixes") || arguments.flags.contains("--dry-run") {
            switch FixCommand.run(arguments, request) {
            case .done(let status):
                request.clang?.shutDown()
                return status
            case .lintNext(let errors): fixErrors = errors
            }
        }
        let run: LintRun
        do {
            run = try Driver.lint(request)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        request.clang?.shutDown()
        for notice in run.notices { writeError(notice) }
        // The run's trees, indexes and findings are freed by the process's exit, not object by object (a few per cent of
        // a run: hundreds of thousands of releases). `run` is called once per process.
        _ = Unmanaged.passRetained(LeftToExit(run))
        var files = run.files
        var errors = fixErrors + run.errors
        var baselined = run.baselined
        if let path = arguments.value("--write-baseline") {
            // A baseline records every file's findings: one written while some files could not be linted would lose theirs.
            // It may replace the baseline the run read (it is written again as findings are fixed), not its configuration.
            if let input = run.inputs[FileIO.canonical(path)], input != .baseline {
                errors.append("\(path): baseline not written: the run reads it as its \(input.rawValue)")
            } else if !run.errors.isEmpty {
                // A file `--fix` could not write was still linted; one this run could not read was not.
                errors.append("\(path): baseline not written: not every file could be linted")
            } else if let error = Baselines.record(files, of: run, to: path, whileWaiting: {
                writeError("typelint: \(path): waiting for another run recording into its folder")
            }) {
                errors.append(Problem(error))
            } else {
                // What was just recorded is the baseline of this run: adopting on old code passes.
                baselined += (try? Baselines.hide(in: &files, recordedIn: path)) ?? 0
            }
        }

        let outputs: [(reporter: any Reporter, file: String?)]
        do {
            outputs = try reporters(arguments)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        var report = Report(
            files: files.filter { !$0.findings.isEmpty }.map {
                Report.File(displayPath: $0.displayPath, absolutePath: $0.absolutePath, findings: $0.findings, lineKeys: $0.lineKeys)
            },
            lintedFileCount: run.lintedCount,
            rules: RuleRegistry.descriptions.map { ($0, run.linter?.severity(of: $0)) },
            clauses: run.linter?.clauses ?? [:],
            toolVersion: CommandLineTool.version, root: reportRoot(workingFolder: request.workingFolder),
            absolutePaths: !arguments.flags.contains("--relative-paths"),
            includeSuppressed: arguments.flags.contains("--include-suppressed"))
        report.errors = errors.map(\.description)
        let reportStarted = timer.now()
        // A run that linted nothing leaves the reports of the last one where they are: an empty SARIF file, uploaded, would
        // close every open alert. Standard output still says what happened.
        let nothingLinted = !errors.isEmpty && run.lintedCount == 0
        let written = outputs.filter { output in
            guard let file = output.file else { return true }
            if nothingLinted {
                errors.append("\(file): not written: nothing was linted")
            } else if let input = run.inputs[FileIO.canonical(file)] {
                errors.append("\(file): not written: the run reads it as its \(input.rawValue)")
            } else {
                return true
            }
            return false
        }
        errors += render(report, to: written)
        timer.add(.report, since: reportStarted)

        var counts: [Severity: Int] = [:]
        var suppressed = 0
        for finding in files.lazy.flatMap(\.findings) {
            if finding.suppressionReason == nil { counts[finding.severity, default: 0] += 1 } else { suppressed += 1 }
        }
        for error in errors { writeError(error) }
        // No summary when errors left nothing to lint: "0 findings" would read as a clean run.
        if !arguments.flags.contains("--quiet"), errors.isEmpty || run.lintedCount > 0 {
            writeError("typelint: " + summary(counts: counts, files: run.lintedCount, suppressed: suppressed, baselined: baselined))
            explain(report, fixable: files.lazy.flatMap(\.findings).filter { $0.suppressionReason == nil }.compactMap(\.fix?.safety))
        }
        if !errors.isEmpty { return ExitStatus.usage }
        let failing = arguments.flags.contains("--strict") ? counts.values.reduce(0, +) : counts[.error] ?? 0
        guard failing == 0 else { return ExitStatus.findings }
        // A passing run's mark for a build system: its inputs are not linted again until one of them changes.
        if let stamp = arguments.value("--touch"), let error = FileIO.save(Data(), to: stamp) {
            writeError("typelint: \(error)")
            return ExitStatus.usage
        }
        return ExitStatus.clean
    }

    /// Renders the report to each output: a file, written atomically, or standard output. What could not be written.
    private static func render(_ report: Report, to outputs: [(reporter: any Reporter, file: String?)]) -> [Problem] {
        var errors: [Problem] = []
        // Files first: a reader of standard output that goes away (`| head`) ends the process, and must not keep the SARIF
        // file a CI step uploads from being written.
        for (reporter, file) in outputs.filter({ $0.file != nil }) + outputs.filter({ $0.file == nil }) {
            if let file {
                var data = Data()
                reporter.render(report) { data.append(contentsOf: $0.utf8) }
                if let error = FileIO.save(data, to: file) { errors.append(Problem(error)) }
            } else {
                var out = OutputBuffer()
                reporter.render(report) { out.append($0) }
                if let error = out.finish() { errors.append(Problem(error)) }
            }
        }
        return errors
    }

    /// After the summary: why, in the design system's words (each rule's clause once, for the rules with findings shown,
    /// not on every line), and what `--fix` would fix.
    private static func explain(_ report: Report, fixable: some Sequence<FixSafety>) {
        var clauses: [String: Set<String>] = [:]
        for finding in report.files.flatMap(report.shown) where !finding.clause.isEmpty {
            clauses[finding.ruleID, default: []].insert(finding.clause)
        }
        for description in RuleRegistry.descriptions {
            for clause in (clauses[description.id] ?? []).sorted() { writeError("typelint: [\(description.id)] \(clause)") }
        }
        let safeties = Array(fixable)
        let (safe, unsafe) = (safeties.filter { $0 == .safe }.count, safeties.filter { $0 == .unsafe }.count)
        if safe + unsafe > 0 {
            writeError("typelint: \(safe) fixable with --fix" + (unsafe > 0 ? ", \(unsafe) more with --unsafe-fixes (they change a weight, family or design)" : ""))
        }
    }

    /// What a run holds until the process exits (see `run`).
    private final class LeftToExit {
        let run: LintRun
        init(_ run: LintRun) { self.run = run }
    }

    /// Whether `path` names one of the process's descriptors (`/dev/stdout`), a character device, a socket or a FIFO
    /// (through links), which every write goes through.
    private static func isDeviceOrPipe(_ path: String) -> Bool {
        if FileIO.descriptor(namedBy: path) != nil { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFCHR || kind == S_IFIFO || kind == S_IFSOCK
    }

    /// The folder reports give paths relative to: the repository a CI job checked out (GitHub's `GITHUB_WORKSPACE`,
    /// GitLab's `CI_PROJECT_DIR`), whose paths annotations and Code Quality entries are matched against, when the run is
    /// inside it (`working-directory: ios`); else the working folder.
    static func reportRoot(workingFolder: String) -> String {
        let folder = URL(fileURLWithPath: workingFolder).standardizedFileURL.path
        let environment = ProcessInfo.processInfo.environment
        for name in ["GITHUB_WORKSPACE", "CI_PROJECT_DIR"] {
            guard let workspace = environment[name], workspace.hasPrefix("/") else { continue }
            let root = URL(fileURLWithPath: workspace).standardizedFileURL.path
            if folder == root || folder.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return root }
        }
        return folder
    }

    /// The driver's request for these arguments; the source of `--stdin-path` is read from standard input here.
    static func makeRequest(_ arguments: Arguments) throws -> LintRequest {
        // A report or a baseline written over source code would destroy it (a slip, or a staged file named
        // `--output=App.swift` before `--` ended the options): such a target, named or reached through a link, is refused
        // before anything is linted. A build stamp is an empty file, a Swift one for the build-tool plugin: it is refused
        // where a file with something in it is.
        let reportFiles = try reporters(arguments).compactMap(\.file)
        for (option, path) in reportFiles.map({ ("--reporter", $0) }) + (arguments.values["--write-baseline"] ?? []).map({ ("--write-baseline", $0) })
            where [path, FileIO.followingLinks(path).file ?? path].contains(where: FileIO.isSourceOrProjectFile) {
            throw Arguments.UsageError(description: "\(option == "--reporter" && arguments.value("--output") == path ? "--output" : option) \(path): "
                + "a Swift or Objective-C source or a project file; reports and baselines are written only to other files")
        }
        // Two writes to one file would leave the last alone (a baseline replaced by a report): each is written once.
        // Devices and pipes (`/dev/null` for a report not wanted, `/dev/stdout`) take any number; a file under `/dev`
        // (`/dev/shm/known.json`) is a file.
        var written: Set<String> = []
        for path in reportFiles + (arguments.values["--write-baseline"] ?? []) + (arguments.values["--touch"] ?? [])
            where !isDeviceOrPipe(path) {
            guard written.insert(FileIO.canonical(path)).inserted else {
                throw Arguments.UsageError(description: "\(path) is named for two outputs; each report, baseline or stamp needs a file of its own")
            }
        }
        // Two reports into one stream (`--reporter json --reporter sarif:/dev/fd/1 > out`) would make one file no consumer
        // parses: a descriptor's file takes one of them, unless it is a terminal or `/dev/null`.
        var streams: Set<[UInt64]> = []
        for target in try reporters(arguments).map(\.file) + (arguments.values["--write-baseline"] ?? []).map(Optional.some) {
            var info = stat()
            guard let descriptor = target.map(FileIO.descriptor(namedBy:)) ?? STDOUT_FILENO, fstat(descriptor, &info) == 0,
                  info.st_mode & S_IFMT != S_IFCHR else { continue }
            guard streams.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
                throw Arguments.UsageError(description: "\(target ?? "standard output"): another report is written to the same "
                    + "stream; each report needs a file of its own")
            }
        }
        // What the run reads is not what it writes: a report over the baseline it compares against, or over the
        // configuration or profile that governs it (the next run would fail to start), is refused. A configuration is
        // found by its name in any folder.
        // A baseline may be written over the one the run compares against: it is written again as findings are fixed.
        func read(_ options: [String]) -> [String] {
            options.flatMap { arguments.values[$0] ?? [] }.filter { FileManager.default.fileExists(atPath: $0) }.map(FileIO.canonical)
        }
        let (readByReports, readByBaselines) = (read(["--baseline", "--config", "--profile"]), read(["--config", "--profile"]))
        for (path, isBaseline) in reportFiles.map({ ($0, false) }) + (arguments.values["--write-baseline"] ?? []).map({ ($0, true) })
            where !isDeviceOrPipe(path) {
            if (isBaseline ? readByBaselines : readByReports).contains(FileIO.canonical(path))
                || (path as NSString).lastPathComponent == Driver.configurationFileName {
                throw Arguments.UsageError(description: "\(path) is an input of the run (its baseline, configuration or profile); "
                    + "reports and baselines are written to other files")
            }
        }
        // A dry run's output is the diff: a report asked for as well would not be written.
        if arguments.flags.contains("--dry-run"),
           let option = ["--reporter", "--output", "--write-baseline", "--touch"].first(where: { arguments.values[$0] != nil }) {
            throw Arguments.UsageError(description: "--dry-run prints the fixes as a diff and writes nothing: \(option) is not taken with it")
        }
        var stamp = stat()
        if let path = arguments.value("--touch"), stat(path, &stamp) == 0, stamp.st_size > 0 {
            throw Arguments.UsageError(description: "--touch \(path): the file holds something; a stamp is written only where there is "
                + "none or an empty one")
        }
        let input: LintRequest.Input
        if let path = arguments.value("--stdin-path") {
            guard arguments.positional.isEmpty, !arguments.flags.contains("--staged") else {
                throw Arguments.UsageError(description: "--stdin-path takes the source from stdin: no paths and no --staged")
            }
            // A baseline records the files on disk: standard input's text (an editor's buffer) is not the file's.
            guard arguments.value("--write-baseline") == nil else {
                throw Arguments.UsageError(description: "--write-baseline records the files on disk, and --stdin-path gives none")
            }
            // The name says the language: another would be read as nothing and pass, whatever the source says.
            guard SourceLanguage(path: path) != nil else {
                let endings = (SourceLanguage.swiftExtensions + SourceLanguage.objectiveCExtensions).joined(separator: ", ")
                throw Arguments.UsageError(description: "--stdin-path '\(path)' is not a Swift or Objective-C file's name (\(endings))")
            }
            // Bounded as a file on disk is: a source over the limit is refused as soon as that much has come.
            let read = StandardStreams.closedAtStart.contains(STDIN_FILENO) ? .failure(.system(EBADF)) : FileIO.receiveAll(STDIN_FILENO)
            switch read {
            case .success(let bytes): input = .source(path: path, bytes: bytes)
            case .failure(let error): throw Arguments.UsageError(description: "standard input: cannot read (\(error))")
            }
        } else if arguments.flags.contains("--staged") {
            guard arguments.positional.isEmpty else { throw Arguments.UsageError(description: "--staged takes no paths") }
            input = .staged
        } else {
            input = .paths(arguments.positional.isEmpty ? ["."] : arguments.positional)
        }
        var request = LintRequest(input: input)
        request.configuration = arguments.value("--config")
        request.profile = arguments.value("--profile")
        request.platforms = arguments.values["--platform"]
        request.include = arguments.values["--include"] ?? []
        request.exclude = arguments.values["--exclude"] ?? []
        request.onlyRules = arguments.values["--only-rule"].map(Set.init)
        if let path = arguments.value("--baseline") { request.baseline = .file(path) }
        if arguments.value("--write-baseline") != nil {
            // The findings are recorded as they are: no baseline hides any first.
            request.baseline = .recording
            request.lineKeys = true
        }
        // A Code Climate fingerprint is made of the flagged line's text.
        if try reporters(arguments).contains(where: { $0.reporter is CodeClimateReporter }) { request.lineKeys = true }
        request.timer = PhaseTimer(enabled: arguments.flags.contains("--timing"))
        request.clang = clangWorkers
        return request
    }

    /// The process's workers that read Objective-C with libclang: this executable, run as `typelint objc-worker`.
    static let clangWorkers = ClangWorkers(command: [Bundle.main.executablePath ?? CommandLine.arguments[0], "objc-worker"])

    /// `3 findings (1 error, 2 warnings) in 12 files; 1 suppressed, 4 baselined` (the last part when there are any).
    static func summary(counts: [Severity: Int], files: Int, suppressed: Int, baselined: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let hidden = [suppressed > 0 ? "\(suppressed) suppressed" : nil, baselined > 0 ? "\(baselined) baselined" : nil]
            .compactMap { $0 }
        return "\(count(counts.values.reduce(0, +), "finding")) (\(count(counts[.error] ?? 0, "error")), "
            + "\(count(counts[.warning] ?? 0, "warning"))) in \(count(files, "file"))"
            + (hidden.isEmpty ? "" : "; " + hidden.joined(separator: ", "))
    }
}
