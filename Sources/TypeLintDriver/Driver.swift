import Dispatch
import Foundation
import TypeLintFonts
import TypeLintRules
import TypeLintSyntax

/// What a run lints, and how: the typed request that the command line, the language server, `--fix`, the plugins and
/// the tests all give the driver.
public struct LintRequest: Sendable {
    public enum Input: Sendable, Equatable {
        /// Files and folders, walked (relative paths against the working folder).
        case paths([String])
        /// The staged files of the git repository around the working folder, as the index holds them.
        case staged
        /// One file's text that is not (or not yet) on disk: standard input, an editor's buffer. Reported as `path`,
        /// governed by the configuration above it and indexed with the module around it.
        case source(path: String, bytes: [UInt8])
    }

    public var input: Input
    /// The folder relative paths are against, and whose repository `--staged` reads.
    public var workingFolder: String
    /// A configuration file for every path, instead of the nearest `.typelint.json` above each file.
    public var configuration: String?
    /// Whether the `.typelint.json` files are read; false: every file is linted under the defaults (and `profile`), as
    /// `typelint init` surveys a project whose configuration it replaces.
    public var readsConfigurations = true
    /// A profile name or file, over what the configurations say.
    public var profile: String?
    /// Platform names, over what the configurations and projects say.
    public var platforms: [String]?
    /// Globs relative to the working folder: only files that match one of `include`, none that match `exclude`.
    public var include: [String] = []
    public var exclude: [String] = []
    /// Only these rules are reported (nil: every rule the configuration turns on).
    public var onlyRules: Set<String>?
    /// Which baseline hides the findings it records.
    public var baseline = Baseline.configured
    /// Whether findings carry their normalised line, which a baseline matches on (always, when a baseline applies).
    public var lineKeys = false
    /// Where the time goes, phase by phase (`--timing`).
    public var timer = PhaseTimer(enabled: false)
    /// The workers that read Objective-C with libclang (macros, header constants, types), kept by the caller across its
    /// runs; nil: Objective-C is read from its tokens alone.
    public var clang: ClangWorkers?
    /// The module files' declarations and the baselines, kept by the caller across its runs; nil: read at each run.
    public var cache: ReadingCache?

    public init(input: Input, workingFolder: String = FileWalker.workingFolder) {
        self.input = input
        self.workingFolder = workingFolder
    }

    public enum Baseline: Sendable, Equatable {
        /// The one each file's configuration names (`"baseline"`), if any.
        case configured
        /// This file's, for every file.
        case file(String)
        /// None, and every finding is kept, past the report's limit per file: a run that records a baseline.
        case recording
    }
}

/// A request that cannot be run as given: a broken configuration given with `configuration`, `--staged` outside a
/// repository, a rule id that does not exist. One line, for the user.
public struct RequestError: ProblemError, CustomStringConvertible, Sendable {
    public let problem: Problem
    public init(_ problem: Problem) { self.problem = problem }
    public var description: String { problem.description }
}

/// A file of the run that can have findings, with its findings in source order (suppressed ones included, marked with
/// their reason).
public struct LintedFile: Sendable {
    public let displayPath: String
    public let absolutePath: String
    public var findings: [Finding]
    /// Each finding's normalised line, when the request asked for them (`lineKeys`).
    public var lineKeys: [String]
}

/// What a run found: the files in report order (those that could have findings), how many files were linted in all,
/// the errors (a file that cannot be read, a broken configuration: the run's exit status is then 2) and the notices
/// (a file the command line named that a configuration excludes, …), each one line for the user.
public struct LintRun: Sendable {
    public internal(set) var files: [LintedFile]
    public let lintedCount: Int
    public internal(set) var errors: [Problem]
    public internal(set) var notices: [Problem]
    /// How many findings a baseline hid.
    public internal(set) var baselined: Int
    /// The linter of the first file (or the one without a configuration): the rules' severities and clauses a report
    /// lists.
    public let linter: Linter?
    /// The files the run read besides the sources, by canonical path, and what each is: a report written over one would
    /// change or break the next run.
    public let inputs: [String: Input]
    /// Every file the run linted (absolute paths), uneventful ones too: a baseline it writes speaks for these files and
    /// no others.
    public let lintedPaths: [String]

    public enum Input: String, Sendable {
        case configuration, profile, baseline
    }

    /// What `--fix` needs to lint a file again: the jobs in `files`' order, their linters, module indexes and projects.
    let jobs: [Driver.Job]
    let linters: [Linter]
    let indexes: [ModuleIndex]
    let projects: Projects
    let clang: ClangWorkers?
}

