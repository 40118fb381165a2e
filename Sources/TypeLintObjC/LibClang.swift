import CLibClang
import Foundation

/// libclang, loaded at run time with `dlopen` (typelint neither links it nor needs it to build): the parser behind
/// Objective-C's macros, header constants and types, and the oracle the Objective-C lexer is checked against.
public final class LibClang: @unchecked Sendable {
    // The handle is only read after loading, and libclang parses separate units on separate threads.
    let handle: OpaquePointer
    public let path: String

    private init(handle: OpaquePointer, path: String) {
        self.handle = handle
        self.path = path
    }

    deinit { tl_libclang_close(handle) }

    /// Where to look: `TYPELINT_LIBCLANG` alone when it is set (a library the user named is not
    /// silently replaced by another); otherwise, in order, the running Swift toolchain's
    /// `lib/libclang.so` (from the `swift` on PATH), Debian's `libclang-dev`/`libclang1` locations,
    /// Xcode's and the Command Line Tools' `libclang.dylib` on macOS.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if let explicit = environment["TYPELINT_LIBCLANG"], !explicit.isEmpty { return [explicit] }
        var paths: [String] = []
        // Only a folder PATH names absolutely: a relative one (`.`, `node_modules/.bin`) is the repository being linted,
        // whose `lib/libclang.so` would be loaded into typelint.
        for directory in (environment["PATH"] ?? "").split(separator: ":") where directory.hasPrefix("/") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            paths += ["lib/libclang.so", "lib/libclang.dylib"].map { toolchain.appendingPathComponent($0).path }
            break
        }
        let llvm = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib"))?
            .filter { $0.hasPrefix("llvm-") }.sorted { version($0) > version($1) } ?? []
        for directory in llvm {
            paths += ["libclang.so", "libclang.so.1"].map { "/usr/lib/\(directory)/lib/\($0)" }
        }
        let multiarch = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/x86_64-linux-gnu"))?
            .filter { $0.hasPrefix("libclang-") && $0.contains(".so") && !$0.hasPrefix("libclang-cpp") }.sorted() ?? []
        paths += multiarch.reversed().map { "/usr/lib/x86_64-linux-gnu/\($0)" }
        paths += ["/usr/lib/x86_64-linux-gnu/libclang.so.1", "/usr/lib/aarch64-linux-gnu/libclang.so.1",
                  "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
                  "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib"]
        return paths
    }

    private static func version(_ directory: String) -> Int { Int(directory.dropFirst("llvm-".count)) ?? 0 }

    /// The first candidate that loads, or the reasons none did.
    public static func load(candidates: [String] = candidates()) -> Result<LibClang, LoadError> {
        var tried: [String] = []
        for path in candidates {
            guard FileManager.default.fileExists(atPath: path) else {
                if candidates.count == 1 { tried.append("\(path): no such file") }
                continue
            }
            var error = [CChar](repeating: 0, count: 512)
            if let handle = tl_libclang_open(path, &error, UInt(error.count)) {
                return .success(LibClang(handle: handle, path: path))
            }
            tried.append(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return .failure(LoadError(tried: tried))
    }

    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public let tried: [String]
        public var description: String {
            "libclang not found (set TYPELINT_LIBCLANG to its path)" + (tried.isEmpty ? "" : "; " + tried.joined(separator: "; "))
        }
    }

    /// Hands back the library's start-up pages (see `tl_libclang_release_startup_pages`): for a process that parses.
    public func releaseStartupPages() { tl_libclang_release_startup_pages(handle) }

    /// A clang token: 0 punctuation, 1 keyword, 2 identifier, 3 literal, 4 comment.
    public struct Token: Sendable {
        public let kind: UInt32
        public let start: Int
        public let end: Int
    }

    /// Lexes Objective-C (or Objective-C++) source without its preprocessor; nil if libclang could not process it.
    public func tokenize(_ bytes: [UInt8], objectiveCPlusPlus: Bool) -> [Token]? {
        guard !bytes.isEmpty else { return [] }
        var count: UInt32 = 0
        let tokens = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                tl_libclang_tokenize(handle, $0.baseAddress!, UInt(bytes.count), objectiveCPlusPlus ? 1 : 0, &count)
            }
        }
        guard let tokens else { return nil }
        defer { tl_libclang_free_tokens(tokens) }
        return (0..<Int(count)).map { Token(kind: tokens[$0].kind, start: Int(tokens[$0].start), end: Int(tokens[$0].end)) }
    }

    /// Parses `path` with the compiler's `arguments`, reading `files` (path and contents) instead of the disk: the
    /// unit, or libclang's error code.
    func parse(_ path: String, arguments: [String], files: [(path: String, contents: [UInt8])],
               options: ClangUnit.Options) -> Result<ClangUnit, ClangUnit.Failure> {
        var error: Int32 = 0
        let cArguments = arguments.map { strdup($0) }
        let cPaths = files.map { strdup($0.path) }
        defer { (cArguments + cPaths).forEach { free($0) } }
        // The contents stay pinned while libclang copies them.
        let unit: OpaquePointer? = withPinned(files.map(\.contents)) { buffers in
            let unsaved = zip(cPaths, buffers).map { path, buffer in
                tl_file(path: path, contents: buffer.baseAddress, length: UInt(buffer.count))
            }
            return cArguments.map { UnsafePointer($0) }.withUnsafeBufferPointer { argv in
                tl_unit_parse(handle, path, argv.baseAddress, Int32(argv.count), unsaved, UInt32(unsaved.count),
                              options.rawValue, &error)
            }
        }
        guard let unit else { return .failure(ClangUnit.Failure(code: error)) }
        return .success(ClangUnit(clang: self, unit: unit))
    }
}

/// Calls `body` with each array's bytes at a stable address, as C characters.
private func withPinned<R>(_ arrays: [[UInt8]], _ body: ([UnsafeBufferPointer<CChar>]) -> R) -> R {
    var pinned: [UnsafeBufferPointer<CChar>] = []
    func pin(_ index: Int) -> R {
        guard index < arrays.count else { return body(pinned) }
        return arrays[index].withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                pinned.append(characters)
                return pin(index + 1)
            }
        }
    }
    return pin(0)
}
