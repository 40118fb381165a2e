import Dispatch
import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint [lint] [PATH…]`: lints Swift files and prints findings, compiler style.
enum LintCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--profile", takesValue: true, help: "NAME|FILE  design-system profile (default: the configuration's, else root)"),
        .init(name: "--config", takesValue: true, help: "FILE  configuration for every path (default: the nearest .typelint.json above each file)"),
        .init(name: "--platform", takesValue: true, help: "NAME  platform to lint for (repeatable; default: the configuration's, else iOS)"),
        .init(name: "--reporter", takesValue: true, help: "FORMAT  text (default), json, sarif or github"),
        .init(name: "--output", takesValue: true, help: "FILE  write the report there (atomically) instead of stdout"),
        .init(name: "--strict", takesValue: false, help: "exit 1 on any finding, not only on errors"),
        .init(name: "--baseline", takesValue: true, help: "FILE  report only findings not recorded in FILE"),
        .init(name: "--write-baseline", takesValue: true, help: "FILE  record today's findings in FILE"),
        .init(name: "--include-suppressed", takesValue: false, help: "also report suppressed findings (SARIF: with their justification)"),
        .init(name: "--staged", takesValue: false, help: "lint the staged Swift files as they are in the git index"),
        .init(name: "--stdin-path", takesValue: true, help: "PATH  read the source from stdin and report it as PATH"),
        .init(name: "--require-objc", takesValue: false, help: "fail (exit 2) instead of skipping Objective-C when libclang is missing"),
        .init(name: "--relative-paths", takesValue: false, help: "print paths as given instead of absolute"),
        .init(name: "--quiet", takesValue: false, help: "no summary on stderr"),
        .init(name: "--timing", takesValue: false, help: "print the time of each phase on stderr"),
    ]

    /// One file to lint and the settings that govern it.
    struct Job {
        let displayPath: String
        let absolutePath: String
        /// Index into the run's linters (one per configuration): a job does not carry a profile copy.
        let linter: Int
        /// The bytes when they do not come from the file on disk (the git index, stdin).
        var provided: [UInt8]?
        /// Whether the file was read and is valid UTF-8 (and, for Objective-C, libclang is there).
        var scanned = false

        var isObjectiveC: Bool { !displayPath.hasSuffix(".swift") }
    }

    /// A file to lint: its path as shown, its absolute path, and its bytes if not read from disk.
    typealias Input = (display: String, absolute: String, bytes: [UInt8]?)

    static func run(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments(argumentList, options: options)
        } catch {
            writeError("typelint: \(error)")
            return ExitStatus.usage
        }
        var errors: [String] = []
        let cwd = FileManager.default.currentDirectoryPath
        let timer = PhaseTimer()
        let walkStarted = timer.now()
        let inputs: [Input]
        defer { if arguments.flags.contains("--timing") { writeError(timer.summary()) } }
        do {
            inputs = try collectInputs(arguments, cwd: cwd, errors: &errors)
            timer.add(.walk, since: walkStarted)
        } catch {
            writeError("typelint: \(error)")
            return ExitStatus.usage
        }
        let finder = ConfigurationFinder()
        let explicitConfiguration = arguments.value("--config").flatMap { finder.load($0) }
        if arguments.value("--config") != nil, explicitConfiguration == nil {
            finder.errors.forEach { writeError("typelint: \($0)") }
            return ExitStatus.usage
        }
        // One linter per configuration; nil records a configuration whose profile failed to load.
        var linterIndex: [String: Int?] = [:]
        var linters: [Linter] = []
        var jobs: [Job] = []
        for (display, absolute, bytes) in inputs {
            let configuration: Configuration?
            switch explicitConfiguration.map(ConfigurationFinder.Lookup.found) ?? finder.configuration(forFileAt: absolute) {
            case .none: configuration = nil
            case .found(let found): configuration = found
            case .broken: continue
            }
            if let configuration, !isIncluded(absolute, by: configuration) { continue }
            let key = configuration?.path ?? ""
            if linterIndex[key] == nil {
                do {
                    linters.append(try makeLinter(configuration, arguments))
                    linterIndex[key] = linters.count - 1
                } catch {
                    errors.append("\(error)")
                    linterIndex[key] = .some(nil)
                }
            }
            guard let linter = linterIndex[key] ?? nil else { continue }
            jobs.append(Job(displayPath: display, absolutePath: absolute, linter: linter, provided: bytes))
        }
        errors += finder.errors

        // Phase 1, on all cores: read every file once, note whether it can have findings at all,
        // and parse the few that can declare font tokens (a token may be used in any file).
        var tokens = FontTokenTable()
        var scans: [Scan] = []
        scans.reserveCapacity(jobs.count)
        for (index, scanned) in scanInParallel(jobs, timer: timer).enumerated() {
            if let error = scanned.scan.error { errors.append(error) }
            if let tree = scanned.tokenTree { tokens.add(tree) }  // in file order: the same table every run
            jobs[index].scanned = scanned.scan.error == nil
            scans.append(scanned.scan)
        }
        var clang: LibClang?
        let objectiveC = jobs.indices.filter { jobs[$0].isObjectiveC && scans[$0].isRelevant }
        if !objectiveC.isEmpty {
            switch LibClang.load() {
            case .success(let loaded):
                clang = loaded
            case .failure(let error):
                let notice = "skipped \(objectiveC.count) Objective-C file\(objectiveC.count == 1 ? "" : "s"): \(error)"
                if arguments.flags.contains("--require-objc") { errors.append(notice) } else { writeError("typelint: \(notice)") }
                for index in objectiveC { jobs[index].scanned = false }
            }
        }

        // Phase 2, on all cores: lint the files that can have findings, one tree alive per core.
        let usesBaseline = arguments.value("--baseline") != nil || arguments.value("--write-baseline") != nil
        let linted = lintInParallel(jobs, linters: linters, scans: scans, tokens: tokens, clang: clang, lineKeys: usesBaseline,
                                    timer: timer)
        for index in jobs.indices where linted[index] == nil {
            errors.append("\(jobs[index].displayPath): libclang (\(clang?.path ?? "")) could not read this file")
        }
        var results = linted.map { $0?.findings ?? [] }
        let lineKeys = linted.map { $0?.lineKeys ?? [] }
        applyBaselines(arguments, jobs: jobs, results: &results, lineKeys: lineKeys, errors: &errors)

        let reporterName = arguments.value("--reporter") ?? "text"
        guard let reporter = Reporters.byName[reporterName] else {
            writeError("typelint: unknown reporter '\(reporterName)' (text, json, sarif, github)")
            return ExitStatus.usage
        }
        let linter = linters.first ?? (try? makeLinter(nil, arguments))
        let report = Report(
            files: zip(jobs, results).filter { $0.0.scanned }.map {
                Report.File(displayPath: $0.displayPath, absolutePath: $0.absolutePath, findings: $1)
            },
            rules: RuleRegistry.descriptions.map { ($0, linter?.severity(of: $0)) },
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
        }

        var counts: [Severity: Int] = [:]
        for findings in results {
            for finding in findings where finding.suppressionReason == nil { counts[finding.severity, default: 0] += 1 }
        }
        for error in errors { writeError("typelint: \(error)") }
        if !arguments.flags.contains("--quiet") {
            let total = counts.values.reduce(0, +)
            let linted = jobs.filter(\.scanned).count
            writeError("typelint: \(total) finding\(total == 1 ? "" : "s") (\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings) in \(linted) file\(linted == 1 ? "" : "s")")
        }
        if !errors.isEmpty { return ExitStatus.usage }
        let failing = arguments.flags.contains("--strict") ? counts.values.reduce(0, +) : counts[.error] ?? 0
        return failing > 0 ? ExitStatus.findings : ExitStatus.clean
    }

    /// `--write-baseline` records today's reported findings; `--baseline` then hides each recorded one once.
    static func applyBaselines(_ arguments: Arguments, jobs: [Job], results: inout [[Finding]], lineKeys: [[String]],
                               errors: inout [String]) {
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(entries: jobs.indices.flatMap { index in
                zip(results[index], lineKeys[index]).compactMap { finding, line -> Baseline.Entry? in
                    guard finding.suppressionReason == nil else { return nil }
                    return Baseline.Entry(path: relative(jobs[index].absolutePath, to: path), rule: finding.ruleID, line: line)
                }
            })
            if let error = write(baseline.encoded(), to: path) { errors.append(error) }
        }
        guard let path = arguments.value("--baseline") else { return }
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Arguments.UsageError(description: "\(path): cannot read baseline")
            }
            var baseline = try Baseline(data: data, path: path)
            for index in jobs.indices {
                let relativePath = relative(jobs[index].absolutePath, to: path)
                results[index] = zip(results[index], lineKeys[index]).compactMap { finding, line -> Finding? in
                    let recorded = finding.suppressionReason == nil
                        && baseline.consume(Baseline.Entry(path: relativePath, rule: finding.ruleID, line: line))
                    return recorded ? nil : finding
                }
            }
        } catch {
            errors.append("\(error)")
        }
    }

    /// Writes atomically (a temporary file renamed into place); returns the error line, if any.
    static func write(_ data: Data, to path: String) -> String? {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
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

    /// The files named on the command line (walked), the staged files (`--staged`), or stdin (`--stdin-path`).
    static func collectInputs(_ arguments: Arguments, cwd: String, errors: inout [String]) throws -> [Input] {
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        }
        if let path = arguments.value("--stdin-path") {
            guard arguments.positional.isEmpty, !arguments.flags.contains("--staged") else {
                throw Arguments.UsageError(description: "--stdin-path takes the source from stdin: no paths and no --staged")
            }
            return [(path, absolute(path), [UInt8](FileHandle.standardInput.readDataToEndOfFile()))]
        }
        if arguments.flags.contains("--staged") {
            guard arguments.positional.isEmpty else { throw Arguments.UsageError(description: "--staged takes no paths") }
            let (topLevel, files) = try GitIndex.stagedSourceFiles()
            return files.map { ($0.path, topLevel + "/" + $0.path, $0.bytes) }
        }
        let paths = arguments.positional.isEmpty ? ["."] : arguments.positional
        return FileWalker.sourceFiles(under: paths, errors: &errors).map { ($0, absolute($0), nil) }
    }

    static func makeLinter(_ configuration: Configuration?, _ arguments: Arguments) throws -> Linter {
        let profileName = arguments.value("--profile") ?? configuration?.profile ?? "root"
        let relativeTo = arguments.value("--profile") != nil ? nil : configuration?.path.map { ($0 as NSString).deletingLastPathComponent }
        let profile: Profile
        do {
            profile = try ProfileLoader.load(profileName, relativeTo: relativeTo)
        } catch where arguments.value("--profile") == nil && configuration?.profile != nil {
            throw Arguments.UsageError(description: "\(configuration?.path ?? ""): 'profile': \(error)")
        }
        let platformNames = arguments.values["--platform"] ?? configuration?.platforms ?? profile.platforms
        if let unknown = platformNames.first(where: { !Platforms.appleNames.contains($0) }) {
            throw Arguments.UsageError(description: "unknown platform '\(unknown)' (iOS, macOS, tvOS, watchOS, visionOS)")
        }
        return Linter(profile: profile, platforms: Platforms(names: platformNames),
                      severityOverrides: configuration?.rules ?? [:])
    }

    static func isIncluded(_ absolutePath: String, by configuration: Configuration) -> Bool {
        guard let configPath = configuration.path else { return true }
        let base = (URL(fileURLWithPath: configPath).standardizedFileURL.path as NSString).deletingLastPathComponent
        guard absolutePath.hasPrefix(base + "/") else { return configuration.exclude.isEmpty && configuration.include.isEmpty }
        let relative = String(absolutePath.dropFirst(base.count + 1))
        if !configuration.include.isEmpty, !configuration.include.contains(where: { globMatches($0, relative) }) { return false }
        return !configuration.exclude.contains { globMatches($0, relative) }
    }
}