/// The engine as a library: walks, reads and lints what a request names, with the module indexes and the cross-file
/// pass; fixes (`Driver.fix`). It writes nothing to the process's streams: errors and notices come back in the result.
public enum Driver {
    /// The name of a folder's configuration: the file that governs the files at and below it.
    public static let configurationFileName = ConfigurationFinder.fileName

    public static func lint(_ request: LintRequest) throws -> LintRun {
        let timer = request.timer
        request.clang?.beginRun()
        var explicitConfiguration = request.readsConfigurations ? nil : Configuration()
        if let path = request.configuration {
            switch ConfigurationFinder.load(path) {
            case .found(let configuration): explicitConfiguration = configuration
            case .broken(let error): throw RequestError(error)
            case .none: break
            }
        }
        if let only = request.onlyRules {
            for id in only.sorted() where RuleRegistry.description(of: id) == nil { throw RequestError(Problem(stringLiteral: unknownRule(id))) }
        }
        let notices = Notices()
        let finder = ConfigurationFinder()
        let linters = Linters(request: request)
        let scanner = FileScanner(finder: finder, explicitConfiguration: explicitConfiguration, request: request, linters: linters,
                                  notices: notices)
        var errors: [Problem] = []

        // Phase 1, on all cores: the walk finds files and hands them to the scanner while it goes on.
        var walked: (folders: [String], files: [String]) = ([], [])
        if let given = try givenInputs(request, finder: finder, notices: notices, errors: &errors) {
            DispatchQueue.concurrentPerform(iterations: given.count) { scanner.scan([given[$0]]) }
            walked.files = given.map(\.absolutePath)
        } else {
            guard case .paths(let named) = request.input else { preconditionFailure("given inputs are the other cases") }
            let walk = FileWalker.start(named.isEmpty ? ["."] : named, cwd: request.workingFolder, timer: timer, notices: notices,
                                        visit: scanner.scan)
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
            scanner.projects.noteFontFiles(walk.fontFiles)
        }
        var (jobs, uneventful, configurations, scanErrors) = scanner.finish()
        for pattern in scanner.unmatchedPatterns() { notices.add("\(pattern) matches no file") }
        for path in scanner.configurationsIncludingNothing() {
            notices.add("\(path): 'include' matches none of the files under it, so none is linted")
        }
        timer.mark("scan")
        errors += scanErrors

        // In report order: each job's linter, the files counted as linted. Jobs that cannot be linted are dropped in
        // place (no second list of every file).
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

        // Phase 2, on all cores: lint the files that can have findings, one tree alive per core. The module indexes, from
        // every file that can declare what they hold; resolved to a fixed point, so the same whatever the files' order.
        let started = timer.now()
        let indexes = moduleIndexes(for: &jobs, walked: walked, scanner: scanner, timer: timer)
        let folders = linters.folders
        let partial = folders.contains { folder in folder.map { folder in !walked.folders.contains { isPath(folder, under: $0) } } ?? false }
        assignDesignSystems(to: &jobs, linters: linters.all, folders: folders, indexes: indexes,
                            indexedOnly: scanner.filesIndexedOnly(), partial: partial, notices: notices)
        timer.add(.index, since: started)
        timer.mark("index")
        let all = linters.all
        var baselines = loadBaselines(for: &jobs, request.baseline, configurations: configurations.mapValues { $0.effective.baseline },
                                      cache: request.cache, errors: &errors)
        let linted = lintInParallel(jobs, linters: all, indexes: indexes, projects: scanner.projects, request: request,
                                    notices: notices)
        timer.mark("lint")
        var files = zip(jobs, linted).map { job, linted in
            LintedFile(displayPath: job.file.displayPath, absolutePath: job.file.absolutePath, findings: linted.findings,
                       lineKeys: linted.lineKeys)
        }
        let baselined = hideBaselined(in: &files, jobs: jobs, by: &baselines)
        var inputs: [String: LintRun.Input] = [:]
        for path in baselines.loaded.keys { inputs[FileIO.canonical(path)] = .baseline }
        for path in all.flatMap(\.profile.files) { inputs[FileIO.canonical(path)] = .profile }
        for resolved in FileIO.canonical(configurations.values.compactMap(\.path) + (request.configuration.map { [$0] } ?? [])) {
            inputs[resolved.canonical] = .configuration
        }
        return LintRun(files: files, lintedCount: lintedCount, errors: errors, notices: notices.all, baselined: baselined,
                       linter: jobs.first.map { all[$0.linter] } ?? linters.default, inputs: inputs, lintedPaths: scanner.linted,
                       jobs: jobs, linters: all, indexes: indexes,
                       projects: scanner.projects, clang: request.clang)
    }

