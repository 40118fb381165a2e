import Foundation
import TypeLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process that parses Objective-C with libclang for a run (`typelint objc-worker`). libclang lives there, not in
/// the run: a parser crash or a parse that does not end costs that file its clang facts, not the run; and libclang's
/// memory (some 30 MB once loaded) is not added to the run's.
///
/// The two talk in frames on one socket: a frame is four bytes of length (little-endian), then that many bytes. The
/// worker first says whether libclang loaded (`Hello`); then, for each request (a `ClangAnalyzer.Request` frame, then
/// the file's bytes), it answers with a `Reply` frame.
public enum ClangWorker {
    public struct Hello: Codable, Sendable {
        /// The library loaded, or nil.
        public var libclang: String?
        /// Why none loaded.
        public var error: String?
    }

    public struct Reply: Codable, Sendable {
        public var facts: ClangFacts?
        public var error: String?
    }

    /// Frames larger than this are not read: no request or reply of a real file comes near it.
    static let maximumFrame = 1 << 30

    /// Serves requests on `socket` until it is closed. libclang parses on one thread with a stack deep enough for
    /// the nesting clang allows (its own limit is 256 brackets; typelint sends no file nested deeper).
    public static func serve(socket: Int32) -> Int32 {
        limitMemory(to: 1 << 30)
        // A terminal's ^C, hang-up or quit goes to the whole process group: the run decides when its workers end (it
        // closes their sockets), so that each removes its files.
        for signal in [SIGINT, SIGHUP, SIGQUIT] { _ = Foundation.signal(signal, SIG_IGN) }
        endWithParent()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            loop(socket)
            done.signal()
        }
        thread.stackSize = 512 << 20
        thread.start()
        done.wait()
        return 0
    }

    /// A worker whose run ended (killed, or interrupted while clang parses a file of endless macros) would parse on with no
    /// one to answer, a core at 100 % for minutes: once a second, it checks that its parent is the one that started it,
    /// and ends when it is not.
    private static func endWithParent() {
        let parent = getppid()
        let watch = Thread {
            while getppid() == parent { sleep(1) }
            ClangAnalyzer.removeFiles(ofProcess: getpid())
            _exit(1)
        }
        watch.stackSize = 64 << 10
        watch.start()
    }

    /// A file's macros can expand without end (each doubling the one before), and clang would take the machine's
    /// memory for it: the worker's data, its parsing thread's stack included, stops at `bytes` (a parse takes tens of
    /// megabytes), clang fails, and that file is linted without it.
    private static func limitMemory(to bytes: rlim_t) {
        guard var limit = ProcessLimit.dataSize.current, limit.rlim_cur > bytes else { return }
        limit.rlim_cur = bytes
        ProcessLimit.dataSize.set(limit)
    }

    private static func loop(_ socket: Int32) {
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        let analyzer: ClangAnalyzer?
        switch LibClang.load() {
        case .success(let clang):
            clang.releaseStartupPages()
            analyzer = ClangAnalyzer(clang: clang)
            guard send(try? encoder.encode(Hello(libclang: clang.path)), on: socket) else { return }
        case .failure(let error):
            _ = send(try? encoder.encode(Hello(error: error.description)), on: socket)
            return
        }
        defer { analyzer?.removeFiles() }
        while let header = receive(from: socket, deadline: nil), let contents = receive(from: socket, deadline: nil) {
            let reply: Reply
            switch (try? decoder.decode(ClangAnalyzer.Request.self, from: Data(header))).map({ analyzer?.facts($0, contents: contents) }) {
            case .some(.success(let facts)): reply = Reply(facts: facts)
            case .some(.failure(let failure)): reply = Reply(error: failure.description)
            default: reply = Reply(error: "typelint sent a request its worker cannot read")
            }
            guard send(try? encoder.encode(reply), on: socket) else { return }
        }
    }

    /// Writes one frame; false when the other side is gone.
    public static func send(_ payload: Data?, on socket: Int32) -> Bool {
        guard let payload else { return false }
        return send(Array(payload), on: socket)
    }

    public static func send(_ payload: [UInt8], on socket: Int32) -> Bool {
        var length = UInt32(payload.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Array($0) }
        return writeAll(header, socket) && writeAll(payload, socket)
    }

    /// Reads one frame, waiting until `deadline` at most; nil when the other side is gone, the deadline passed, or
    /// the frame is not one this protocol sends.
    public static func receive(from socket: Int32, deadline: DispatchTime?) -> [UInt8]? {
        guard let header = readExactly(4, socket, deadline) else { return nil }
        let length = Int(UInt32(header[0]) | UInt32(header[1]) << 8 | UInt32(header[2]) << 16 | UInt32(header[3]) << 24)
        guard length <= maximumFrame else { return nil }
        return readExactly(length, socket, deadline)
    }

    private static func writeAll(_ bytes: [UInt8], _ socket: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { noSignalWrite(socket, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    private static func readExactly(_ count: Int, _ socket: Int32, _ deadline: DispatchTime?) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            if let deadline {
                let left = Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)
                guard left > 0 else { return nil }
                var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(min(left / 1_000_000 + 1, Int64(Int32.max))))
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { return nil }
            }
            let read = bytes[offset...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if read > 0 {
                offset += read
            } else if read < 0 && errno == EINTR {
                continue
            } else {
                return nil
            }
        }
        return bytes
    }

    /// A write that returns an error, rather than raising SIGPIPE (which ends typelint), when the other side is gone.
    private static func noSignalWrite(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        return Darwin.send(socket, bytes, count, 0)  // the socket is made with SO_NOSIGPIPE
        #endif
    }
}
