import Dispatch
import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintRules
import TypeLintSyntax

/// The two phases of a lint run. Phase 1 reads every file once, on all cores, and learns whether it can
/// have findings and which font tokens it declares; phase 2 lints the files that can, one syntax tree
/// alive per core. Results keep the files' order, whatever the threads' timing.
extension LintCommand {
    /// What phase 1 learnt of a file.
    struct Scan: Sendable {
        var error: String?
        var isRelevant = false
        /// The bytes, kept for phase 2 while the budget lasts (then phase 2 reads the file again).
        var bytes: [UInt8]?
    }

    /// Phase 1's result per file, and the syntax trees of the few files that can declare font tokens.
    struct Scanned: Sendable {
        var scan: Scan
        var tokenTree: SyntaxTree?
    }

    /// Bytes kept between the phases at most: memory stays bounded whatever the number of files.
    static let keptBytesBudget = 16 << 20

    static func contents(of job: Job) -> [UInt8]? {
        job.provided ?? readFile(job.displayPath)
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

    static func scanInParallel(_ jobs: [Job], timer: PhaseTimer) -> [Scanned] {
        let budget = KeptBytes(limit: keptBytesBudget)
        return concurrentMap(jobs) { job in
            var scan = Scan()
            var tokenTree: SyntaxTree?
            let started = timer.now()
            guard let bytes = contents(of: job) else {
                scan.error = "\(job.displayPath): cannot read file"
                return Scanned(scan: scan)
            }
            if let offset = SourceFile.firstInvalidUTF8Offset(in: bytes) {
                let location = SourceFile(path: job.displayPath, bytes: bytes).location(of: offset)
                scan.error = "\(job.displayPath):\(location.line):\(location.column): not valid UTF-8"
                return Scanned(scan: scan)
            }
            scan.isRelevant = bytes.withUnsafeBufferPointer(Relevance.mayHaveFindings)
            if scan.isRelevant, budget.take(bytes.count) { scan.bytes = bytes }
            timer.add(.read, since: started)
            if !job.isObjectiveC, bytes.withUnsafeBufferPointer(Relevance.mayDeclareFontTokens) {
                let parsed = timer.now()
                tokenTree = SyntaxTree(source: SourceFile(path: job.displayPath, bytes: bytes))
                timer.add(.parse, since: parsed)
            }
            return Scanned(scan: scan, tokenTree: tokenTree)
        }
    }

    /// Lints the relevant jobs on all cores; results keep the jobs' order, so output does not depend
    /// on timing. A file libclang cannot process yields nil (reported by the caller), not silence.
    /// A file's findings, and for a baseline each finding's normalised line.
    struct Linted: Sendable {
        var findings: [Finding] = []
        var lineKeys: [String] = []
    }

    static func lintInParallel(_ jobs: [Job], linters: [Linter], scans: [Scan], tokens: FontTokenTable, clang: LibClang?,
                               lineKeys: Bool, timer: PhaseTimer) -> [Linted?] {
        concurrentMap(Array(zip(jobs, scans))) { job, scan -> Linted? in
            guard job.scanned, scan.isRelevant else { return Linted() }
            var started = timer.now()
            guard let bytes = scan.bytes ?? contents(of: job) else { return Linted() }
            timer.add(.read, since: started)
            let source = SourceFile(path: job.displayPath, bytes: bytes)
            started = timer.now()
            let facts: FontFacts
            if job.isObjectiveC {
                guard let clang, let clangTokens = clang.tokenize(bytes, objectiveCPlusPlus: job.displayPath.hasSuffix(".mm"))
                else { return clang == nil ? Linted() : nil }
                let tree = ObjCAnalyzer.tree(for: source, clangTokens: clangTokens)
                timer.add(.lex, since: started)
                started = timer.now()
                facts = ObjCAnalyzer.analyze(tree)
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

/// How many bytes phase 1 may still keep for phase 2.
final class KeptBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int
    init(limit: Int) { left = limit }
    func take(_ count: Int) -> Bool {
        lock.withLock {
            guard count <= left else { return false }
            left -= count
            return true
        }
    }
}