    /// The baselines that apply to the jobs' files, read once each, by path (each job's is `paths[job]`); each job is
    /// told how many of its findings to keep (see `Job.findingsLimit`).
    private static func loadBaselines(for jobs: inout [Job], _ use: LintRequest.Baseline, configurations: [String: String?],
                                      cache: ReadingCache?, errors: inout [Problem]) -> (paths: [String?], loaded: [String: Baseline]) {
        let paths: [String?] = switch use {
        case .recording: jobs.map { _ in nil }
        case .file(let path): jobs.map { _ in path }
        case .configured: jobs.map { configurations[$0.configuration] ?? nil }
        }
        // Read once per file, however many configurations name it and however they spell it (`../baseline.json` from
        // each module of a monorepo): each spelling gets its own copy to hide findings with.
        var loaded: [String: Baseline] = [:]
        var counts: [String: [String: Int]] = [:]
        var read: [String: (baseline: Baseline, counts: [String: Int])] = [:]
        var unreadable: Set<String> = []
        for path in Set(paths.compactMap { $0 }).sorted() {
            let canonical = FileIO.canonical(path)
            if read[canonical] == nil, !unreadable.contains(canonical) {
                let load = { () throws -> (baseline: Baseline, counts: [String: Int]) in
                    let baseline = try Baselines.load(path)
                    return (baseline, Baselines.counts(in: baseline))
                }
                do {
                    read[canonical] = try cache.map { try $0.baselines.value(at: canonical, read: load) } ?? load()
                } catch {
                    errors.append(Problem(error))
                    unreadable.insert(canonical)
                }
            }
            guard let (baseline, recorded) = read[canonical] else { continue }
            loaded[path] = baseline
            counts[path] = recorded
        }
        for index in jobs.indices {
            if use == .recording { jobs[index].findingsLimit = .max }
            guard let path = paths[index] else { continue }
            guard let recorded = counts[path] else {
                jobs[index].baselineUnread = true
                continue
            }
            jobs[index].findingsLimit += recorded[Baselines.relative(jobs[index].file.absolutePath, to: path)] ?? 0
        }
        return (paths, loaded)
    }

    /// Hides the findings a baseline records, each file's by the baseline that applies to it; how many it hid.
    private static func hideBaselined(in files: inout [LintedFile], jobs: [Job],
                                      by baselines: inout (paths: [String?], loaded: [String: Baseline])) -> Int {
        var hidden = 0
        for path in baselines.loaded.keys.sorted() {
            let positions = baselines.paths.indices.filter { baselines.paths[$0] == path }
            var governed = positions.map { files[$0] }
            hidden += Baselines.hide(in: &governed, by: &baselines.loaded[path]!, recordedIn: path)
            for (position, file) in zip(positions, governed) { files[position] = file }
        }
        return hidden
    }

    /// The linter that governs the files of `folder` (the nearest configuration above it, or `request`'s), as `rules`
    /// and `explain` show its severities, and the configurations it comes from, nearest first.
    public static func linter(forFolder folder: String, _ request: LintRequest) throws -> (linter: Linter, configurations: [String]) {
        let lookup = request.configuration.map { ConfigurationFinder.load($0) } ?? ConfigurationFinder().configuration(inFolder: folder)
        switch lookup {
        case .broken(let error):
            throw RequestError(error)
        case .found(let configuration):
            return (try makeLinter(configuration, request), ([configuration] + configuration.ancestors).compactMap(\.path))
        case .none:
            return (try makeLinter(nil, request), [])
        }
    }

    /// The platforms a file is linted for, and why, a line each: the configuration's or the command line's, else what its
    /// project says (an Xcode target that builds it, a package's `platforms:`), else the profile's; then what its imports
    /// say (`import WatchKit` is watchOS code). `#if os(…)` in the file narrows its code further, line by line.
    public static func platforms(ofFileAt path: String, _ request: LintRequest) throws -> (platforms: [String], reasons: [String]) {
        try platforms(ofFilesAt: [path], request)[0].get()
    }

    /// `platforms(ofFileAt:)` of each file, the projects above them and the linter of each folder worked out once: asked
    /// of thousands of files of one project, the same project is read once.
    public static func platforms(ofFilesAt paths: [String], _ request: LintRequest) -> [Result<(platforms: [String], reasons: [String]), Error>] {
        let projects = Projects()
        var linters: [String: Result<(linter: Linter, configurations: [String]), Error>] = [:]
        return paths.map { path in
            Result {
                let absolute = FileWalker.absolutePath(path, cwd: request.workingFolder)
                let folder = FileIO.folder(of: absolute)
                if linters[folder] == nil { linters[folder] = Result { try linter(forFolder: folder, request) } }
                return try explained(path, absolute: absolute, linters[folder]!.get(), projects.answer(forFileAt: absolute), request)
            }
        }
    }

