import Dispatch
import Foundation
import TypeLintObjC
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker processes that parse Objective-C with libclang for the runs of one process (a command line run, a
/// language server's session): started when a file first needs clang, at most half the cores at once, kept until the
/// process ends. A worker that crashes or gives no answer in time is ended and that file is linted by the lexer alone;
/// the next file gets a new worker.
public final class ClangWorkers: @unchecked Sendable {
    /// What happened to a file sent to a worker.
    public enum Outcome: Sendable {
        case facts(ClangFacts)
        /// libclang could not read this file (it crashed, or gave up, or took longer than `timeout`).
        case failed(String)
        /// No libclang could be loaded: nothing will be parsed in this process.
        case unavailable(String)
    }

    private let command: [String]
    private let timeout: Double
    private let condition = NSCondition()
    /// The project headers' digests, made here and sent with each file: the worker reads no header, and a file whose
    /// names no header gives a value needs no worker.
    private let headers = ProjectHeaders()
    private var idle: [Worker] = []
    /// Workers started and not ended.
    private var running = 0
    private let maximumRunning: Int
    /// Why libclang cannot be loaded, once a worker said so.
    private var loadError: String?
    /// Files of the current run that libclang did not answer in time. Past `timeoutsPerRun`, the run's other files are
    /// read without it: a project of macros that expand without end costs a few timeouts, not one per file.
    private var timeouts = 0
    static let timeoutsPerRun = 3
    /// Files libclang did not answer in time, by path: not asked again, run after run (the language server lints a file
    /// at each change), until `forgetSlowFiles`.
    private var slowFiles: Set<String> = []
    /// The library the workers loaded.
    public private(set) var libraryPath: String?

    /// `command` starts a worker (`[typelint, "objc-worker"]`); a file it has not answered within `timeout` seconds is
    /// given up. At most `maximumRunning` workers run at once, by default half the cores: a run's threads lint other
    /// files meanwhile, and a few files need clang, so a worker's start (loading libclang, precompiling the prelude) is
    /// paid as few times as may be.
    public init(command: [String], timeout: Double = 10,
                maximumRunning: Int = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)) {
        self.command = command
        self.timeout = timeout
        self.maximumRunning = max(1, maximumRunning)
    }

    deinit { idle.forEach { $0.stop() } }

    /// Ends the workers, each once it has read the end of its requests (and so removed what it wrote), and reaps them.
    public func shutDown() {
        let ending = condition.withLock {
            defer { idle = [] }
            return idle
        }
        ending.forEach { $0.finish() }
    }

    /// Loads libclang now, in a worker: nil when it loaded, else why not.
    public func load() -> String? {
        switch take() {
        case .success(let worker):
            give(back: worker)
            return nil
        case .failure(let error):
            return error.description
        }
    }

    /// The timeout as messages say it: `10`, `0.5`.
    private var seconds: String { timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout) }

    /// A run begins: its files have their own allowance of timeouts.
    func beginRun() { condition.withLock { timeouts = 0 } }

    /// What may have made a file slow changed (a header, a configuration): every file is asked again.
    public func forgetSlowFiles() { condition.withLock { slowFiles = [] } }

    /// The facts clang finds in a file.
    func facts(_ request: ClangAnalyzer.Request, contents: [UInt8]) -> Outcome {
        var request = request
        let digest = request.root.map { headers.digest(forFileAt: request.path, bytes: contents, root: $0) } ?? ""
        guard ClangAnalyzer.mayKnow(request.questions, digest: digest, contents: contents, cPlusPlus: request.cPlusPlus) else {
            return .facts(ClangFacts())
        }
        request.digest = digest
        switch condition.withLock({ (timeouts >= Self.timeoutsPerRun, slowFiles.contains(request.path)) }) {
        case (_, true): return .failed("libclang not asked: it took longer than \(seconds) s on this file before")
        case (true, _): return .failed("libclang not asked: \(Self.timeoutsPerRun) files of this run took it longer than \(seconds) s")
        default: break
        }
        let worker: Worker
        switch take() {
        case .success(let taken): worker = taken
        case .failure(let error): return .unavailable(error.description)
        }
        guard let header = try? JSONEncoder().encode(request),
              ClangWorker.send(header, on: worker.socket), ClangWorker.send(contents, on: worker.socket) else {
            worker.stop()
            stopped()
            return .failed("libclang's worker stopped")
        }
        guard let answer = ClangWorker.receive(from: worker.socket, deadline: .now() + timeout) else {
            // Asked before the worker is ended: ending it makes it exited either way.
            let crashed = worker.hasExited
            worker.stop()
            stopped()
            if !crashed {
                condition.withLock {
                    timeouts += 1
                    slowFiles.insert(request.path)
                }
            }
            return .failed(crashed ? "libclang stopped on it" : "libclang gave no answer within \(seconds) s")
        }
        give(back: worker)
        guard let reply = try? JSONDecoder().decode(ClangWorker.Reply.self, from: Data(answer)) else {
            return .failed("libclang's worker answered what typelint cannot read")
        }
        if let facts = reply.facts { return .facts(facts) }
        return .failed(reply.error ?? "libclang could not read it")
    }

    private struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// An idle worker, a new one while fewer than `maximumRunning` run, or the next one given back.
    private func take() -> Result<Worker, LoadFailure> {
        condition.lock()
        while idle.isEmpty, loadError == nil, running >= maximumRunning { condition.wait() }
        if let reused = idle.popLast() {
            condition.unlock()
            return .success(reused)
        }
        if let known = loadError {
            condition.unlock()
            return .failure(LoadFailure(description: known))
        }
        running += 1
        condition.unlock()
        guard let worker = Worker(command) else {
            stopped()
            return .failure(LoadFailure(description: "cannot start \(command.joined(separator: " "))"))
        }
        let hello = ClangWorker.receive(from: worker.socket, deadline: .now() + timeout)
            .flatMap { try? JSONDecoder().decode(ClangWorker.Hello.self, from: Data($0)) }
        guard let hello, let path = hello.libclang else {
            worker.stop()
            let error = hello?.error ?? "libclang's worker did not start"
            condition.withLock { loadError = error }
            stopped()
            return .failure(LoadFailure(description: error))
        }
        condition.withLock { libraryPath = path }
        return .success(worker)
    }

    private func give(back worker: Worker) {
        condition.withLock { idle.append(worker) }
        condition.signal()
    }

    /// A worker ended (crashed, timed out, never started): another may start.
    private func stopped() {
        condition.withLock { running -= 1 }
        condition.broadcast()
    }

    /// One worker process and this side of its socket.
    private final class Worker {
        let socket: Int32
        private let pid: pid_t
        private var exited = false

        init?(_ command: [String]) {
            var sockets: [Int32] = [0, 0]
            // Close-on-exec: a worker started later must not hold this one's end of the socket, or this one would not
            // see its requests end when the run closes them.
            #if canImport(Glibc)
            let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            #else
            let kind = SOCK_STREAM
            #endif
            guard !command.isEmpty, socketpair(AF_UNIX, kind, 0, &sockets) == 0 else { return nil }
            #if !canImport(Glibc)
            sockets.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            #endif
            #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(sockets[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            #else
            var actions: posix_spawn_file_actions_t?
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
            posix_spawn_file_actions_adddup2(&actions, sockets[1], 1)
            // What a crashing parser prints is not the run's output.
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, sockets[0])
            posix_spawn_file_actions_addclose(&actions, sockets[1])
            // libclang parses on the worker's own deep-stacked thread, not on a thread of its own with an 8 MB stack;
            // a crash ends the worker at once, without the Swift runtime's backtrace or a core file.
            var environment = ProcessInfo.processInfo.environment
            environment["LIBCLANG_NOTHREADS"] = "1"
            environment["SWIFT_BACKTRACE"] = "enable=no"
            let argv = command.map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            // Spawned from a Dispatch thread, which blocks the signals that end a process: the worker would inherit that
            // mask and outlive an interrupt (Ctrl-C signals the whole process group). It starts with none blocked.
            #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            #else
            var attributes: posix_spawnattr_t?
            #endif
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
            close(sockets[1])
            guard spawned == 0 else {
                close(sockets[0])
                return nil
            }
            self.pid = pid
            socket = sockets[0]
        }

        /// Whether the process has ended (asked once an answer did not come).
        var hasExited: Bool {
            if exited { return true }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { exited = true }
            return exited
        }

        /// Closes the worker's requests and waits for it to end: a second at most, then it is killed.
        func finish() {
            close(socket)
            let deadline = DispatchTime.now() + 1
            while !hasExited, DispatchTime.now() < deadline { usleep(1_000) }
            if !hasExited { killAndReap() }
        }

        /// Kills the worker, reaps it and removes the files it could not.
        private func killAndReap() {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            exited = true
            ClangAnalyzer.removeFiles(ofProcess: pid)
        }

        /// Ends the worker and reaps it.
        func stop() {
            close(socket)
            if !hasExited { killAndReap() }
        }
    }
}
