import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with posix_spawn and waitpid. Foundation's `Process` on Linux polls its run loop
/// while waiting (about 50 ms a child), which alone would make a commit hook feel slow.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Output {
        let status: Int32
        let stdout: Data
        let stderr: Data
        /// Whether the program wrote more than the limit to stdout: what it wrote past it was not read (the pipe closed,
        /// the program stopped by SIGPIPE).
        let overran: Bool
    }

    /// The program a name runs: a path as given, a bare name from the absolute entries of PATH only. An empty or relative
    /// entry (`:/usr/bin`, `node_modules/.bin`) is the current folder or one below it, where the repository being linted
    /// could hold a `git` of its own.
    static func executable(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> String {
        guard !name.contains("/") else { return name }
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") where directory.hasPrefix("/") {
            let candidate = directory + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        throw Failure(description: "cannot run \(name): not found in the absolute folders of PATH")
    }

    /// Runs `arguments[0]` found on PATH, feeding `input` to its stdin, and collects both outputs: at most `limit` bytes
    /// of stdout, and the first 64 KB of stderr (its first line is what a failure shows). `setting`: variables the
    /// program's environment has, in place of typelint's values for them.
    static func run(_ arguments: [String], input: Data? = nil, limit: Int, setting: [String: String] = [:]) throws -> Output {
        let program = try executable(arguments[0])
        var stdinPipe: [Int32] = [0, 0], stdoutPipe: [Int32] = [0, 0], stderrPipe: [Int32] = [0, 0]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw Failure(description: "cannot create pipes")
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        for fd in stdinPipe + stdoutPipe + stderrPipe { posix_spawn_file_actions_addclose(&actions, fd) }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.filter { setting[$0.key] == nil }.merging(setting) { $1 }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard spawned == 0 else {
            [stdinPipe[1], stdoutPipe[0], stderrPipe[0]].forEach { close($0) }
            throw Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        // Write stdin and drain stderr on their own threads, so no pipe fills up and blocks the child.
        let group = DispatchGroup()
        let writeEnd = stdinPipe[1], errorEnd = stderrPipe[0]
        let errors = Collected()
        DispatchQueue.global().async(group: group) {
            if let input { input.withUnsafeBytes { writeAll(writeEnd, $0) } }
            close(writeEnd)
        }
        DispatchQueue.global().async(group: group) { errors.set(readAll(errorEnd, limit: 1 << 16).data) }
        let (output, overran) = readAll(stdoutPipe[0], limit: limit)
        close(stdoutPipe[0])
        group.wait()
        close(errorEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: exitStatus, stdout: output, stderr: errors.get(), overran: overran)
    }

    /// What `fd` gives until its end, or the first `limit` bytes and true when there is more; the rest is not read.
    private static func readAll(_ fd: Int32, limit: Int) -> (data: Data, overran: Bool) {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                guard data.count + count <= limit else {
                    data.append(buffer, count: limit - data.count)
                    return (data, true)
                }
                data.append(buffer, count: count)
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return (data, false)
    }

    /// Writes `bytes` to the pipe `fd` until done or the reader is gone. A write to a pipe whose reader has exited raises
    /// SIGPIPE, which would end typelint: it is blocked on this thread while writing, and one it raised is taken back.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                var taken: Int32 = 0
                sigwait(&pipeSignal, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 { offset += written } else if errno != EINTR { return }
        }
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
