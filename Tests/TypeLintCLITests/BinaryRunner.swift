import Foundation
import XCTest

/// Runs the built `typelint` binary, as users and editors do, and captures what it prints.
struct BinaryRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Whether the run was ended (SIGKILL) for taking longer than its time limit.
        var timedOut = false
    }

    /// The products directory holding both this test bundle and the `typelint` executable.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("typelint").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("typelint")
    }

    /// Runs the binary; after `timeLimit` seconds it is killed, and the result says it timed out (a hang is a failure
    /// to report, not a test run that never ends).
    static func run(_ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
                    environment: [String: String]? = nil, timeLimit: TimeInterval = 600, program: URL = executable) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let timedOut = Flag()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
            if process.isRunning {
                timedOut.set()
                kill(pid, SIGKILL)
            }
        }
        // A child that stops reading its input early (or is killed) must not end the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
        try? input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let stderrData = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stderrData.set(err.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData.get(), as: UTF8.self), timedOut: timedOut.isSet)
    }
}

extension BinaryRunner {
    /// Runs `script` with `sh` in `directory`; `$TYPELINT` is the built binary.
    static func shell(_ script: String, in directory: URL, timeLimit: TimeInterval = 600) throws -> Result {
        try run(["-c", script], in: directory, environment: ["TYPELINT": executable.path, "PATH": "/usr/bin:/bin"],
                timeLimit: timeLimit, program: URL(fileURLWithPath: "/bin/sh"))
    }
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}

/// The path of a file or folder with every symbolic link resolved (`/tmp` is a link on macOS), as typelint prints
/// what it reached through `..`, a repository's top level or a link.
func realPath(_ url: URL) -> String {
    guard let resolved = realpath(url.path, nil) else { return url.path }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// A scratch directory removed after the test.
func makeScratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A test case with a scratch directory of its own, removed after each test, and files written into it.
class ScratchDirectoryTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try makeScratchDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ text: String, to name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }
}
