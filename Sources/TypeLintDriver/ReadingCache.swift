import Foundation
import TypeLintFonts
import TypeLintRules
import TypeLintSyntax

/// What a caller that lints again and again keeps across its runs, each file until it changes: the declarations of the
/// module files read for the index, and the baselines. The language server lints each open document at each change;
/// without this, N open documents of an N-file module would cost N² parses, and a baseline of tens of megabytes would be
/// parsed at every keystroke.
public final class ReadingCache: @unchecked Sendable {
    /// Each module file's declarations, or nil when it has nothing to index.
    let declarations = StampedFiles<ModuleFile?>()
    /// Each baseline, with how many findings it records per file.
    let baselines = StampedFiles<(baseline: Baseline, counts: [String: Int])>()

    public init() {}

    /// Forgets every file: what the caller still needs is read again when it next asks (a module whose documents were all
    /// closed is not kept for as long as the caller runs).
    public func forgetAll() {
        declarations.forgetAll()
        baselines.forgetAll()
    }

    /// Forgets the files that are gone (a client says files changed: a branch switched, a folder deleted), which would
    /// otherwise be kept for as long as the caller runs.
    public func forgetRemovedFiles() {
        declarations.forgetRemovedFiles()
        baselines.forgetRemovedFiles()
    }
}

/// What reading each file gave, kept by path. A file is read again when its identity, size, modification or status-change
/// time differs from when it was read; a file that could not be read is not kept.
final class StampedFiles<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (stamp: FileStamp, value: Value)] = [:]

    /// The value `read` gives for the file at `path`, or the one kept when the file has not changed since; what `read`
    /// throws (the file could not be read) is thrown again, and nothing is kept.
    func value(at path: String, read: () throws -> Value) rethrows -> Value {
        let stamp = FileStamp(path)
        if let stamp, let kept = lock.withLock({ entries[path] }), kept.stamp == stamp { return kept.value }
        let value: Value
        do {
            value = try read()
        } catch {
            lock.withLock { entries[path] = nil }
            throw error
        }
        // Stamped before it was read: a file written meanwhile differs from its stamp next time, and is read again.
        if let stamp { lock.withLock { entries[path] = (stamp, value) } }
        return value
    }

    func forgetAll() {
        lock.withLock { entries = [:] }
    }

    func forgetRemovedFiles() {
        let paths = lock.withLock { Array(entries.keys) }
        let removed = paths.filter { access($0, F_OK) != 0 }
        lock.withLock { for path in removed { entries[path] = nil } }
    }
}
