import Foundation
import TypeLintDriver

/// The process's standard streams with POSIX calls (writing goes through `FileIO.send`): a failing stream (a full
/// device, a closed descriptor) is an error to report, never a crash, and a reader that went away (`| head`) ends the
/// run quietly.
enum StandardStreams {
    /// A pipe whose reader is gone kills the process quietly with SIGPIPE, as it does `cat`.
    static func restoreBrokenPipeDefault() {
        signal(SIGPIPE, SIG_DFL)
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
}
