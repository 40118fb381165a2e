import Foundation
import TypeLintSyntax

/// Writing files: reports, baselines and `--fix`'s replacements, each atomically.
extension FileIO {
    /// Writes every byte, retrying short writes and interrupts; the errno of a failure, or nil.
    public static func send(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return count < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Writes a report or a baseline to `path`: a regular file (or one a symbolic link names) is replaced atomically, a
    /// temporary file renamed into place; a device or a pipe (`/dev/null`, `/dev/stdout`) is written through, never
    /// replaced; a folder is refused. Returns the error line, if any.
    public static func save(_ data: Data, to path: String) -> String? {
        let target = followingLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                return "\(path): cannot write (it is a folder)"
            case S_IFREG:
                break
            default:
                let descriptor = open(target, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { return "\(path): cannot write (\(describe(errno)))" }
                defer { close(descriptor) }
                return send([UInt8](data), to: descriptor).map { "\(path): cannot write (\(describe($0)))" }
            }
        }
        do {
            try data.write(to: URL(fileURLWithPath: target), options: .atomic)
            return nil
        } catch {
            return "\(path): cannot write (\(error.localizedDescription))"
        }
    }

    /// Replaces a file's bytes, if they are still `expected`: the file (the one a symbolic link names, keeping the link)
    /// is locked against another typelint fixing it (flock), read again and compared, then a temporary file in the
    /// same folder with its mode and owner is renamed over it, unless the file moved or changed meanwhile. A file with
    /// several hard links is written in place, so that it stays one file. A file that its mode does not let be written
    /// is left alone, whoever runs typelint. Returns the error, if any; the file is then as it was.
    public static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) -> String? {
        let target = followingLinks(path)
        // Not waiting: a FIFO put in the file's place since the lint is refused below, not waited on.
        let original = open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard original >= 0 else { return "not fixed: \(describe(errno))" }
        defer { close(original) }
        var info = stat()
        guard flock(original, LOCK_EX) == 0, fstat(original, &info) == 0 else { return "not fixed: \(describe(errno))" }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "not fixed: it is no longer a regular file" }
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { return "not fixed: the file is read-only" }
        guard contents(of: original, size: Int(info.st_size)) == expected, isStill(target, info, open: original) else {
            return "not fixed: it changed since typelint read it; run --fix again"
        }
        if info.st_nlink > 1 {
            let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { return "not fixed: cannot write (\(describe(errno)))" }
            defer { close(descriptor) }
            var failure = ftruncate(descriptor, 0) == 0 ? send(bytes, to: descriptor) : errno
            if failure == nil, fsync(descriptor) != 0 { failure = errno }
            return failure.map { "not fixed: cannot write (\(describe($0)))" }
        }
        let folder = (target as NSString).deletingLastPathComponent
        // A short name: a file whose own name is near the file system's limit still gets one beside it.
        var template = Array("\(folder.isEmpty ? "." : folder)/.typelint-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return "not fixed: cannot create a file next to it (\(describe(errno)))" }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        TemporaryFiles.pending(temporary)
        defer { TemporaryFiles.pending(nil) }
        var failure: Int32?
        if fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = errno }
        // Kept where allowed (root fixing another user's file); an ordinary user already owns what they create.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        if failure == nil { failure = send(bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, !isStill(target, info, open: original) {
            unlink(temporary)
            return "not fixed: it changed since typelint read it; run --fix again"
        }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        guard let failure else { return nil }
        unlink(temporary)
        return "not fixed: cannot write (\(describe(failure)))"
    }

    /// Whether `path` still names the file open as `descriptor`, unchanged since `info` was taken of it: not replaced
    /// (an editor's save by rename), not written (its size and modification time).
    private static func isStill(_ path: String, _ info: stat, open descriptor: Int32) -> Bool {
        var now = stat(), named = stat()
        guard fstat(descriptor, &now) == 0, stat(path, &named) == 0 else { return false }
        return named.st_ino == info.st_ino && named.st_dev == info.st_dev && now.st_size == info.st_size
            && modified(now) == modified(info)
    }

    private static func modified(_ info: stat) -> [Int] {
        #if canImport(Darwin)
        [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
        #else
        [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        #endif
    }

    /// Up to `size` bytes from an open file, from its start.
    private static func contents(of descriptor: Int32, size: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size {
                let count = pread(descriptor, buffer.baseAddress! + filled, size - filled, off_t(filled))
                if count > 0 { filled += count } else if count == 0 || errno != EINTR { break }
            }
            initialized = filled
        }
    }

    /// The file a path names once symbolic links are followed, even to a target that does not exist yet
    /// (a link to the report's place is written through, not replaced by a file).
    public static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = parentFolder(of: current)
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return current
    }
}

/// The temporary file a fix is writing, removed when a signal ends the process before it is renamed into place: an
/// interrupted `--fix` leaves no `.typelint-…` file behind.
public enum TemporaryFiles {
    /// The pending file's path, NUL-terminated, or an empty string: a fixed buffer, which a signal handler may read.
    nonisolated(unsafe) private static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
        buffer.initialize(repeating: 0, count: Int(PATH_MAX) + 1)
        return buffer
    }()

    static func pending(_ temporary: String?) {
        let bytes = temporary.map { Array($0.utf8CString) } ?? [0]
        guard bytes.count <= Int(PATH_MAX) + 1 else { return }
        path[0] = 0
        for (offset, byte) in bytes.enumerated().reversed() { path[offset] = byte }
    }

    /// Handlers for the signals that end a run (interrupt, terminate, hang-up): each removes the pending file, then ends
    /// the process as the signal would have.
    public static func removeOnSignals() {
        _ = path
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { received in
                if TemporaryFiles.path[0] != 0 { unlink(TemporaryFiles.path) }
                _ = signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
