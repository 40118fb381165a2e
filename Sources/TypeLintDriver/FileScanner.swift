import Foundation
import TypeLintFonts
import TypeLintRules
import TypeLintSyntax

extension Driver {
    /// Phase 1, called with batches of files from any thread: each file is matched to its configuration
    /// (files it excludes, or governed by a broken one, are dropped), read once, checked for UTF-8 and for
    /// words any rule reacts to, and parsed if it can declare font tokens.
    final class FileScanner: @unchecked Sendable {
        private let finder: ConfigurationFinder
        private let explicitConfiguration: Configuration?
        private let cwd: String
        private let timer: PhaseTimer
        private let linters: Linters
        private let notices: Notices
        /// Whether findings carry their normalised line (for a baseline).
        private let lineKeys: Bool
        private let clang: ClangWorkers?
        private let cache: ReadingCache?
        private let lock = NSLock()
        private var jobs: [Job] = []
        /// Files read and found unable to have findings, per configuration path ("" for none).
        private var uneventful: [String: Int] = [:]
        /// Every file the run lints (absolute paths), uneventful or not: what a baseline written by the run speaks for.
        private var lintedPaths: [String] = []
        private var configurations: [String: Configuration] = [:]
        /// The configurations with an `include` that left a file out, by path: one that lints none is said to.
        private var excludingByInclude: [String: Configuration] = [:]
        private var brokenConfigurations: Set<Problem> = []
        private var keptBytesLeft = keptBytesBudget
        let projects = Projects()
        /// Files of the modules in the run that it does not lint, parsed for their declarations.
        private var indexedOnly: [(path: String, file: ModuleFile)] = []

        /// The request's globs, relative to the working folder, over what configurations say.
        private let commandLine: (include: [String], exclude: [String])
        /// The request's globs some file matched: one that matches none is said to.
        private var matchedPatterns: Set<String> = []

        init(finder: ConfigurationFinder, explicitConfiguration: Configuration?, request: LintRequest, linters: Linters,
             notices: Notices) {
            self.finder = finder
            self.explicitConfiguration = explicitConfiguration
            cwd = request.workingFolder
            timer = request.timer
            self.linters = linters
            self.notices = notices
            lineKeys = request.lineKeys || request.baseline != .recording
            clang = request.clang
            cache = request.cache
            commandLine = (request.include, request.exclude)
        }

        /// Whether `--include`/`--exclude` let the file be linted; records the globs it matched.
        private func isIncludedByCommandLine(_ absolutePath: String, matched: inout Set<String>) -> Bool {
            guard !commandLine.include.isEmpty || !commandLine.exclude.isEmpty else { return true }
            let relative = absolutePath.hasPrefix(cwd + "/") ? String(absolutePath.dropFirst(cwd.count + 1)) : absolutePath
            let includes = commandLine.include.filter { Globs.matches($0, relative) }
            let excludes = commandLine.exclude.filter { Globs.matches($0, relative) }
            matched.formUnion(includes + excludes)
            return (commandLine.include.isEmpty || !includes.isEmpty) && excludes.isEmpty
        }

        /// The command-line globs that matched no file found.
        /// Every file linted, uneventful ones too (see `lintedPaths`).
        var linted: [String] { lock.withLock { lintedPaths } }

        /// The configurations whose `include` the run's files all fall outside, by path: a typo there lints nothing.
        func configurationsIncludingNothing() -> [String] {
            lock.withLock { excludingByInclude.keys.filter { configurations[$0] == nil }.sorted() }
        }

        func unmatchedPatterns() -> [String] {
            let matched = lock.withLock { matchedPatterns }
            return commandLine.include.filter { !matched.contains($0) }.map { "--include '\($0)'" }
                + commandLine.exclude.filter { !matched.contains($0) }.map { "--exclude '\($0)'" }
        }

