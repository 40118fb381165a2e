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
    ]

    /// One file to lint and the settings that govern it.
    struct Job {
        let displayPath: String
        let absolutePath: String
        let linter: Linter
        /// The bytes when they do not come from the file on disk (the git index, stdin).
        var provided: [UInt8]?
        var source: SourceFile?
        /// The Swift syntax tree, built while collecting font tokens; Objective-C is lexed by libclang later.
        var tree: SyntaxTree?

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
        let inputs: [Input]
        do {
            inputs = try collectInputs(arguments, cwd: cwd, errors: &errors)
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
        var linters: [String: Linter?] = [:]
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
            if linters[key] == nil {
                do {
                    linters[key] = try makeLinter(configuration, arguments)
                } catch {
                    errors.append("\(error)")
                    linters[key] = .some(nil)
                }
            }
            guard let linter = linters[key] ?? nil else { continue }
            jobs.append(Job(displayPath: display, absolutePath: absolute, linter: linter, provided: bytes))
        }
        errors += finder.errors

        // Read every file and collect the font tokens they declare: a token may be used anywhere.
        var tokens = FontTokenTable()
        for index in jobs.indices {
            guard let bytes = jobs[index].provided ?? FileManager.default.contents(atPath: jobs[index].displayPath).map([UInt8].init)
            else {
                errors.append("\(jobs[index].displayPath): cannot read file")
                continue
            }
            let source = SourceFile(path: jobs[index].displayPath, bytes: bytes)
            if let offset = source.firstInvalidUTF8Offset {
                let location = source.location(of: offset)
                errors.append("\(jobs[index].displayPath):\(location.line):\(location.column): not valid UTF-8")
                continue
            }
            jobs[index].source = source
            if !jobs[index].isObjectiveC {
                let tree = SyntaxTree(source: source)
                tokens.add(tree)
                jobs[index].tree = tree
            }
        }
        var clang: LibClang?
        let objectiveC = jobs.indices.filter { jobs[$0].isObjectiveC && jobs[$0].source != nil }
        if !objectiveC.isEmpty {
            switch LibClang.load() {
            case .success(let loaded):
                clang = loaded
            case .failure(let error):
                let notice = "skipped \(objectiveC.count) Objective-C file\(objectiveC.count == 1 ? "" : "s"): \(error)"
                if arguments.flags.contains("--require-objc") { errors.append(notice) } else { writeError("typelint: \(notice)") }
                for index in objectiveC { jobs[index].source = nil }
            }
        }

        let linted = lintInParallel(jobs, tokens: tokens, clang: clang)
        for index in jobs.indices where linted[index] == nil {
            errors.append("\(jobs[index].displayPath): libclang (\(clang?.path ?? "")) could not read this file")
        }
        var results = linted.map { $0 ?? [] }
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(entries: zip(jobs, results).flatMap { job, findings in
                findings.filter { $0.suppressionReason == nil }.compactMap { finding in
                    job.source.map { Baseline.entry(for: finding, relativePath: relative(job.absolutePath, to: path), in: $0) }
                }
            })
            if let error = write(baseline.encoded(), to: path) { errors.append(error) }
        }
        if let path = arguments.value("--baseline") {
            do {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw Arguments.UsageError(description: "\(path): cannot read baseline")
                }
                var baseline = try Baseline(data: data, path: path)
                for index in jobs.indices {
                    guard let source = jobs[index].source else { continue }
                    let relativePath = relative(jobs[index].absolutePath, to: path)
                    results[index].removeAll { finding in
                        finding.suppressionReason == nil
                            && baseline.consume(Baseline.entry(for: finding, relativePath: relativePath, in: source))
                    }
                }
            } catch {
                errors.append("\(error)")
            }
        }

        let reporterName = arguments.value("--reporter") ?? "text"
        guard let reporter = Reporters.byName[reporterName] else {
            writeError("typelint: unknown reporter '\(reporterName)' (text, json, sarif, github)")
            return ExitStatus.usage
        }
        let linter = linters.values.compactMap { $0 }.first ?? (try? makeLinter(nil, arguments))
        let report = Report(
            files: zip(jobs, results).filter { $0.0.source != nil }.map {
                Report.File(displayPath: $0.displayPath, absolutePath: $0.absolutePath, findings: $1)
            },
            rules: RuleRegistry.descriptions.map { ($0, linter?.severity(of: $0)) },
            toolVersion: CommandLineTool.version, root: URL(fileURLWithPath: cwd).standardizedFileURL.path,
            absolutePaths: !arguments.flags.contains("--relative-paths"),
            includeSuppressed: arguments.flags.contains("--include-suppressed"))
        let rendered = reporter.render(report)
        if let output = arguments.value("--output") {
            if let error = write(Data(rendered.utf8), to: output) { errors.append(error) }
        } else {
            var out = OutputBuffer()
            out.append(rendered)
            out.flush()
        }

        var counts: [Severity: Int] = [:]
        for findings in results {
            for finding in findings where finding.suppressionReason == nil { counts[finding.severity, default: 0] += 1 }
        }
        for error in errors { writeError("typelint: \(error)") }
        if !arguments.flags.contains("--quiet") {
            let total = counts.values.reduce(0, +)
            let linted = jobs.filter { $0.source != nil }.count
            writeError("typelint: \(total) finding\(total == 1 ? "" : "s") (\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings) in \(linted) file\(linted == 1 ? "" : "s")")
        }
        if !errors.isEmpty { return ExitStatus.usage }
        let failing = arguments.flags.contains("--strict") ? counts.values.reduce(0, +) : counts[.error] ?? 0
        return failing > 0 ? ExitStatus.findings : ExitStatus.clean
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
        return FileWalker.swiftFiles(under: paths, errors: &errors).map { ($0, absolute($0), nil) }
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

    /// Lints every job on all cores; results keep the jobs' order, so output does not depend on timing.
    /// A file libclang cannot process yields nil (reported by the caller), not silence.
    static func lintInParallel(_ jobs: [Job], tokens: FontTokenTable, clang: LibClang?) -> [[Finding]?] {
        let results = UnsafeMutableBufferPointer<[Finding]?>.allocate(capacity: jobs.count)
        results.initialize(repeating: [])
        defer { results.deallocate() }
        let slots = SendableBuffer(results)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            guard let source = job.source else { return }
            if let tree = job.tree {
                slots.buffer[index] = job.linter.lint(source, tree: tree, tokens: tokens)
            } else if let clang {
                guard let clangTokens = clang.tokenize(source.bytes, objectiveCPlusPlus: job.displayPath.hasSuffix(".mm")) else {
                    slots.buffer[index] = nil
                    return
                }
                let tree = ObjCAnalyzer.tree(for: source, clangTokens: clangTokens)
                slots.buffer[index] = job.linter.lint(source, facts: ObjCAnalyzer.analyze(tree))
            }
        }
        return Array(results)
    }
}

/// Each concurrent iteration writes only its own slot.
private struct SendableBuffer: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<[Finding]?>
    init(_ buffer: UnsafeMutableBufferPointer<[Finding]?>) { self.buffer = buffer }
}
