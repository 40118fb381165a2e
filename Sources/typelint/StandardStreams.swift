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

    /// Whether the threads a run works on can start: under a limit on processes that leaves none (`ulimit -u`, a
    /// container's pids limit, which count threads), Dispatch would retry starting one forever, and the run would hang
    /// silently. As many threads as the run uses are started at once, then ended; when one cannot start, one line says why.
    static func ensureThreads() -> Bool {
        let wanted = ProcessInfo.processInfo.activeProcessorCount + 1
        let gate = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        defer { gate.deallocate() }
        pthread_mutex_init(gate, nil)
        defer { pthread_mutex_destroy(gate) }
        // Each thread waits on the gate, so that all are alive at once; the gate opens once they are started.
        pthread_mutex_lock(gate)
        #if canImport(Glibc)
        var threads: [pthread_t] = []
        #else
        var threads: [pthread_t?] = []
        #endif
        var failure: Int32 = 0
        for _ in 0..<wanted {
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            failure = pthread_create(&thread, nil, { gate in
                let gate = gate!.assumingMemoryBound(to: pthread_mutex_t.self)
                pthread_mutex_lock(gate)
                pthread_mutex_unlock(gate)
                return nil
            }, gate)
            guard failure == 0 else { break }
            threads.append(thread)
        }
        pthread_mutex_unlock(gate)
        #if canImport(Glibc)
        for thread in threads { pthread_join(thread, nil) }
        #else
        for case let thread? in threads { pthread_join(thread, nil) }
        #endif
        guard failure != 0 else { return true }
        let line = "typelint: cannot start a thread (\(String(cString: strerror(failure)))): the limit on processes (ulimit -u) "
            + "leaves none; typelint needs \(wanted)\n"
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
