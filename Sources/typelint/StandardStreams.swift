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
}
