import Dispatch
import Foundation
import TypeLintFonts
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint [lint] [PATH…]`: lints Swift files and prints findings, compiler style.
enum LintCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--profile", takesValue: true, help: "NAME|FILE  design-system profile (default: the configuration's, else root)"),
        .init(name: "--config", takesValue: true, help: "FILE  configuration for every path (default: the nearest .typelint.json above each file)"),
        .init(name: "--platform", takesValue: true, help: "NAME  platform to lint for (repeatable; default: the configuration's, else iOS)"),
        .init(name: "--include", takesValue: true, help: "GLOB  lint only files matching GLOB, relative to here (repeatable)"),
        .init(name: "--exclude", takesValue: true, help: "GLOB  leave out files matching GLOB, relative to here (repeatable)"),
        .init(name: "--reporter", takesValue: true, help: "FORMAT  text (default), json, sarif, github, checkstyle, junit, codeclimate, markdown"),
        .init(name: "--output", takesValue: true, help: "FILE  write the report there (atomically) instead of stdout"),
        .init(name: "--strict", takesValue: false, help: "exit 1 on any finding, not only on errors"),
        .init(name: "--baseline", takesValue: true, help: "FILE  report only findings not recorded in FILE"),
        .init(name: "--write-baseline", takesValue: true, help: "FILE  record today's findings in FILE"),
        .init(name: "--include-suppressed", takesValue: false, help: "also report suppressed findings (SARIF: with their justification)"),
        .init(name: "--staged", takesValue: false, help: "lint the staged Swift files as they are in the git index"),
        .init(name: "--stdin-path", takesValue: true, help: "PATH  read the source from stdin and report it as PATH"),
        .init(name: "--require-objc", takesValue: false, help: "no effect (Objective-C no longer needs libclang); kept for old scripts"),
        .init(name: "--relative-paths", takesValue: false, help: "print paths as given instead of absolute"),
        .init(name: "--touch", takesValue: true, help: "FILE  after a passing run, write FILE (a build tool's output, for incremental builds)"),
        .init(name: "--fix", takesValue: false, help: "apply every fix that has one right replacement, then lint again"),
        .init(name: "--dry-run", takesValue: false, help: "with --fix: print the fixes as a unified diff, change nothing"),
        .init(name: "--quiet", takesValue: false, help: "no summary on stderr"),
        .init(name: "--timing", takesValue: false, help: "print the time of each phase on stderr"),
    ]

    static func run(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments(argumentList, options: options)
        } catch {
            writeError("typelint: \(error)")
            return ExitStatus.usage
        }
        let cwd = FileManager.default.currentDirectoryPath
        let timer = PhaseTimer(enabled: arguments.flags.contains("--timing"))
        defer { if arguments.flags.contains("--timing") { writeError(timer.summary()) } }
        if arguments.flags.contains("--fix") || arguments.flags.contains("--dry-run") {
            if let status = FixCommand.run(arguments, cwd: cwd, timer: timer) { return status }
        }
        guard let collected = collect(arguments, cwd: cwd, timer: timer) else { return ExitStatus.usage }
        // The run's trees, indexes and findings are freed by the process's exit, not object by object (a few per cent
        // of a run: hundreds of thousands of releases). `run` is called once per process (LSP and fix use `collect`).
        _ = Unmanaged.passRetained(LeftToExit(collected))
        let (jobs, lintedCount) = (collected.jobs, collected.lintedCount)
        let linters = collected.linters
        var (errors, results) = (collected.errors, collected.results)
        let lineKeys = collected.lineKeys
        let baselined = applyBaselines(arguments, jobs: jobs, results: &results, lineKeys: lineKeys, errors: &errors)

        let reporterName = arguments.value("--reporter") ?? "text"
        guard let reporter = Reporters.byName[reporterName] else {
            writeError("typelint: unknown reporter '\(reporterName)' (\(Reporters.names.joined(separator: ", ")))")
            return ExitStatus.usage
        }
        let linter = jobs.first.map { linters.all[$0.linter] } ?? linters.default
        let report = Report(
            files: zip(jobs, results).filter { !$1.isEmpty }.map {
                Report.File(displayPath: $0.file.displayPath, absolutePath: $0.file.absolutePath, findings: $1)
            },
            lintedFileCount: lintedCount,
            rules: RuleRegistry.descriptions.map { ($0, linter?.severity(of: $0)) },
            clauses: linter?.clauses ?? [:],
            toolVersion: CommandLineTool.version, root: URL(fileURLWithPath: cwd).standardizedFileURL.path,
            absolutePaths: !arguments.flags.contains("--relative-paths"),
            includeSuppressed: arguments.flags.contains("--include-suppressed"))
        let reportStarted = timer.now()
        defer { timer.add(.report, since: reportStarted) }
        if let output = arguments.value("--output") {
            var data = Data()
            reporter.render(report) { data.append(contentsOf: $0.utf8) }
            if let error = write(data, to: output) { errors.append(error) }
        } else {
            var out = OutputBuffer()
            reporter.render(report) { out.append($0) }
            out.flush()
            if let failure = StandardStreams.closedAtStart.contains(STDOUT_FILENO) ? EBADF : out.failure {
                errors.append("standard output: cannot write (\(StandardStreams.describe(failure)))")
            }
        }

        var counts: [Severity: Int] = [:]
        var suppressed = 0
        for findings in results {
            for finding in findings {
                if finding.suppressionReason == nil { counts[finding.severity, default: 0] += 1 } else { suppressed += 1 }
            }
        }
        for error in errors { writeError("typelint: \(error)") }
        // No summary when errors left nothing to lint: "0 findings" would read as a clean run.
        if !arguments.flags.contains("--quiet"), errors.isEmpty || lintedCount > 0 {
            writeError("typelint: " + summary(counts: counts, files: lintedCount, suppressed: suppressed, baselined: baselined))
            // Why, in the design system's words: once per rule (and profile) that has findings, not on every line.
            var clauses: [String: Set<String>] = [:]
            for finding in report.files.flatMap(report.shown) where !finding.clause.isEmpty {
                clauses[finding.ruleID, default: []].insert(finding.clause)
            }
            for description in RuleRegistry.descriptions {
                for clause in (clauses[description.id] ?? []).sorted() { writeError("typelint: [\(description.id)] \(clause)") }
            }
        }
        if !errors.isEmpty { return ExitStatus.usage }
        let failing = arguments.flags.contains("--strict") ? counts.values.reduce(0, +) : counts[.error] ?? 0
        guard failing == 0 else { return ExitStatus.findings }
        // A passing run's mark for a build system: its inputs are not linted again until one of them changes.
        if let stamp = arguments.value("--touch"), let error = write(Data(), to: stamp) {
            writeError("typelint: \(error)")
            return ExitStatus.usage
        }
        return ExitStatus.clean
    }

    /// What a run holds until the process exits (see `run`).
    private final class LeftToExit {
        let collected: Collected
        init(_ collected: Collected) { self.collected = collected }
    }

    /// What linting the files of a run found, before baselines and reports.
    struct Collected {
        var jobs: [Job]
        var linters: Linters
        var indexes: [ModuleIndex]
        var projects: Projects
        var lintedCount: Int
        var errors: [String]
        var results: [[Finding]]
        var lineKeys: [[String]]
    }

    /// Walks, reads and lints the files the arguments name; with `--stdin-path`, the source is `source` when given
    /// (an editor's unsaved text), else standard input. nil after a usage error (already written).
    static func collect(_ arguments: Arguments, cwd: String, timer: PhaseTimer, source: [UInt8]? = nil) -> Collected? {
        var explicitConfiguration: Configuration?
        if let path = arguments.value("--config") {
            switch ConfigurationFinder.load(path) {
            case .found(let configuration):
                explicitConfiguration = configuration
            case .broken(let error):
                writeError("typelint: \(error)")
                return nil
            case .none:
                return nil
            }
        }
        let finder = ConfigurationFinder()
        let linters = Linters(arguments: arguments)
        let usesBaseline = arguments.value("--baseline") != nil || arguments.value("--write-baseline") != nil
        let scanner = FileScanner(finder: finder, explicitConfiguration: explicitConfiguration, cwd: cwd, timer: timer, linters: linters,
                                  lineKeys: usesBaseline, include: arguments.values["--include"] ?? [],
                                  exclude: arguments.values["--exclude"] ?? [])
        var errors: [String] = []

        // Phase 1, on all cores: the walk finds files and hands them to the scanner while it goes on.
        var walked: (folders: [String], files: [String]) = ([], [])
        do {
            if let given = try givenInputs(arguments, cwd: cwd, source: source) {
                DispatchQueue.concurrentPerform(iterations: given.count) { scanner.scan([given[$0]]) }
                walked.files = given.map(\.absolutePath)
            } else {
                let paths = arguments.positional.isEmpty ? ["."] : arguments.positional
                let walk = FileWalker.start(paths, cwd: cwd, timer: timer, visit: scanner.scan)
                // Meanwhile, the linter of each path's configuration (most runs need no other).
                for folder in walk.rootFolders {
                    switch explicitConfiguration.map(ConfigurationFinder.Lookup.found) ?? finder.configuration(inFolder: folder) {
                    case .found(let configuration): linters.prepare(configuration)
                    case .none: linters.prepare(nil)
                    case .broken: break
                    }
                }
                errors += walk.finish()
                walked = walk.walked
            }
        } catch {
            writeError("typelint: \(error)")
            return nil
        }
        var (jobs, uneventful, configurations, scanErrors) = scanner.finish()
        for pattern in scanner.unmatchedPatterns() { writeError("typelint: \(pattern) matches no file") }
        timer.mark("scan")
        errors += scanErrors

        // In report order: each job's linter, the files counted as linted. Jobs that cannot be linted are
        // dropped in place (no second list of every file).
        var kept = 0
        for index in jobs.indices {
            guard let linter = linters.index(for: configurations[jobs[index].configuration], errors: &errors) else { continue }
            if let error = jobs[index].error {
                errors.append(error)
                continue
            }
            jobs[index].linter = linter
            jobs.swapAt(kept, index)
            kept += 1
        }
        jobs.removeLast(jobs.count - kept)
        var lintedCount = 0
        for (configuration, count) in uneventful where linters.index(for: configurations[configuration], errors: &errors) != nil {
            lintedCount += count
        }
        lintedCount += jobs.count

        // Phase 2, on all cores: lint the files that can have findings, one tree alive per core.
        // The module indexes, from every file that can declare what they hold; resolved to a fixed point, so the
        // same whatever the files' order.
        let started = timer.now()
        let indexes = moduleIndexes(for: &jobs, walked: walked, scanner: scanner, timer: timer)
        timer.add(.index, since: started)
        timer.mark("index")
        let linted = lintInParallel(jobs, linters: linters.all, indexes: indexes, projects: scanner.projects,
                                    lineKeys: usesBaseline, timer: timer)
        timer.mark("lint")
        return Collected(jobs: jobs, linters: linters, indexes: indexes, projects: scanner.projects, lintedCount: lintedCount, errors: errors,
                         results: linted.map(\.findings), lineKeys: linted.map(\.lineKeys))
    }

    /// `3 findings (1 error, 2 warnings) in 12 files; 1 suppressed, 4 baselined` (the last part when there are any).
    static func summary(counts: [Severity: Int], files: Int, suppressed: Int, baselined: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let hidden = [suppressed > 0 ? "\(suppressed) suppressed" : nil, baselined > 0 ? "\(baselined) baselined" : nil]
            .compactMap { $0 }
        return "\(count(counts.values.reduce(0, +), "finding")) (\(count(counts[.error] ?? 0, "error")), "
            + "\(count(counts[.warning] ?? 0, "warning"))) in \(count(files, "file"))"
            + (hidden.isEmpty ? "" : "; " + hidden.joined(separator: ", "))
    }

    /// One linter per configuration, made on first use (or prepared ahead, while the walk runs). Shared with the scan's
    /// threads, which lint Objective-C files as they read them.
    final class Linters: @unchecked Sendable {
        let arguments: Arguments
        private let lock = NSLock()
        private var linters: [Linter] = []
        /// Index into `all` per configuration path ("" for none); nil once its profile failed to load.
        private var indices: [String: Int?] = [:]
        private var prepared: [String: Result<Linter, Error>] = [:]

        init(arguments: Arguments) { self.arguments = arguments }

        var all: [Linter] { lock.withLock { linters } }

        /// The linter of files governed by `configuration`, made the first time (nil when its profile fails to load: the
        /// error is recorded when `index(for:errors:)` is asked).
        @discardableResult
        func prepare(_ configuration: Configuration?) -> Linter? {
            let key = configuration?.path ?? ""
            return lock.withLock {
                if prepared[key] == nil { prepared[key] = Result { try makeLinter(configuration, arguments) } }
                return try? prepared[key]!.get()
            }
        }

        /// The linter for files governed by `configuration`; its error is recorded the first time it fails.
        func index(for configuration: Configuration?, errors: inout [String]) -> Int? {
            let key = configuration?.path ?? ""
            prepare(configuration)
            return lock.withLock {
                if let known = indices[key] { return known }
                switch prepared[key]! {
                case .success(let linter):
                    linters.append(linter)
                    indices[key] = linters.count - 1
                case .failure(let error):
                    errors.append("\(error)")
                    indices[key] = .some(nil)
                }
                return indices[key]!
            }
        }

        /// The linter without a configuration, for a run that linted nothing (the report still lists the rules).
        var `default`: Linter? { prepare(nil) }
    }

    /// `--write-baseline` records today's reported findings; `--baseline` then hides each recorded one once.
    /// Returns how many findings the baseline hid.
    static func applyBaselines(_ arguments: Arguments, jobs: [Job], results: inout [[Finding]], lineKeys: [[String]],
                               errors: inout [String]) -> Int {
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(entries: jobs.indices.flatMap { index in
                zip(results[index], lineKeys[index]).compactMap { finding, line -> Baseline.Entry? in
                    guard finding.suppressionReason == nil else { return nil }
                    return Baseline.Entry(path: relative(jobs[index].file.absolutePath, to: path), rule: finding.ruleID, line: line)
                }
            })
            if let error = write(baseline.encoded(), to: path) { errors.append(error) }
        }
        guard let path = arguments.value("--baseline") else { return 0 }
        var hidden = 0
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Arguments.UsageError(description: "\(path): cannot read baseline")
            }
            var baseline = try Baseline(data: data, path: path)
            for index in jobs.indices {
                let relativePath = relative(jobs[index].file.absolutePath, to: path)
                results[index] = zip(results[index], lineKeys[index]).compactMap { finding, line -> Finding? in
                    let recorded = finding.suppressionReason == nil
                        && baseline.consume(Baseline.Entry(path: relativePath, rule: finding.ruleID, line: line))
                    if recorded { hidden += 1 }
                    return recorded ? nil : finding
                }
            }
        } catch {
            errors.append("\(error)")
        }
        return hidden
    }

    /// Writes atomically (a temporary file renamed into place); returns the error line, if any.
    /// Writes the report to `path`: a regular file (or one a symbolic link names) is replaced atomically, a
    /// temporary file renamed into place; a device or a pipe (`/dev/null`, `/dev/stdout`) is written through,
    /// never replaced; a folder is refused.
    static func write(_ data: Data, to path: String) -> String? {
        let target = StandardStreams.followingLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                return "\(path): cannot write (it is a folder)"
            case S_IFREG:
                break
            default:
                let descriptor = open(target, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { return "\(path): cannot write (\(StandardStreams.describe(errno)))" }
                defer { close(descriptor) }
                return StandardStreams.send([UInt8](data), to: descriptor).map { "\(path): cannot write (\(StandardStreams.describe($0)))" }
            }
        }
        do {
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
            return nil
        } catch {
            return "\(path): cannot write (\(error.localizedDescription))"
        }
    }

    /// `absolute` relative to the folder of `file` (a baseline), or `absolute` itself outside it.
    static func relative(_ absolute: String, to file: String) -> String {
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The files given whole instead of walked: the staged ones (`--staged`) or stdin (`--stdin-path`); nil
    /// when the paths on the command line are to be walked.
    static func givenInputs(_ arguments: Arguments, cwd: String, source: [UInt8]? = nil) throws -> [FileWalker.File]? {
        if let path = arguments.value("--stdin-path") {
            guard arguments.positional.isEmpty, !arguments.flags.contains("--staged") else {
                throw Arguments.UsageError(description: "--stdin-path takes the source from stdin: no paths and no --staged")
            }
            let root = FileWalker.Root(argument: 0, display: path, absolute: FileWalker.absolutePath(path, cwd: cwd))
            if let source { return [FileWalker.File(displayPath: path, root: root, provided: source)] }
            switch StandardStreams.closedAtStart.contains(STDIN_FILENO) ? .failure(POSIXError(.EBADF)) : StandardStreams.receiveAll(STDIN_FILENO) {
            case .success(let bytes):
                return [FileWalker.File(displayPath: path, root: root, provided: bytes)]
            case .failure(let error):
                throw Arguments.UsageError(description: "standard input: cannot read (\(StandardStreams.describe(error.code.rawValue)))")
            }
        }
        guard arguments.flags.contains("--staged") else { return nil }
        guard arguments.positional.isEmpty else { throw Arguments.UsageError(description: "--staged takes no paths") }
        let (topLevel, files, notices) = try GitIndex.stagedSourceFiles()
        for notice in notices { writeError("typelint: \(notice)") }
        let root = FileWalker.Root(argument: 0, display: "", absolute: topLevel + "/")
        return files.map { FileWalker.File(displayPath: $0.path, root: root, provided: $0.bytes) }
    }

    static func makeLinter(_ found: Configuration?, _ arguments: Arguments) throws -> Linter {
        let configuration = found?.effective
        let profileName = arguments.value("--profile") ?? configuration?.profile ?? "root"
        let relativeTo = arguments.value("--profile") != nil ? nil : configuration?.path.map { ($0 as NSString).deletingLastPathComponent }
        let profile: Profile
        do {
            profile = try ProfileLoader.load(profileName, relativeTo: relativeTo)
        } catch where arguments.value("--profile") == nil && configuration?.profile != nil {
            throw Arguments.UsageError(description: "\(configuration?.path ?? ""): 'profile': \(error)")
        }
        let platformNames = arguments.values["--platform"] ?? configuration?.platforms
        if let unknown = platformNames?.first(where: { !Platforms.appleNames.contains($0) }) {
            throw Arguments.UsageError(description: "unknown platform '\(unknown)' (iOS, macOS, tvOS, watchOS, visionOS)")
        }
        // Without configured platforms, the profile's apply, unless a file's project says otherwise.
        return Linter(profile: profile, platforms: platformNames.map(Platforms.init(names:)),
                      severityOverrides: configuration?.rules ?? [:])
    }

    /// Whether the configuration (read from a file in `folder`) lints the file at `absolutePath`: the nearest
    /// `include` that is given decides, and every `exclude` on the way up counts, each pattern relative to
    /// the folder of the file that says it.
    static func isIncluded(_ absolutePath: String, by configuration: Configuration, folder: String) -> Bool {
        guard configuration.path != nil else { return true }
        guard absolutePath.hasPrefix(folder + "/") else { return configuration.exclude.isEmpty && configuration.include.isEmpty }
        var includeDecided = false
        for (level, levelFolder) in [(configuration, folder)] + configuration.ancestors.map({ ($0, parentFolder(of: $0.path ?? "")) })
            where absolutePath.hasPrefix(levelFolder + "/") {
            let relative = String(absolutePath.dropFirst(levelFolder.count + 1))
            if !includeDecided, !level.include.isEmpty {
                includeDecided = true
                if !level.include.contains(where: { globMatches($0, relative) }) { return false }
            }
            if level.exclude.contains(where: { globMatches($0, relative) }) { return false }
        }
        return true
    }
}
