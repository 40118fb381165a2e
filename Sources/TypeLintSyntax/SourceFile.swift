#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A position in a source file as editors and tools count it.
public struct SourceLocation: Sendable, Hashable {
    /// 1-based line.
    public let line: Int
    /// 1-based column in UTF-8 bytes (swiftc's and Vim's convention).
    public let column: Int
    /// 1-based column in UTF-16 code units (SARIF's `utf16CodeUnits`, LSP's default).
    public let utf16Column: Int

    public init(line: Int, column: Int, utf16Column: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
    }
}

/// The start offset of every line, so that any byte offset maps to a line and column in O(log n).
/// Line breaks are `\n`, `\r\n` and a lone `\r`, as in Swift.
public struct LineTable: Sendable {
    public let lineStarts: [Int]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        let n = bytes.count
        // Most files break lines with `\n` alone: memchr finds each at memory speed. A file with a `\r` anywhere
        // is read byte by byte.
        if let base = bytes.baseAddress, memchr(base, 0x0D, n) == nil {
            var i = 0
            while i < n, let found = memchr(base + i, 0x0A, n - i) {
                i = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                starts.append(i)
            }
            lineStarts = starts
            return
        }
        var i = 0
        while i < n {
            let c = bytes[i]
            if c == 0x0A {
                starts.append(i + 1)
            } else if c == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let index = lineIndex(of: offset)
        let start = lineStarts[index]
        var utf16 = 0
        var i = start
        let end = min(offset, bytes.count)
        while i < end {
            let c = bytes[i]
            // Every byte that starts a scalar counts one unit; a 4-byte scalar is a surrogate pair.
            if c & 0xC0 != 0x80 { utf16 += c >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return SourceLocation(line: index + 1, column: offset - start + 1, utf16Column: utf16 + 1)
    }
}

/// A source file's bytes with its line table. Bytes are kept as read: no transcoding, no copies.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let lines: LineTable

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.lines = bytes.withUnsafeBufferPointer(LineTable.init)
    }

    public func location(of offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { lines.location(of: offset, in: $0) }
    }

    /// The 1-based line of `offset` (no column work).
    public func line(of offset: Int) -> Int { lines.lineIndex(of: offset) + 1 }

    /// Locations of many offsets at once: each line's UTF-16 count is carried forward from the
    /// previous offset on it, so many findings on one long line cost one pass over the line.
    public func locations(of offsets: [Int]) -> [Int: SourceLocation] {
        var result: [Int: SourceLocation] = [:]
        var previous: (offset: Int, location: SourceLocation)?
        bytes.withUnsafeBufferPointer { buffer in
            for offset in Set(offsets).sorted() {
                let lineIndex = lines.lineIndex(of: offset)
                guard let (start, known) = previous, known.line == lineIndex + 1 else {
                    let location = lines.location(of: offset, in: buffer)
                    result[offset] = location
                    previous = (offset, location)
                    continue
                }
                var utf16 = known.utf16Column
                for byte in buffer[start..<min(offset, buffer.count)] where byte & 0xC0 != 0x80 {
                    utf16 += byte >= 0xF0 ? 2 : 1
                }
                let location = SourceLocation(line: known.line, column: known.column + offset - start, utf16Column: utf16)
                result[offset] = location
                previous = (offset, location)
            }
        }
        return result
    }

    /// The source text of `range`, for messages and tests; invalid UTF-8 is repaired.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// Where the bytes stop being valid UTF-8 (Swift source must be), or nil if they are valid.
    public var firstInvalidUTF8Offset: Int? { Self.firstInvalidUTF8Offset(in: bytes) }

    /// The same check without building a line table first.
    public static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    }
}

/// The language a file is written in, told by its name: rules spell their suggestions in it, and the walk lints only
/// files of one of these.
public enum SourceLanguage: Sendable {
    case swift, objectiveC

    /// The file names' endings of each language (`.h` is Objective-C's: a C header here declares Objective-C).
    public static let swiftExtensions = [".swift"]
    public static let objectiveCExtensions = [".m", ".mm", ".h"]

    /// The language of the file named `path`, nil for a file of neither.
    public init?(path: some StringProtocol) {
        if Self.swiftExtensions.contains(where: { path.hasSuffix($0) }) {
            self = .swift
        } else if Self.objectiveCExtensions.contains(where: { path.hasSuffix($0) }) {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
