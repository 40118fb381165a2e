import Foundation
import TypeLintDriver
import TypeLintSyntax

/// The process's standard streams with POSIX calls (writing goes through `FileIO.send`): a failing stream (a full
/// device, a closed descriptor) is an error to report, never a crash, and a reader that went away (`| head`) ends the
/// run quietly.
enum StandardStreams {
    /// A pipe whose reader is gone kills the process quietly with SIGPIPE, as it does `cat`.
    static func restoreBrokenPipeDefault() {
        signal(SIGPIPE, SIG_DFL)
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

    /// Descriptors typelint needs, the standard streams included: Dispatch's event loop takes three and ends the process
    /// when it cannot, each worker reads a file, Objective-C's parsers talk through sockets.
    static let descriptorsNeeded: rlim_t = 64

    /// Raises the soft limit on open files up to the hard one, and tells whether `descriptorsNeeded` fit under it; a
    /// run under `ulimit -n 5` ends with one line instead of Dispatch's crash.
    static func ensureDescriptors() -> Bool {
        guard var limit = ProcessLimit.openFiles.current else { return true }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            if !ProcessLimit.openFiles.set(limit), let kept = ProcessLimit.openFiles.current { limit = kept }
        }
        guard limit.rlim_cur < descriptorsNeeded else { return true }
        let line = "typelint: open files are limited to \(limit.rlim_cur) (ulimit -n); typelint needs \(descriptorsNeeded)\n"
        _ = FileIO.send(Array(line.utf8), to: STDERR_FILENO)
        return false
    }

    /// Whether the working folder still exists. A shell left in a folder that was removed (a branch switch, `make clean`)
    /// has none, and Foundation then answers "/" for it: `.` would be the whole file system, and `--fix` would write there.
    static func ensureWorkingFolder() -> Bool {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        if getcwd(&buffer, buffer.count) != nil || errno == ERANGE { return true }
        let reason = String(cString: strerror(errno))
        _ = FileIO.send(Array("typelint: the working folder cannot be read (\(reason)); cd into the project again\n".utf8), to: STDERR_FILENO)
        return false
    }
}