        func scan(_ batch: [FileWalker.File]) {
            var found: [Job] = []
            var counts: [String: Int] = [:]
            var governing: [String: Configuration] = [:]
            var including: [String: Configuration] = [:]
            var broken: [Problem] = []
            var included = (path: "", folder: "")  // the last configuration's folder, worked out once per batch
            var matched: Set<String> = []
            var notices: [Problem] = []
            var linted: [String] = []
            // Files the run leaves out (an `exclude`, a narrowing `include`) are still compiled with the module: read for
            // what they declare, so that a fix does not rename a member they declare nor write over a `Font.body` of theirs.
            var leftOut: [FileWalker.File] = []
            defer { scanForIndex(leftOut, isRead: { _ in false }, leftOut: true) }
            for file in batch {
                let absolutePath = file.absolutePath  // made from the root's on each use: once per file here
                // A file named on the command line is not left out without a word.
                let isNamed = file.displayPath == file.root.display && file.provided == nil
                guard isIncludedByCommandLine(absolutePath, matched: &matched) else {
                    if isNamed { notices.append("\(file.displayPath): excluded by --include/--exclude, not linted") }
                    leftOut.append(file)
                    continue
                }
                let configuration: Configuration?
                switch governance(of: absolutePath, lastIncluded: &included) {
                case .linted(let found):
                    configuration = found
                    if let found { governing[found.path ?? ""] = found }
                case .excluded(let by):
                    if isNamed { notices.append("\(file.displayPath): excluded by \(by.path ?? "the configuration"), not linted") }
                    if !by.include.isEmpty { including[by.path ?? ""] = by }
                    leftOut.append(file)
                    continue
                case .broken(let error):
                    broken.append(error)
                    continue
                }
                // Named through a link to its folder (`App/Gen/G.swift`, `App/Gen` → `Generated`), a file is excluded as
                // its real path is: an exclusion is of the file, not of one way to spell it.
                var resolvedIncluded = (path: "", folder: "")
                if let resolved = file.resolvedPath, case .excluded(let by) = governance(of: resolved, lastIncluded: &resolvedIncluded) {
                    if isNamed { notices.append("\(file.displayPath): excluded by \(by.path ?? "the configuration"), not linted") }
                    continue
                }
                if let job = scan(file, at: absolutePath, configuration: configuration) {
                    found.append(job)
                } else {
                    counts[configuration?.path ?? "", default: 0] += 1
                }
                linted.append(absolutePath)
            }
            for notice in notices { self.notices.add(notice) }
            lock.withLock {
                matchedPatterns.formUnion(matched)
                jobs += found
                lintedPaths += linted
                uneventful.merge(counts, uniquingKeysWith: +)
                configurations.merge(governing) { first, _ in first }
                excludingByInclude.merge(including) { first, _ in first }
                brokenConfigurations.formUnion(broken)
            }
        }

        private enum Governance {
            case linted(Configuration?)
            case excluded(by: Configuration)
            case broken(Problem)
        }

        /// Whether a configuration lints the file, and which (nil: none governs it). `lastIncluded` keeps the last
        /// configuration's folder, worked out once per batch rather than once per file.
        private func governance(of absolutePath: String, lastIncluded included: inout (path: String, folder: String)) -> Governance {
            switch explicitConfiguration.map(ConfigurationFinder.Lookup.found) ?? finder.configuration(forFileAt: absolutePath) {
            case .none:
                return .linted(nil)
            case .found(let found):
                if let path = found.path, path != included.path {
                    included = (path, FileIO.folder(of: FileWalker.absolutePath(path, cwd: cwd)))
                }
                return isIncluded(absolutePath, by: found, folder: included.folder) ? .linted(found) : .excluded(by: found)
            case .broken(let error):
                return .broken(error)
            }
        }