    private static func explained(_ path: String, absolute: String, _ governing: (linter: Linter, configurations: [String]),
                                  _ project: Projects.Answer, _ request: LintRequest) -> (platforms: [String], reasons: [String]) {
        let (linter, configurations) = governing
        var reasons: [String] = []
        var platforms = linter.platforms
        if linter.platformsAreConfigured {
            reasons.append(request.platforms != nil ? "--platform names \(platforms.names.joined(separator: ", "))"
                : "\(configurations.first ?? "the configuration") names \(platforms.names.joined(separator: ", ")), over what any project says")
        } else if let decided = project.platforms {
            platforms = decided
            reasons.append(project.reason ?? "its project says so")
        } else {
            reasons += project.reason.map { [$0] } ?? ["no project above it names its platforms"]
            reasons.append("the profile \(linter.profile.name)'s platforms apply: \(platforms.names.joined(separator: ", "))")
        }
        if let bytes = try? FileIO.readFile(absolute).get(), SourceLanguage(path: absolute) == .swift {
            let imported = SyntaxTree(source: SourceFile(path: path, bytes: bytes)).importedPlatforms
            if imported != .all, !imported.isDisjoint(with: platforms) || !linter.platformsAreConfigured {
                reasons.append("its imports make it \(imported.names.joined(separator: ", ")) code")
                platforms = imported.isDisjoint(with: platforms) ? imported : platforms.intersection(imported)
            }
        }
        reasons.append("code inside `#if os(…)` follows its condition")
        return (platforms.names, reasons)
    }

    /// "unknown rule 'bold-bdy' (did you mean 'bold-body'?)".
    static func unknownRule(_ id: String) -> String {
        "unknown rule '\(id)'" + (RuleRegistry.ids.closest(to: id).map { " (did you mean '\($0)'?)" } ?? "")
    }

    /// The files given whole instead of walked: the staged ones or the request's source; nil when paths are walked. A staged
    /// file that cannot be linted is an error added to `errors`. Staged files are governed by the configurations the index
    /// holds, which `finder` is given.
    static func givenInputs(_ request: LintRequest, finder: ConfigurationFinder, notices: Notices,
                            errors: inout [Problem]) throws -> [FileWalker.File]? {
        switch request.input {
        case .paths:
            return nil
        case .source(let path, let bytes):
            let root = FileWalker.Root(argument: 0, display: path, absolute: FileWalker.absolutePath(path, cwd: request.workingFolder))
            return [FileWalker.File(displayPath: path, root: root, provided: bytes)]
        case .staged:
            let (topLevel, files, configurations, staged, unreadable) = try GitIndex.stagedSourceFiles(in: request.workingFolder)
            finder.readStaged(root: topLevel, configurations: configurations)
            for notice in staged { notices.add(notice) }
            errors += unreadable
            let root = FileWalker.Root(argument: 0, display: "", absolute: topLevel + "/")
            return files.map { FileWalker.File(displayPath: $0.path, root: root, provided: $0.bytes) }
        }
    }

    /// `loadProfile`: how a profile is read (a run's `Linters` reads each profile once, however many configurations name it).
    static func makeLinter(_ found: Configuration?, _ request: LintRequest,
                           loadProfile: (String, String?) throws -> Profile = { try ProfileLoader.load($0, relativeTo: $1) }) throws -> Linter {
        let configuration = found?.effective
        let profileName = request.profile ?? configuration?.profile ?? "root"
        let relativeTo = request.profile != nil ? nil : configuration?.path.map(FileIO.folder(of:))
        let profile: Profile
        do {
            profile = try loadProfile(profileName, relativeTo)
        } catch where request.profile == nil && configuration?.profile != nil {
            throw RequestError("\(configuration?.path ?? ""): 'profile': \(error)")
        }
        let platformNames = request.platforms ?? configuration?.platforms
        if let unknown = platformNames?.first(where: { !Platforms.appleNames.contains($0) }) {
            throw RequestError("unknown platform '\(unknown)' (iOS, macOS, tvOS, watchOS, visionOS)")
        }
        // Without configured platforms, the profile's apply, unless a file's project says otherwise.
        var overrides = configuration?.rules ?? [:]
        if let only = request.onlyRules {
            for description in RuleRegistry.descriptions where !only.contains(description.id) { overrides[description.id] = .off }
        }
        return Linter(profile: profile, platforms: platformNames.map(Platforms.init(names:)), severityOverrides: overrides)
    }

