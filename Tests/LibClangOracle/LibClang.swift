import CLibClang
import Foundation
import TypeLintSyntax

/// libclang, loaded at run time: clang's own lexer, the oracle `ObjCLexer` is checked against.
public final class LibClang: @unchecked Sendable {
    // The handle is only read after loading, and libclang lexes separate buffers on separate threads.
    private let handle: OpaquePointer
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
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
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

    public struct LoadError: Error, CustomStringConvertible {
        public let tried: [String]
        public var description: String {
            "libclang not found (set TYPELINT_LIBCLANG to its path)" + (tried.isEmpty ? "" : "; " + tried.joined(separator: "; "))
        }
    }

    /// A clang token: 0 punctuation, 1 keyword, 2 identifier, 3 literal, 4 comment.
    public struct Token: Sendable {
        public let kind: UInt32
        public let start: Int
        public let end: Int
    }

    /// Lexes Objective-C (or Objective-C++) source; nil if libclang could not process it.
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

    /// Clang's tokens as typelint's kinds (what `ObjCLexer` promises): comments apart, punctuation the light
    /// parser matches as `punct`, a literal that starts with a digit or `.` as a `number`. Two differences that
    /// do not matter are taken out: a backslash-newline just before a token is not part of it (clang keeps it in
    /// the token after a continued line), an unterminated quote, clang's unknown token, is a `string`, and a
    /// byte-order mark is no token.
    public func typelintTokens(_ bytes: [UInt8], objectiveCPlusPlus: Bool) -> (code: [TypeLintSyntax.Token], comments: [TypeLintSyntax.Token])? {
        guard let tokens = tokenize(bytes, objectiveCPlusPlus: objectiveCPlusPlus) else { return nil }
        var code: [TypeLintSyntax.Token] = [], comments: [TypeLintSyntax.Token] = []
        let backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        for token in tokens where token.end > token.start && token.end <= bytes.count && !(hasByteOrderMark && token.start < 3) {
            var start = token.start
            while start + 1 < token.end, bytes[start] == backslash, bytes[start + 1] == newline || bytes[start + 1] == carriageReturn {
                start += bytes[start + 1] == carriageReturn && start + 2 < token.end && bytes[start + 2] == newline ? 3 : 2
            }
            let first = bytes[start]
            switch token.kind {
            case 0 where first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"):
                code.append(.init(.string, start, token.end))
            case 0:
                let single = token.end - start == 1 ? first : 0
                code.append(.init(Array("()[]{},;:@.#".utf8).contains(single) ? .punct : .operator, start, token.end))
            case 1, 2:
                code.append(.init(.word, start, token.end))
            case 3:
                let isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: ".")
                code.append(.init(isNumber ? .number : .string, start, token.end))
            default:
                comments.append(.init(.comment, start, token.end))
            }
        }
        return (code, comments)
    }
}
