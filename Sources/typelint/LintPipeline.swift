import Dispatch
import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintRules
import TypeLintSyntax

/// The two phases of a lint run. Phase 1 reads every file once, on all cores and while the walk is still
/// finding files, and learns whether it can have findings and which font tokens it declares; phase 2
/// lints the files that can, one syntax tree alive per core. Results keep the files' order, whatever
/// the threads' timing.
extension LintCommand {
    /// What phase 1 keeps of a file that matters after it: one that could not be read, or one that can
    /// have findings, which phase 2 lints. Files that cannot have findings leave only a count behind.
    struct Job: Sendable {
        let file: FileWalker.File
        /// The path of the configuration that governs the file ("" for none).
        let configuration: String
        var error: String?
        /// The bytes, kept for phase 2 while the budget lasts (then phase 2 reads the file again).
        var bytes: [UInt8]?
        /// Parsed in phase 1 (every Swift file that can have findings), with its constants and what it declares
        /// for the module index: so that phase 2 does not parse it again.
        var parsed: ModuleFile?
        /// Index into the run's linters (one per configuration), set between the phases.
        var linter = 0
        /// The platforms of the file's project, where it names exactly one.
        var projectPlatforms: Platforms?
        /// The folder of the Swift file's module (see `Projects`), nil when none is above it.
        var moduleRoot: String?
        /// Index into the run's module indexes, set between the phases.
        var moduleIndex = 0
        /// Read for the module index only: it names no font and cannot have findings, but declares a `ViewModifier`
        /// the index must know (whether it sets a font: `.modifier(CardChrome())` that only pads leaves text as it was)
        /// or a type's `CGFloat` constants (`Metrics.rowHeight`, a height or size other files give), or a view showing
        /// text in the default style, which files that fix its height must know.
        var isIndexOnly = false
        /// An Objective-C file's findings: it needs no module index, so it is linted where it is read, while the walk
        /// goes on, and only its findings are kept.
        var linted: Linted?

        var isObjectiveC: Bool { !file.displayPath.hasSuffix(".swift") }
    }

    /// Bytes kept between the phases at most: memory stays bounded whatever the number of files.
    static let keptBytesBudget = 16 << 20
    /// The largest file linted (the largest hand-written Swift files are a few hundred kilobytes).
    static let maxFileBytes = 4 << 20
    /// Findings reported per file at most; beyond, one notice says how many there were.
    static let maxFindingsPerFile = 10_000

    /// Phase 1, called with batches of files from any thread: each file is matched to its configuration
    /// (files it excludes, or governed by a broken one, are dropped), read once, checked for UTF-8 and for
    /// words any rule reacts to, and parsed if it can declare font tokens.
    final class FileScanner: @unchecked Sendable {
        private let finder: ConfigurationFinder
        private let explicitConfiguration: Configuration?
        private let cwd: String
        private let timer: PhaseTimer
        private let linters: Linters
        /// Whether findings carry their normalised line (for a baseline).
        private let lineKeys: Bool
        private let lock = NSLock()
        private var jobs: [Job] = []
        /// Files read and found unable to have findings, per configuration path ("" for none).
        private var uneventful: [String: Int] = [:]
        private var configurations: [String: Configuration] = [:]
        private var brokenConfigurations: Set<String> = []
        private var keptBytesLeft = keptBytesBudget
        let projects = Projects()
        /// Files of the modules in the run that it does not lint, parsed for their declarations.
        private var indexedOnly: [(path: String, file: ModuleFile)] = []

        /// `--include` and `--exclude` globs, relative to the working folder, over what configurations say.
        private let commandLine: (include: [String], exclude: [String])
        /// The command-line globs some file matched: one that matches none is said to.
        private var matchedPatterns: Set<String> = []

        init(finder: ConfigurationFinder, explicitConfiguration: Configuration?, cwd: String, timer: PhaseTimer, linters: Linters,
             lineKeys: Bool, include: [String] = [], exclude: [String] = []) {
            self.finder = finder
            self.explicitConfiguration = explicitConfiguration
            self.cwd = cwd
            self.timer = timer
            self.linters = linters
            self.lineKeys = lineKeys
            commandLine = (include, exclude)
        }