    /// One linter per configuration, made on first use (or prepared ahead, while the walk runs). Shared with the scan's
    /// threads, which lint Objective-C files as they read them.
    final class Linters: @unchecked Sendable {
        let request: LintRequest
        private let lock = NSLock()
        private var linters: [Linter] = []
        /// The folder of each linter's configuration (nil for none), by position in `all`.
        private var configurationFolders: [String?] = []
        /// Index into `all` per configuration path ("" for none); nil once its profile failed to load.
        private var indices: [String: Int?] = [:]
        private var prepared: [String: Result<Linter, Error>] = [:]
        /// Each profile read, by the file it was read from (as the kernel resolves its name) or its built-in name: a
        /// project of hundreds of module configurations under one team profile reads and keeps it once.
        private var profiles: [String: Result<Profile, Error>] = [:]

        init(request: LintRequest) { self.request = request }

        /// The profile `name` (a built-in one, or a path relative to `folder`), read once per run.
        private func profile(_ name: String, relativeTo folder: String?) throws -> Profile {
            let key = ProfileLoader.builtInName(name) ?? FileIO.canonical(ProfileLoader.path(name, relativeTo: folder))
            if let known = profiles[key] { return try known.get() }
            let loaded = Result { try ProfileLoader.load(name, relativeTo: folder) }
            profiles[key] = loaded
            return try loaded.get()
        }

        var all: [Linter] { lock.withLock { linters } }

        var folders: [String?] { lock.withLock { configurationFolders } }

        /// The linter of files governed by `configuration`, made the first time (nil when its profile fails to load: the
        /// error is recorded when `index(for:errors:)` is asked).
        @discardableResult
        func prepare(_ configuration: Configuration?) -> Linter? {
            let key = configuration?.path ?? ""
            return lock.withLock {
                if prepared[key] == nil { prepared[key] = Result { try makeLinter(configuration, request, loadProfile: profile) } }
                return try? prepared[key]!.get()
            }
        }

        /// The linter for files governed by `configuration`; its error is recorded the first time it fails.
        func index(for configuration: Configuration?, errors: inout [Problem]) -> Int? {
            let key = configuration?.path ?? ""
            prepare(configuration)
            return lock.withLock {
                if let known = indices[key] { return known }
                switch prepared[key]! {
                case .success(let linter):
                    linters.append(linter)
                    configurationFolders.append(configuration?.path.map(FileIO.folder(of:)))
                    indices[key] = linters.count - 1
                case .failure(let error):
                    errors.append(Problem(error))
                    indices[key] = .some(nil)
                }
                return indices[key]!
            }
        }

        /// The linter without a configuration, for a run that linted nothing (the report still lists the rules).
        var `default`: Linter? { prepare(nil) }
    }

    /// Whether the configuration (read from a file in `folder`) lints the file at `absolutePath`: the nearest
    /// `include` that is given decides, and every `exclude` on the way up counts, each pattern relative to
    /// the folder of the file that says it.
    static func isIncluded(_ absolutePath: String, by configuration: Configuration, folder: String) -> Bool {
        guard configuration.path != nil else { return true }
        guard absolutePath.hasPrefix(folder + "/") else { return configuration.exclude.isEmpty && configuration.include.isEmpty }
        var includeDecided = false
        // Only the levels that say something are looked at: a file under hundreds of nested configurations that name no
        // patterns costs no comparison of its path with each of their folders.
        for (level, levelFolder) in [(configuration, folder)] + configuration.ancestors.lazy
            .filter({ !$0.include.isEmpty || !$0.exclude.isEmpty }).map({ ($0, FileIO.folder(of: $0.path ?? "")) })
            where (!level.include.isEmpty || !level.exclude.isEmpty) && absolutePath.hasPrefix(levelFolder + "/") {
            // By byte offset: the path is long under deep trees, and this runs for every file at every level.
            let relative = String(absolutePath[absolutePath.utf8.index(absolutePath.startIndex, offsetBy: levelFolder.utf8.count + 1)...])
            if !includeDecided, !level.include.isEmpty {
                includeDecided = true
                if !level.include.matches(relative) { return false }
            }
            if level.exclude.matches(relative) { return false }
        }
        return true
    }
}

/// The notices of a run, from any thread, in the order they were said.
final class Notices: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [Problem] = []

    func add(_ line: Problem) { lock.withLock { lines.append(line) } }
    /// Says `line` unless it was said already (a reason that holds for every file is said once).
    func addOnce(_ line: Problem) { lock.withLock { if !lines.contains(line) { lines.append(line) } } }
    var all: [Problem] { lock.withLock { lines } }
}
