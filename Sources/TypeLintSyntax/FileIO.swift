import Foundation

/// Reading and writing files with POSIX calls: a failure is an error to report (its `strerror` text), never a crash
/// or a wait. Reading is here, below every module that reads a file (sources, configurations, profiles, baselines,
/// project files); writing is the driver's.
public enum FileIO {
    /// The largest file linted (the largest hand-written Swift files are a few hundred kilobytes).
    public static let maxFileBytes = 4 << 20

    /// Why a file was not read; its description is the reason alone (`No such file or directory`, `not a regular file`),
    /// for a line that names the file and what it was read as.
    public enum ReadError: Error, Equatable, CustomStringConvertible, Sendable {
        /// open(2), fstat(2) or read(2) failed, with this errno.
        case system(Int32)
        /// A folder, a FIFO, a socket or a device: what it holds is not a file's text, and reading a FIFO would wait for
        /// a writer that may never come.
        case notRegularFile
        /// Larger than the limit the caller set (`size` is nil when unknown: a stream is read no further than the limit).
        case tooLarge(size: Int?, limit: Int)

        public var description: String {
            switch self {
            case .system(let code): FileIO.describe(code)
            case .notRegularFile: "not a regular file"
            case .tooLarge(let size, let limit):
                // In tenths of a megabyte, so that a file just over the limit does not read as at it (`4.2 MB`).
                (size.map { size in
                    let tenths = (size * 10) >> 20
                    return "\(tenths / 10)" + (tenths % 10 == 0 ? "" : ".\(tenths % 10)") + " MB, over"
                } ?? "over") + " the \(limit >> 20) MB a file may be"
            }
        }
    }

    /// The bytes of the regular file at `path`, if it holds at most `limit` bytes.
    public static func readFile(_ path: String, limit: Int = maxFileBytes) -> Result<[UInt8], ReadError> {
        readFile(atPath: Array(path.utf8) + [0], limit: limit)
    }

    /// The bytes of the regular file whose path is `path` (NUL-terminated bytes, for a name that is not UTF-8). Opened
    /// without waiting (O_NONBLOCK: a FIFO is refused, not waited on), checked to be a regular file and measured with
    /// fstat before a byte is allocated, then read with read(2) into one buffer of its size: a sparse file of gigabytes
    /// costs a stat, not its size in memory.
    public static func readFile(atPath path: [UInt8], limit: Int = maxFileBytes) -> Result<[UInt8], ReadError> {
        let fd = path.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        }
        guard fd >= 0 else { return .failure(.system(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegularFile) }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
        var failure: Int32?
        // Not zero-filled first: read(2) writes every byte that is kept. A file that grows meanwhile is read as it was
        // measured; one that shrinks, to its end.
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size {
                let count = read(fd, buffer.baseAddress! + filled, size - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
            initialized = filled
        }
        return failure.map { .failure(.system($0)) } ?? .success(bytes)
    }

    /// Everything on a descriptor (a pipe, standard input) up to its end, or `tooLarge` as soon as it holds more than
    /// `limit` bytes: what is read is bounded whatever the writer sends.
    public static func receiveAll(_ descriptor: Int32, limit: Int = maxFileBytes) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count > 0 {
                guard bytes.count + count <= limit else { return .failure(.tooLarge(size: nil, limit: limit)) }
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(.system(errno))
            }
        }
    }

    public static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The folder a path names its file in, as the path spells it: `a/b.json` → `a`, `b.json` → "", `/b.json` → `/`.
    /// (Foundation's `deletingLastPathComponent` traps on some names, `-` among them.)
    public static func folder(of path: String) -> String {
        let bytes = path.utf8, slash = UInt8(ascii: "/")
        guard !bytes.isEmpty else { return "" }
        var end = bytes.endIndex
        while end > bytes.index(after: bytes.startIndex), bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard var folderEnd = bytes[..<end].lastIndex(of: slash) else { return "" }
        while folderEnd > bytes.startIndex, bytes[bytes.index(before: folderEnd)] == slash { folderEnd = bytes.index(before: folderEnd) }
        return folderEnd == bytes.startIndex ? "/" : String(path[..<folderEnd])
    }
}

/// A limit the process runs under (`ulimit`): read and set in one spelling, as Glibc and Darwin type the resources apart.
public enum ProcessLimit {
    case openFiles, dataSize, fileSize

    #if canImport(Glibc)
    private var resource: __rlimit_resource_t {
        switch self {
        case .openFiles: __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        case .dataSize: __rlimit_resource_t(RLIMIT_DATA.rawValue)
        case .fileSize: __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        }
    }
    #else
    private var resource: Int32 {
        switch self {
        case .openFiles: RLIMIT_NOFILE
        case .dataSize: RLIMIT_DATA
        case .fileSize: RLIMIT_FSIZE
        }
    }
    #endif

    /// The soft and hard limits, or nil when the system does not say.
    public var current: rlimit? {
        var limit = rlimit()
        return getrlimit(resource, &limit) == 0 ? limit : nil
    }

    /// Sets the limits; whether the system took them.
    @discardableResult
    public func set(_ limit: rlimit) -> Bool {
        var limit = limit
        return setrlimit(resource, &limit) == 0
    }
}

/// What tells one version of a file from another without reading it: its identity, size, and modification and
/// status-change times. A file written or replaced has another.
public struct FileStamp: Hashable, Sendable {
    let device: UInt64, inode: UInt64, size: Int64
    let modified: [Int], changed: [Int]

    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
        changed = [Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
        #else
        modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        #endif
    }
}