        /// Whether `--include`/`--exclude` let the file be linted; records the globs it matched.
        private func isIncludedByCommandLine(_ absolutePath: String, matched: inout Set<String>) -> Bool {
            guard !commandLine.include.isEmpty || !commandLine.exclude.isEmpty else { return true }
            let relative = absolutePath.hasPrefix(cwd + "/") ? String(absolutePath.dropFirst(cwd.count + 1)) : absolutePath
            let includes = commandLine.include.filter { globMatches($0, relative) }
            let excludes = commandLine.exclude.filter { globMatches($0, relative) }
            matched.formUnion(includes + excludes)
            return (commandLine.include.isEmpty || !includes.isEmpty) && excludes.isEmpty
        }

        /// The command-line globs that matched no file found.
        func unmatchedPatterns() -> [String] {
            let matched = lock.withLock { matchedPatterns }
            return commandLine.include.filter { !matched.contains($0) }.map { "--include '\($0)'" }
                + commandLine.exclude.filter { !matched.contains($0) }.map { "--exclude '\($0)'" }
        }

        func scan(_ batch: [FileWalker.File]) {
            var found: [Job] = []
            var counts: [String: Int] = [:]
            var governing: [String: Configuration] = [:]
            var broken: [String] = []
            var included = (path: "", folder: "")  // the last configuration's folder, worked out once per batch
            var matched: Set<String> = []
            var notices: [String] = []
            for file in batch {
                let absolutePath = file.absolutePath  // made from the root's on each use: once per file here
                // A file named on the command line is not left out without a word.
                let isNamed = file.displayPath == file.root.display && file.provided == nil
                guard isIncludedByCommandLine(absolutePath, matched: &matched) else {
                    if isNamed { notices.append("\(file.displayPath): excluded by --include/--exclude, not linted") }
                    continue
                }
                let configuration: Configuration?
                switch governance(of: absolutePath, lastIncluded: &included) {
                case .linted(let found):
                    configuration = found
                    if let found { governing[found.path ?? ""] = found }
                case .excluded(let by):
                    if isNamed { notices.append("\(file.displayPath): excluded by \(by), not linted") }
                    continue
                case .broken(let error):
                    broken.append(error)
                    continue
                }
                if let job = scan(file, at: absolutePath, configuration: configuration) {
                    found.append(job)
                } else {
                    counts[configuration?.path ?? "", default: 0] += 1
                }
            }
            for notice in notices { writeError("typelint: \(notice)") }
            lock.withLock {
                matchedPatterns.formUnion(matched)
                jobs += found
                uneventful.merge(counts, uniquingKeysWith: +)
                configurations.merge(governing) { first, _ in first }
                brokenConfigurations.formUnion(broken)
            }
        }

        private enum Governance {
            case linted(Configuration?)
            case excluded(by: String)
            case broken(String)
        }

