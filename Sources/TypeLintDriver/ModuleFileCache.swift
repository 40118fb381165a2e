import Foundation
import TypeLintFonts
import TypeLintSyntax

/// The module files a run reads only for their declarations (the files around a file linted alone), kept by a caller
/// that lints again and again: the language server lints each open document at each change, and without this, N open
/// documents of an N-file module would cost N² parses. A file is read again when its identity, size, modification or
/// status-change time differs from when it was read; a file that could not be read is not kept.
public final class ModuleFileCache: @unchecked Sendable {
    /// What reading a file for the index gave: its declarations, or nothing to index (both kept), or a failure (not kept).
    enum Reading {
        case parsed(ModuleFile)
        case nothingToIndex
        case failed
    }

    private let lock = NSLock()
    private var entries: [String: (stamp: FileStamp, file: ModuleFile?)] = [:]

    public init() {}

    /// The file's declarations as `read` gives them, or as they were kept when the file has not changed since.
    func declarations(at path: String, read: () -> Reading) -> ModuleFile? {
        let stamp = FileStamp(path)
        if let stamp, let kept = lock.withLock({ entries[path] }), kept.stamp == stamp { return kept.file }
        let reading = read()
        let file: ModuleFile?
        switch reading {
        case .parsed(let parsed): file = parsed
        case .nothingToIndex: file = nil
        case .failed:
            lock.withLock { entries[path] = nil }
            return nil
        }
        // Stamped before it was read: a file written meanwhile differs from its stamp next time, and is read again.
        if let stamp { lock.withLock { entries[path] = (stamp, file) } }
        return file
    }

    /// Forgets every file: what the caller still needs is read again when it next asks (a module whose documents were all
    /// closed is not kept for as long as the caller runs).
    public func forgetAll() {
        lock.withLock { entries = [:] }
    }

    /// Forgets the files that are gone (a client says files changed: a branch switched, a folder deleted), whose
    /// declarations would otherwise be kept for as long as the caller runs.
    public func forgetRemovedFiles() {
        let paths = lock.withLock { Array(entries.keys) }
        let removed = paths.filter { access($0, F_OK) != 0 }
        lock.withLock { for path in removed { entries[path] = nil } }
    }
}
