import Foundation

/// The process's standard streams with POSIX calls: a failing stream (a full device, a closed descriptor)
/// is an error to report, never a crash, and a reader that went away (`| head`) ends the run quietly.
enum StandardStreams {
    /// A pipe whose reader is gone kills the process quietly with SIGPIPE, as it does `cat`.
    static func restoreBrokenPipeDefault() {
        signal(SIGPIPE, SIG_DFL)
    }

    /// Writes every byte, retrying short writes and interrupts; the errno of a failure, or nil.
    static func send(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
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

    /// Everything on a descriptor up to its end, or the errno of a failure.
    static func receiveAll(_ descriptor: Int32) -> Result<[UInt8], POSIXError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return .success(bytes)
            } else if errno != EINTR {
                return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
        }
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The standard streams that were closed when the process started. Their numbers are then held by
    /// /dev/null, so that no file typelint opens takes descriptor 1 and receives the report.
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    static func reserveClosedStreams() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            closedAtStart.insert(descriptor)
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// The file a path names once symbolic links are followed, even to a target that does not exist yet
    /// (a link to the report's place is written through, not replaced by a file).
    static func followingLinks(_ path: String) -> String {
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