        /// Whether a configuration lints the file, and which (nil: none governs it). `lastIncluded` keeps the last
        /// configuration's folder, worked out once per batch rather than once per file.
        private func governance(of absolutePath: String, lastIncluded included: inout (path: String, folder: String)) -> Governance {
            switch explicitConfiguration.map(ConfigurationFinder.Lookup.found) ?? finder.configuration(forFileAt: absolutePath) {
            case .none:
                return .linted(nil)
            case .found(let found):
                if let path = found.path, path != included.path {
                    included = (path, parentFolder(of: FileWalker.absolutePath(path, cwd: cwd)))
                }
                return isIncluded(absolutePath, by: found, folder: included.folder) ? .linted(found) : .excluded(by: found.path ?? "the configuration")
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
            // A configuration whose profile does not load lints nothing: the job is dropped, with the error, after the scan.
            if scanned.isObjectiveC, let linter = linters.prepare(configuration) {
                scanned.linted = LintCommand.lintObjectiveC(scanned, bytes: bytes, linter: linter, projects: projects, lineKeys: lineKeys,
                                                            timer: timer)
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
            case failed(String)
            /// Read, and without a word any rule reacts to.
            case irrelevant
            case relevant([UInt8])
            /// A Swift file without such a word that declares a `ViewModifier`, `CGFloat` constants or a view showing text
            /// (see `Job.isIndexOnly`).
            case indexOnly([UInt8])
        }

        private func read(_ file: FileWalker.File, at absolutePath: String) -> Reading {
            let started = timer.now()
            defer { timer.add(.read, since: started) }
            guard let bytes = file.provided ?? LintCommand.readFile(absolutePath) else {
                return .failed("\(file.displayPath): cannot read file")
            }
            // What one file may cost is bounded: a source this large is generated or damaged, not a screen.
            guard bytes.count <= LintCommand.maxFileBytes else {
                return .failed("\(file.displayPath): \(bytes.count >> 20) MB, over the \(LintCommand.maxFileBytes >> 20) MB a file may be; not linted")
            }
            if let offset = SourceFile.firstInvalidUTF8Offset(in: bytes) {
                let location = SourceFile(path: file.displayPath, bytes: bytes).location(of: offset)
                return .failed("\(file.displayPath):\(location.line):\(location.column): not valid UTF-8")
            }
            if bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings) { return .relevant(bytes) }
            guard file.displayPath.hasSuffix(".swift") else { return .irrelevant }
            let declaresForIndex = bytes.withUnsafeBufferPointer { bytes in
                bytes.contains(bytes: Self.viewModifier)
                    || bytes.contains(bytes: Self.cgFloat) && bytes.contains(bytes: Self.staticMember)  // `CGFloat` is the rarer
                    || bytes.contains(bytes: Self.someView) && (bytes.contains(bytes: Self.text) || bytes.contains(bytes: Self.label))
            }
            return declaresForIndex ? .indexOnly(bytes) : .irrelevant
        }

        private static let viewModifier = Array("ViewModifier".utf8)
        /// `enum Metrics { static let rowHeight: CGFloat = 44 }`, `extension CGFloat { static let inset: Self = 8 }`:
        /// the sizes and heights other files name.
        private static let staticMember = Array("static ".utf8)
        private static let cgFloat = Array("CGFloat".utf8)
        /// A view whose text keeps SwiftUI's default style (`Text(title)`, `Label(…)` with no font in its file): a row that other
        /// files fix the height of (`ButtonRowView(title: …).frame(height: 38)`) holds body text.
        private static let text = Array("Text(".utf8)
        private static let label = Array("Label(".utf8)
        private static let someView = Array("some View".utf8)

        private func parse(_ bytes: [UInt8]) -> ModuleFile {
            let parsing = timer.now()
            let (code, comments) = Lexer.tokenizeSeparately(bytes)
            let tree = SyntaxTree(bytes: bytes, code: code, comments: comments)  // no line table: phase 2 makes one
            let constants = NumericConstants(tree)
            let indexing = timer.now()
            timer.add(.parse, since: parsing)
            defer { timer.add(.index, since: indexing) }
            return ModuleFile(tree, constants: constants)
        }

        /// Called with batches of the files of a module that the run does not lint (the rest of the module of a
        /// file named alone, staged or read from stdin): the Swift files the configurations lint and that
        /// `isRead` did not already read are parsed for the module index only. Their errors are not the run's.
        func scanForIndex(_ batch: [FileWalker.File], isRead: (String) -> Bool) {
            var found: [(path: String, file: ModuleFile)] = []
            var included = (path: "", folder: "")
            for file in batch where file.displayPath.hasSuffix(".swift") {
                let absolutePath = file.absolutePath
                guard !isRead(absolutePath), case .linted = governance(of: absolutePath, lastIncluded: &included) else { continue }
                switch read(file, at: absolutePath) {
                case .relevant(let bytes), .indexOnly(let bytes): found.append((absolutePath, parse(bytes)))
                case .failed, .irrelevant: continue
                }
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
                          errors: [String]) {
            lock.withLock {
                defer { jobs = [] }  // handed over: the caller holds the only reference and edits in place
                jobs.sort { FileWalker.precedes($0.file, $1.file) }
                return (jobs, uneventful.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, configurations,
                        brokenConfigurations.sorted())
            }
        }
    }

    /// The run's module indexes: one per module root of its Swift files (see `Projects`), over every Swift file
    /// under it, and one over the files with none; each job is given its own. A module the run does not walk
    /// whole (a file named alone, staged, or read from stdin) is read from disk for its declarations, so a file's
    /// findings are the same whichever of its module's files the command line names.
    static func moduleIndexes(for jobs: inout [Job], walked: (folders: [String], files: [String]), scanner: FileScanner,
                              timer: PhaseTimer) -> [ModuleIndex] {
        let roots = Set(jobs.compactMap(\.moduleRoot))
        let unwalked = roots.filter { root in !walked.folders.contains { isPath(root, under: $0) } }
        // The outermost only: a module inside another is read with it.
        let toRead = unwalked.filter { root in !unwalked.contains { $0 != root && isPath(root, under: $0) } }.sorted()
        if !toRead.isEmpty {
            let named = Set(walked.files)
            let folders = walked.folders
            let walk = FileWalker.start(toRead, cwd: "/", timer: timer) { batch in
                scanner.scanForIndex(batch) { path in named.contains(path) || folders.contains { isPath(path, under: $0) } }
            }
            _ = walk.finish()  // a folder it cannot read is not one the user named
            timer.mark("modules")
        }
        let indexedOnly = scanner.filesIndexedOnly()
        // Each parsed job's path made once (a job's path is built from its root's on each use).
        let parsed = jobs.indices.filter { jobs[$0].parsed != nil }
        let paths = parsed.map { jobs[$0].file.absolutePath }
        func files(of root: String?) -> [ModuleFile] {
            guard let root else { return parsed.compactMap { jobs[$0].moduleRoot == nil ? jobs[$0].parsed : nil } }
            return zip(parsed, paths).compactMap { isPath($1, under: root) ? jobs[$0].parsed : nil }
                + indexedOnly.filter { isPath($0.path, under: root) }.map(\.file)
        }
        // Which modules of the run each imports (`import Theme`, in a workspace of several projects, or a package importing its
        // sibling): worked out depth first from the jobs' modules in order, a module being built not imported again (a
        // cycle is cut where it closes); each index then starts from the values of those it imports.
        let sortedRoots = roots.sorted()
        var order: [String?] = []
        var modules: [String?: (files: [ModuleFile], imports: [String?])] = [:]
        func visit(_ root: String?, building: Set<String?>) {
            guard modules[root] == nil else { return }
            let found = files(of: root)
            var imported: [String?] = []
            if let root {
                let names = Set(found.lazy.flatMap { $0.tree.importedModules() })
                for other in sortedRoots where !building.contains(other) && !isPath(other, under: root) && !isPath(root, under: other)
                    && names.contains(lastPathComponent(other)) {
                    visit(other, building: building.union([root]))
                    imported.append(other)
                }
            }
            modules[root] = (found, imported)
            order.append(root)
        }
        for position in parsed { visit(jobs[position].moduleRoot, building: []) }
        // Built on all cores, each after the modules it imports, beside any other that is ready (an app's module beside the
        // chain of packages another is built on).
        let numbers = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let (files, needs) = (order.map { modules[$0]!.files }, order.map { modules[$0]!.imports.map { numbers[$0]! } })
        let indexes = concurrentMap(needs: needs) { module, imported in ModuleIndex(files: files[module], importing: imported) }
        for position in parsed { jobs[position].moduleIndex = numbers[jobs[position].moduleRoot]! }
        return indexes.isEmpty ? [ModuleIndex()] : indexes
    }

    /// Whether the absolute `path` is `folder` or inside it.
    static func isPath(_ path: String, under folder: String) -> Bool {
        folder == "/" || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

    /// The file's bytes, read with open/fstat/read into one buffer (no `Data` to copy from).
    static func readFile(_ path: String) -> [UInt8]? {
        readFile(atPath: Array(path.utf8) + [0])
    }

    /// The bytes of the regular file whose path is `path` (NUL-terminated bytes), or nil.
    static func readFile(atPath path: [UInt8]) -> [UInt8]? {
        let fd = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) } }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // Not zero-filled first: read(2) writes every byte that is kept.
        let size = Int(info.st_size)
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size {
                let count = read(fd, buffer.baseAddress! + filled, size - filled)
                if count > 0 { filled += count } else if count == 0 || errno != EINTR { break }
            }
            initialized = filled
        }
    }

    /// A file's findings, and for a baseline each finding's normalised line.
    struct Linted: Sendable {
        var findings: [Finding] = []
        var lineKeys: [String] = []
    }

    /// Phase 2: lints the jobs on all cores; results keep the jobs' order, so output does not depend
    /// on timing. A file that fixes a height around one of its module's views (`HStack { ProfileSummaryRow(…) }
    /// .frame(height: 88)`) is checked again with what those views need for `fixed-text-height`, worked out from the
    /// module's files that declare them (whichever of them the run lints), from its facts kept from the first time.
    static func lintInParallel(_ jobs: [Job], linters: [Linter], indexes: [ModuleIndex], projects: Projects,
                               lineKeys: Bool, timer: PhaseTimer) -> [Linted] {
        // The module's views each file uses where a height is fixed.
        let viewNames = indexes.map { WordSet($0.viewTypeNames) }
        // A run whose configurations all turn fixed-text-height off needs none of this cross-file work.
        let checksHeights = linters.contains { $0.reports(FixedTextHeightRule.description.id) }
        let uses = concurrentMap(Array(jobs.indices), of: jobs) { _, job -> [String] in
            guard checksHeights, !job.isIndexOnly, let tree = job.parsed?.tree else { return [] }
            return FixedTextHeightRule.viewUsesInFixedHeights(in: tree, viewNames[job.moduleIndex]).map { tree.text($0) }
        }
        let wanted = wantedViews(usedBy: zip(jobs.map(\.moduleIndex), uses), indexes: indexes, viewNames: viewNames)
        // Largest files first: a large file started last would leave the other cores idle until it is done. (Objective-C
        // files were linted in the scan.)
        let sizes = jobs.map(size(of:))
        let order = jobs.indices.filter { jobs[$0].linted == nil }.sorted { sizes[$0] > sizes[$1] }
        let linted = concurrentMap(order, of: jobs) { index, job -> (linted: Linted, declared: Set<String>, needs: [String: FixedTextHeightRule.ViewNeed], kept: (SourceFile, FontFacts)?) in
            guard let (source, facts) = analyze(job, indexes: indexes, timer: timer) else { return (Linted(), [], [:], nil) }
            let started = timer.now()
            defer { timer.add(.rules, since: started) }
            let linter = linter(for: job, facts: facts, base: linters[job.linter], projects: projects)
            let names = wanted[job.moduleIndex] ?? []
            let declared = Set(FixedTextHeightRule.viewBodies(named: names, in: facts.tree).map { TypeBody.ownName($0.qualifiedName) })
            return (check(job, source, facts, linter, lineKeys: lineKeys), declared,
                    declared.isEmpty ? [:] : linter.viewNeeds(facts: facts, of: declared),
                    uses[index].isEmpty && declared.isEmpty ? nil : (source, facts))
        }
        var results = jobs.map { $0.linted ?? Linted() }
        var needs: [Int: [[String: FixedTextHeightRule.ViewNeed]]] = [:]
        var kept: [Int: (SourceFile, FontFacts)] = [:]
        var declared: [Int: Set<String>] = [:]
        // The facts of the files that declare wanted views, by module: worked out again when the views they show have needs.
        var declaring: [Int: [FontFacts]] = [:]
        for (position, index) in order.enumerated() {
            results[index] = linted[position].linted
            if !linted[position].needs.isEmpty { needs[jobs[index].moduleIndex, default: []].append(linted[position].needs) }
            kept[index] = linted[position].kept
            declared[jobs[index].moduleIndex, default: []].formUnion(linted[position].declared)
            if !linted[position].declared.isEmpty, let facts = linted[position].kept?.1 {
                declaring[jobs[index].moduleIndex, default: []].append(facts)
            }
        }
        guard !wanted.isEmpty else { return results }
        // Views the run does not lint (a file named alone, staged): read from the module's files that declare them.
        let unread = wanted.flatMap { module, names in
            indexes[module].trees(declaringViews: names.subtracting(declared[module] ?? [])).map { (module: module, tree: $0) }
        }
        let linterOf = Dictionary(jobs.map { ($0.moduleIndex, linters[$0.linter]) }) { first, _ in first }
        let read = concurrentMap(unread) { file -> (FontFacts, [String: FixedTextHeightRule.ViewNeed]) in
            let facts = FontAnalyzer.analyze(file.tree, index: indexes[file.module])
            return (facts, linterOf[file.module]!.viewNeeds(facts: facts, of: wanted[file.module]))
        }
        for (file, (facts, fileNeeds)) in zip(unread, read) {
            needs[file.module, default: []].append(fileNeeds)
            declaring[file.module, default: []].append(facts)
        }
        let merged = withShownViews(needs.mapValues(Linter.merged), declaring: declaring, wanted: wanted, linterOf: linterOf)
        // Only fixed-text-height is checked again, and only where a view it uses has a need.
        let again = kept.filter { index, _ in uses[index].contains { merged[jobs[index].moduleIndex]?[$0] != nil } }.sorted { $0.key < $1.key }
        let rule = FixedTextHeightRule.description.id
        let rechecked = concurrentMap(again) { index, file -> [Finding] in
            let (source, facts) = file
            return linter(for: jobs[index], facts: facts, base: linters[jobs[index].linter], projects: projects)
                .lint(source, facts: facts, limit: maxFindingsPerFile, viewNeeds: merged[jobs[index].moduleIndex]!, only: [rule]).findings
        }
        for ((index, file), found) in zip(again, rechecked) {
            let findings = (results[index].findings.filter { $0.ruleID != rule } + found)
                .sorted { ($0.byteRange.lowerBound, $0.ruleID) < ($1.byteRange.lowerBound, $1.ruleID) }
            results[index] = Linted(findings: findings, lineKeys: lineKeys ? findings.map { Baseline.lineKey(for: $0, in: file.0) } : [])
        }
        return results
    }

    /// The views whose needs a run works out, by module: those its files use where a height is fixed (`uses`, by the
    /// using file's module), and the module's views that those views' bodies show (`FileCell { … FileDisplayName(…) }`),
    /// a level down (deeper costs more than it finds: foqos's row of a row of a row, 4 % more instructions on yattee).
    private static func wantedViews<Uses: Sequence<(Int, [String])>>(usedBy uses: Uses, indexes: [ModuleIndex],
                                                                   viewNames: [WordSet]) -> [Int: Set<String>] {
        let used = uses.reduce(into: [Int: Set<String>]()) { used, file in
            if !file.1.isEmpty { used[file.0, default: []].formUnion(file.1) }
        }
        return Dictionary(uniqueKeysWithValues: used.map { module, names in
            (module, names.union(indexes[module].trees(declaringViews: names).flatMap { tree in
                viewsShown(by: names, in: tree, viewNames[module]).map { tree.text($0) }
            }))
        })
    }

    /// The needs of the modules' views (`merged`) grown by what the views their bodies show need (`FileCell` showing
    /// `FileDisplayName`): the files declaring wanted views that show views with a need are worked out again with those
    /// needs, for two rounds (views three deep).
    private static func withShownViews(_ merged: [Int: [String: FixedTextHeightRule.ViewNeed]], declaring: [Int: [FontFacts]],
                                       wanted: [Int: Set<String>], linterOf: [Int: Linter]) -> [Int: [String: FixedTextHeightRule.ViewNeed]] {
        var merged = merged
        // The views whose needs the last round changed, by module (at first, all with one): only the files that show
        // one of them can work out anything new.
        var changed = merged.mapValues { Set($0.keys) }
        for _ in 0..<2 {
            let known = merged
            let changedNames = changed.mapValues(WordSet.init)
            let showing = declaring.flatMap { module, files in
                files.filter { facts in !viewsShown(by: wanted[module] ?? [], in: facts.tree, changedNames[module] ?? WordSet([])).isEmpty }
                    .map { (module: module, facts: $0) }
            }
            guard !showing.isEmpty else { break }
            let deeper = concurrentMap(showing) { file in
                linterOf[file.module]!.viewNeeds(facts: file.facts, shown: known[file.module] ?? [:], of: wanted[file.module])
            }
            for (file, fileNeeds) in zip(showing, deeper) { merged[file.module] = Linter.merged([merged[file.module] ?? [:], fileNeeds]) }
            guard merged != known else { break }
            for (module, needs) in merged { changed[module] = Set(needs.filter { known[module]?[$0.key] != $0.value }.keys) }
        }
        return merged
    }

    /// The uses of the module's views (`viewNames`) in the bodies of the file's views named in `names`.
    private static func viewsShown(by names: Set<String>, in tree: SyntaxTree, _ viewNames: WordSet) -> [Int] {
        let bodies = FixedTextHeightRule.viewBodies(named: names, in: tree)
        guard !bodies.isEmpty else { return [] }
        return FixedTextHeightRule.viewUses(in: tree, viewNames).filter { use in bodies.contains { $0.open < use && use < $0.close } }
    }

    /// A job's source and facts (nil for a file read for the module index only, or unreadable now).
    private static func analyze(_ job: Job, indexes: [ModuleIndex], timer: PhaseTimer) -> (SourceFile, FontFacts)? {
        guard !job.isIndexOnly else { return nil }
        var started = timer.now()
        guard let bytes = job.parsed?.tree.bytes ?? job.bytes ?? readFile(job.file.absolutePath) else { return nil }
        timer.add(.read, since: started)
        let source = SourceFile(path: job.file.displayPath, bytes: bytes)
        started = timer.now()
        let facts: FontFacts
        if let parsed = job.parsed {
            facts = FontAnalyzer.analyze(parsed.tree, index: indexes[job.moduleIndex], constants: parsed.constants)
        } else {
            let (code, comments) = Lexer.tokenizeSeparately(bytes)
            timer.add(.lex, since: started)
            started = timer.now()
            let tree = SyntaxTree(bytes: bytes, code: code, comments: comments)
            timer.add(.parse, since: started)
            started = timer.now()
            facts = FontAnalyzer.analyze(tree, index: indexes[job.moduleIndex])
        }
        timer.add(.resolve, since: started)
        return (source, facts)
    }

    /// An Objective-C file's findings (it needs no module index: see `Job.linted`).
    static func lintObjectiveC(_ job: Job, bytes: [UInt8], linter: Linter, projects: Projects, lineKeys: Bool, timer: PhaseTimer)
        -> Linted {
        var started = timer.now()
        let source = SourceFile(path: job.file.displayPath, bytes: bytes)
        let tree = ObjCAnalyzer.tree(for: source)
        timer.add(.lex, since: started)
        started = timer.now()
        let facts = ObjCAnalyzer.analyze(tree)
        timer.add(.resolve, since: started)
        started = timer.now()
        defer { timer.add(.rules, since: started) }
        return check(job, source, facts, self.linter(for: job, facts: facts, base: linter, projects: projects), lineKeys: lineKeys)
    }

    /// A file's findings from its facts.
    private static func check(_ job: Job, _ source: SourceFile, _ facts: FontFacts, _ linter: Linter, lineKeys: Bool) -> Linted {
        let (findings, total) = linter.lint(source, facts: facts, limit: maxFindingsPerFile)
        if total > findings.count {
            writeError("typelint: \(job.file.displayPath): \(total) findings, only the first \(findings.count) are reported")
        }
        return Linted(findings: findings, lineKeys: lineKeys ? findings.map { Baseline.lineKey(for: $0, in: source) } : [])
    }

    /// The job's linter, for its project: its platforms, and (asked only of a file that names a typeface) whether its app
    /// can draw typefaces by name.
    static func linter(for job: Job, facts: FontFacts, base: Linter, projects: Projects) -> Linter {
        let namesTypeface = facts.constructors.contains { constructor in
            if case .custom = constructor.spec.family { true } else { false }
        }
        return base.forProject(
            job.projectPlatforms, drawsCustomFonts: !namesTypeface || projects.drawsCustomFonts(forFileAt: job.file.absolutePath))
    }

    /// What a job costs to lint, roughly: its size in bytes (0 when its bytes were not kept).
    private static func size(of job: Job) -> Int {
        job.parsed?.tree.bytes.count ?? job.bytes?.count ?? 0
    }
}