        /// The file's record, or nil when it was read and cannot have findings.
        private func scan(_ file: FileWalker.File, at absolutePath: String, configuration: Configuration?) -> Job? {
            var scanned = Job(file: file, configuration: configuration?.path ?? "")
            let bytes: [UInt8]
            switch read(file, at: absolutePath) {
            case .failed(let error):
                scanned.error = error
                return scanned
            case .irrelevant:
                return nil
            case .relevant(let relevant):
                bytes = relevant
            case .indexOnly(let declaring):
                bytes = declaring
                scanned.isIndexOnly = true
            }
            let project = projects.answer(forFileAt: absolutePath)
            scanned.projectPlatforms = project.platforms
            scanned.projectBuildsFor = project.buildsFor
            scanned.projectDeploymentTargets = project.deploymentTargets
            // A configuration whose profile does not load lints nothing: the job is dropped, with the error, after the scan.
            if scanned.isObjectiveC, let linter = linters.prepare(configuration) {
                scanned.linted = Driver.lintObjectiveC(scanned, bytes: bytes, linter: linter, projects: projects, clang: clang,
                                                       lineKeys: lineKeys, timer: timer, notices: notices)
                return scanned
            }
            if file.provided != nil || takeBytes(bytes.count) { scanned.bytes = bytes }
            if !scanned.isObjectiveC {
                // Every Swift file that can have findings is parsed here, and what it declares for the module index
                // taken, so that phase 2 does not parse it again; a file that mentions no font, weight or bold is not
                // (its constants are not indexed; sizes they give are still reported as raw).
                scanned.moduleRoot = project.moduleRoot
                scanned.parsed = parse(bytes)
            }
            return scanned
        }

        private enum Reading {
            case failed(Problem)
            /// Read, and without a word any rule reacts to.
            case irrelevant
            case relevant([UInt8])
            /// A Swift file without such a word that declares a `ViewModifier`, `CGFloat` constants or a view showing text,
            /// or re-exports a module (see `Job.isIndexOnly`).
            case indexOnly([UInt8])
        }

        private func read(_ file: FileWalker.File, at absolutePath: String) -> Reading {
            let started = timer.now()
            defer { timer.add(.read, since: started) }
            // What one file may cost is bounded: a source over the limit is generated or damaged, not a screen. A file on
            // disk is measured before it is read; given bytes (the git index, an editor's buffer) are measured here.
            let bytes: [UInt8]
            switch file.provided.map(Result.success) ?? FileIO.readFile(absolutePath) {
            case .success(let read) where read.count <= FileIO.maxFileBytes:
                bytes = read
            case .success(let read):
                return .failed("\(file.displayPath): \(FileIO.ReadError.tooLarge(size: read.count, limit: FileIO.maxFileBytes)); not linted")
            case .failure(let error):
                if case .tooLarge = error { return .failed("\(file.displayPath): \(error); not linted") }
                return .failed("\(file.displayPath): cannot read file (\(error))")
            }
            if let offset = SourceFile.firstInvalidUTF8Offset(in: bytes) {
                let location = SourceFile(path: file.displayPath, bytes: bytes).location(of: offset)
                return .failed(Problem(file: file.displayPath, at: .init(line: location.line, column: location.column), "not valid UTF-8"))
            }
            if bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings) { return .relevant(bytes) }
            guard file.displayPath.hasSuffix(".swift") else { return .irrelevant }
            let declaresForIndex = bytes.withUnsafeBufferPointer { bytes in
                bytes.contains(bytes: Self.viewModifier)
                    || (bytes.contains(bytes: Self.cgFloat) || bytes.contains(bytes: Self.doubleValue)) && bytes.contains(bytes: Self.staticMember)
                    || bytes.contains(bytes: Self.someView) && (bytes.contains(bytes: Self.text) || bytes.contains(bytes: Self.label))
                    || bytes.contains(bytes: Self.exported)
                    || bytes.contains(bytes: Self.tertiaryLabel) || bytes.contains(bytes: Self.quaternaryLabel)
            }
            return declaresForIndex ? .indexOnly(bytes) : .irrelevant
        }

