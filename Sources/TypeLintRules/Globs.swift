import Foundation

/// A configuration's `include` or `exclude` globs, matched against every file's path relative to the configuration's
/// folder. A path holds each literal run of a glob it matches, so each glob is tried only on paths that hold its longest
/// one: the path's runs of each length those runs have are looked up, and thousands of globs (a generated list of legacy
/// files to leave out) cost about what a few do.
public struct Globs: Sendable {
    public let patterns: [String]
    /// Each pattern as `matches` hands it to fnmatch(3).
    private let simplifiedPatterns: [String]
    /// The globs (by position) whose longest literal run is each string, by the run's length in bytes.
    private let byRun: [Int: [ArraySlice<UInt8>: [Int]]]
    /// The globs with no literal run (`*`), tried on every path.
    private let everywhere: [Int]

    public init(_ patterns: [String] = []) {
        self.patterns = patterns
        let simplified = patterns.map(Self.simplified)
        simplifiedPatterns = simplified
        var byRun: [Int: [ArraySlice<UInt8>: [Int]]] = [:]
        var everywhere: [Int] = []
        for (index, pattern) in simplified.enumerated() {
            let run = Self.longestLiteralRun(pattern)
            if run.isEmpty {
                everywhere.append(index)
            } else {
                byRun[run.count, default: [:]][run[...], default: []].append(index)
            }
        }
        (self.byRun, self.everywhere) = (byRun, everywhere)
    }

    public var isEmpty: Bool { patterns.isEmpty }

    /// Whether `relativePath` matches one of the globs.
    public func matches(_ relativePath: String) -> Bool {
        // A few globs are tried one by one, as cheaply as the look-ups would be.
        guard patterns.count > 16 else { return patterns.indices.contains { matches($0, relativePath) } }
        if everywhere.contains(where: { matches($0, relativePath) }) { return true }
        let bytes = Array(relativePath.utf8)
        for (length, runs) in byRun where length <= bytes.count {
            for start in 0...(bytes.count - length) {
                guard let candidates = runs[bytes[start..<start + length]] else { continue }
                if candidates.contains(where: { matches($0, relativePath) }) { return true }
            }
        }
        return false
    }

    /// Whether `relativePath` matches the glob `pattern` (fnmatch(3); `**` spans folders, and a pattern naming a folder
    /// covers what is inside it).
    public static func matches(_ pattern: String, _ relativePath: String) -> Bool {
        matches(pattern, simplified: simplified(pattern), relativePath)
    }

    private func matches(_ index: Int, _ relativePath: String) -> Bool {
        Self.matches(patterns[index], simplified: simplifiedPatterns[index], relativePath)
    }

    private static func matches(_ pattern: String, simplified: String, _ relativePath: String) -> Bool {
        if fnmatch(simplified, relativePath, 0) == 0 { return true }
        let folder = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        return relativePath.hasPrefix(folder + "/") || fnmatch(simplified + "/*", relativePath, 0) == 0
    }

    /// The glob as fnmatch(3) reads it without `FNM_PATHNAME`, where `*` spans folders already.
    private static func simplified(_ pattern: String) -> String {
        pattern.replacingOccurrences(of: "**/", with: "*").replacingOccurrences(of: "/**", with: "/*")
    }

    /// The longest run of the glob's bytes that match only themselves (outside `*`, `?`, a bracket expression and an escape),
    /// which every path it matches holds, as the folder a pattern names does too.
    private static func longestLiteralRun(_ pattern: String) -> [UInt8] {
        let bytes = Array(pattern.utf8)
        var longest: ArraySlice<UInt8> = []
        var start = 0, index = 0
        func close(_ end: Int) { if end - start > longest.count { longest = bytes[start..<end] } }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "\\"):
                close(index)
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                start = index
            case UInt8(ascii: "["):
                close(index)
                // To the bracket's end: `]` first in it is one of its characters.
                var end = index + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "!") || bytes[end] == UInt8(ascii: "^") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "]") { end += 1 }
                while end < bytes.count, bytes[end] != UInt8(ascii: "]") { end += 1 }
                index = end + 1
                start = index
            default:
                index += 1
            }
        }
        close(min(index, bytes.count))
        return Array(longest)
    }
}
