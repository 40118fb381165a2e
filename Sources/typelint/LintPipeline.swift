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
    /// have findings. Files that cannot have findings leave only a count behind.
    struct Scanned: Sendable {
        let file: FileWalker.File
        let configuration: Configuration?
        var error: String?
        /// The bytes, kept for phase 2 while the budget lasts (then phase 2 reads the file again).
        var bytes: [UInt8]?
        /// Parsed when the file can declare font tokens, for the run's token table.
        var tokenTree: SyntaxTree?
    }

    /// A file for phase 2, and the linter (one per configuration) that governs it.
    struct Job: Sendable {
        let file: FileWalker.File
        let linter: Int
        var bytes: [UInt8]?
        /// The syntax tree phase 1 built for the token table, so that phase 2 does not parse the file again.
        var tree: SyntaxTree?

        var isObjectiveC: Bool { !file.displayPath.hasSuffix(".swift") }
    }

    /// Bytes kept between the phases at most: memory stays bounded whatever the number of files.
    static let keptBytesBudget = 16 << 20

    /// Phase 1, called with batches of files from any thread: each file is matched to its configuration
    /// (files it excludes, or governed by a broken one, are dropped), read once, checked for UTF-8 and for
    /// words any rule reacts to, and parsed if it can declare font tokens.
    final class FileScanner: @unchecked Sendable {
        private let finder: ConfigurationFinder
        private let explicitConfiguration: Configuration?
        private let cwd: String
        private let timer: PhaseTimer
        private let lock = NSLock()
        private var records: [Scanned] = []
        /// Files read and found unable to have findings, per configuration path ("" for none).
        private var uneventful: [String: (configuration: Configuration?, count: Int)] = [:]
        private var brokenConfigurations: Set<String> = []
        private var keptBytesLeft = keptBytesBudget

        init(finder: ConfigurationFinder, explicitConfiguration: Configuration?, cwd: String, timer: PhaseTimer) {
            self.finder = finder
            self.explicitConfiguration = explicitConfiguration
            self.cwd = cwd
            self.timer = timer
        }

        func scan(_ batch: [FileWalker.File]) {
            var found: [Scanned] = []
            var counts: [String: (configuration: Configuration?, count: Int)] = [:]
            var broken: [String] = []
            var included = (path: "", folder: "")  // the last configuration's folder, worked out once per batch
            for file in batch {
                let configuration: Configuration?
                switch explicitConfiguration.map(ConfigurationFinder.Lookup.found) ?? finder.configuration(forFileAt: file.absolutePath) {
                case .none:
                    configuration = nil
                case .found(let governing):
                    if let path = governing.path, path != included.path {
                        included = (path, parentFolder(of: FileWalker.absolutePath(path, cwd: cwd)))
                    }
                    guard isIncluded(file.absolutePath, by: governing, folder: included.folder) else { continue }
                    configuration = governing
                case .broken(let error):
                    broken.append(error)
                    continue
                }
                if let scanned = scan(file, configuration: configuration) {
                    found.append(scanned)
                } else {
                    counts[configuration?.path ?? "", default: (configuration, 0)].count += 1
                }
            }
            lock.withLock {
                records += found
                for (key, value) in counts { uneventful[key, default: (value.configuration, 0)].count += value.count }
                brokenConfigurations.formUnion(broken)
            }
        }

        /// The file's record, or nil when it was read and cannot have findings.
        private func scan(_ file: FileWalker.File, configuration: Configuration?) -> Scanned? {
            var scanned = Scanned(file: file, configuration: configuration)
            let started = timer.now()
            guard let bytes = file.provided ?? LintCommand.readFile(file.absolutePath) else {
                scanned.error = "\(file.displayPath): cannot read file"
                return scanned
            }
            if let offset = SourceFile.firstInvalidUTF8Offset(in: bytes) {
                let location = SourceFile(path: file.displayPath, bytes: bytes).location(of: offset)
                scanned.error = "\(file.displayPath):\(location.line):\(location.column): not valid UTF-8"
                return scanned
            }
            guard bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings) else {
                timer.add(.read, since: started)
                return nil
            }
            if file.provided != nil || takeBytes(bytes.count) { scanned.bytes = bytes }
            timer.add(.read, since: started)
            // Declaring a font token takes the word `Font`, which already makes a file relevant.
            if file.displayPath.hasSuffix(".swift"), bytes.withUnsafeBufferPointer(Relevance.mayDeclareFontTokens) {
                let parsed = timer.now()
                scanned.tokenTree = SyntaxTree(source: SourceFile(path: file.displayPath, bytes: bytes))
                timer.add(.parse, since: parsed)
            }
            return scanned
        }

        private func takeBytes(_ count: Int) -> Bool {
            lock.withLock {
                guard count <= keptBytesLeft else { return false }
                keptBytesLeft -= count
                return true
            }
        }

        /// Once every batch is in: the records in report order, the uneventful files counted per
        /// configuration (sorted by its path), and the broken configurations' errors.
        func finish() -> (records: [Scanned], uneventful: [(configuration: Configuration?, count: Int)], errors: [String]) {
            lock.withLock {
                (records.sorted { FileWalker.precedes($0.file, $1.file) },
                 uneventful.sorted { $0.key < $1.key }.map(\.value),
                 brokenConfigurations.sorted())
            }
        }
    }

    /// The file's bytes, read with open/fstat/read into one buffer (no `Data` to copy from).
    static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count > 0 { filled += count } else if count == 0 || errno != EINTR { break }
        }
        return filled == bytes.count ? bytes : Array(bytes[..<filled])
    }

    /// A file's findings, and for a baseline each finding's normalised line.
    struct Linted: Sendable {
        var findings: [Finding] = []
        var lineKeys: [String] = []
    }

    /// Phase 2: lints the jobs on all cores; results keep the jobs' order, so output does not depend
    /// on timing. A file libclang cannot process yields nil (reported by the caller), not silence.
    static func lintInParallel(_ jobs: [Job], linters: [Linter], tokens: FontTokenTable, clang: LibClang?,
                               lineKeys: Bool, timer: PhaseTimer) -> [Linted?] {
        concurrentMap(jobs) { job -> Linted? in
            var started = timer.now()
            guard let bytes = job.tree?.bytes ?? job.bytes ?? readFile(job.file.absolutePath) else { return Linted() }
            timer.add(.read, since: started)
            let source = SourceFile(path: job.file.displayPath, bytes: bytes)
            started = timer.now()
            let facts: FontFacts
            if job.isObjectiveC {
                guard let clang, let clangTokens = clang.tokenize(bytes, objectiveCPlusPlus: job.file.displayPath.hasSuffix(".mm"))
                else { return clang == nil ? Linted() : nil }
                let tree = ObjCAnalyzer.tree(for: source, clangTokens: clangTokens)
                timer.add(.lex, since: started)
                started = timer.now()
                facts = ObjCAnalyzer.analyze(tree)
            } else if let tree = job.tree {
                facts = FontAnalyzer.analyze(tree, tokens: tokens)
            } else {
                let lexed = Lexer.tokenize(bytes)
                timer.add(.lex, since: started)
                started = timer.now()
                let tree = SyntaxTree(bytes: bytes, tokens: lexed)
                timer.add(.parse, since: started)
                started = timer.now()
                facts = FontAnalyzer.analyze(tree, tokens: tokens)
            }
            timer.add(.resolve, since: started)
            started = timer.now()
            let findings = linters[job.linter].lint(source, facts: facts)
            timer.add(.rules, since: started)
            return Linted(findings: findings, lineKeys: lineKeys ? findings.map { Baseline.lineKey(for: $0, in: source) } : [])
        }
    }
}

/// Maps on all cores with Dispatch; the result keeps the input's order.
func concurrentMap<T, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let slots = Slots(results)
    items.withUnsafeBufferPointer { input in
        let input = UnsafeInput(input)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.buffer[index] = transform(input.buffer[index])
        }
    }
    return results.map { $0! }
}

/// Each concurrent iteration writes only its own slot.
private struct Slots<R>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<R?>
    init(_ buffer: UnsafeMutableBufferPointer<R?>) { self.buffer = buffer }
}

private struct UnsafeInput<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
    init(_ buffer: UnsafeBufferPointer<T>) { self.buffer = buffer }
}