        private static let viewModifier = Array("ViewModifier".utf8)
        /// `enum Metrics { static let rowHeight: CGFloat = 44 }`, `extension CGFloat { static let inset: Self = 8 }`:
        /// the sizes and heights other files name.
        private static let staticMember = Array("static ".utf8)
        private static let cgFloat = Array("CGFloat".utf8)
        /// `static let captionSize: Double = 12`: a size typed as a `Double` (asked first: `CGFloat` and `: Double = ` are
        /// rarer than `static `).
        private static let doubleValue = Array(": Double = ".utf8)
        /// A view whose text keeps SwiftUI's default style (`Text(title)`, `Label(…)` with no font in its file): a row that other
        /// files fix the height of (`ButtonRowView(title: …).frame(height: 38)`) holds body text.
        private static let text = Array("Text(".utf8)
        private static let label = Array("Label(".utf8)
        private static let someView = Array("some View".utf8)
        /// `@_exported import AppKit`: an import of every file of the module (see `ModuleIndex.exportedModules`).
        private static let exported = Array("@_exported".utf8)
        /// `static let textSubtle = Color(.tertiaryLabel)`: the app's name for a faint colour (see `ModuleIndex.colorAliases`).
        private static let tertiaryLabel = Array("ertiaryLabel".utf8)
        private static let quaternaryLabel = Array("uaternaryLabel".utf8)

        private func parse(_ bytes: [UInt8]) -> ModuleFile {
            let parsing = timer.now()
            let (code, comments) = Lexer.tokenizeSeparately(bytes)
            let tree = SyntaxTree(bytes: bytes, code: code, comments: comments)  // no line table: phase 2 makes one
            let constants = FileConstants(tree)
            let indexing = timer.now()
            timer.add(.parse, since: parsing)
            defer { timer.add(.index, since: indexing) }
            return ModuleFile(tree, constants: constants)
        }

        /// Called with batches of the files of a module that the run does not lint (the rest of the module of a
        /// file named alone, staged or read from stdin): the Swift files the configurations lint and that
        /// `isRead` did not already read are parsed for the module index only. Their errors are not the run's.
        /// `isCheckout`: whether a file is a checked-out package's, read whatever the configurations include or exclude (they
        /// choose what is linted, and a package is never linted).
        func scanForIndex(_ batch: [FileWalker.File], isRead: (String) -> Bool, isCheckout: (String) -> Bool = { _ in false },
                          leftOut: Bool = false) {
            var found: [(path: String, file: ModuleFile)] = []
            var included = (path: "", folder: "")
            for file in batch where file.displayPath.hasSuffix(".swift") {
                let absolutePath = file.absolutePath
                guard leftOut || isCheckout(absolutePath)
                        || !isRead(absolutePath) && { if case .linted = governance(of: absolutePath, lastIncluded: &included) { true } else { false } }()
                else { continue }
                // Nil: nothing to index. A file that cannot be read is left out (its error is the run's when it is linted).
                let read = { () throws -> ModuleFile? in
                    switch self.read(file, at: absolutePath) {
                    case .relevant(let bytes), .indexOnly(let bytes): self.parse(bytes)
                    case .irrelevant: nil
                    case .failed(let message): throw RequestError(message)
                    }
                }
                let declarations = if let cache { try? cache.declarations.value(at: absolutePath, read: read) } else { try? read() }
                if let declarations { found.append((absolutePath, declarations)) }
            }
            lock.withLock { indexedOnly += found }
        }

        /// The files `scanForIndex` parsed, by path.
        func filesIndexedOnly() -> [(path: String, file: ModuleFile)] {
            lock.withLock { indexedOnly.sorted { $0.path < $1.path } }
        }

        private func takeBytes(_ count: Int) -> Bool {
            lock.withLock {
                guard count <= keptBytesLeft else { return false }
                keptBytesLeft -= count
                return true
            }
        }

        /// Once every batch is in: the jobs in report order, the uneventful files counted per configuration
        /// path (in path order), the configurations by path, and the broken configurations' errors.
        func finish() -> (jobs: [Job], uneventful: [(configuration: String, count: Int)], configurations: [String: Configuration],
                          errors: [Problem]) {
            lock.withLock {
                defer { jobs = [] }  // handed over: the caller holds the only reference and edits in place
                jobs.sort { FileWalker.precedes($0.file, $1.file) }
                return (jobs, uneventful.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, configurations,
                        brokenConfigurations.sorted())
            }
        }
    }
}
