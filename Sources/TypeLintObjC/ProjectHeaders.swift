import Foundation
import TypeLintSyntax

/// A project's headers by file name, so that `#import "Theme.h"` finds `Theme.h` wherever the project keeps it, as
/// Xcode's header maps let the compiler find it, and their digests (`HeaderDigest`). Kept for the life of the process:
/// a run asks for the files of one or a few projects. Shared by threads: one reads at a time.
public final class ProjectHeaders: @unchecked Sendable {
    /// Folders that hold another project's code (CocoaPods, Carthage), build products or version control: their
    /// headers are not the project's, and parsing them costs more than what they declare is worth.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", "build", "Build", "DerivedData", "node_modules"]
    /// A project with more headers than this is read no further (a vendored SDK checked in).
    private static let maximumHeaders = 50_000
    /// Headers one file's imports reach, at most: past this a file's own few constants are long since found.
    private static let maximumReached = 400
    /// Imports looked up for one file, found or not (system headers are not the project's), at most.
    private static let maximumLookups = 10_000

    private var byName: [String: [String: [String]]] = [:]  // root → file name → paths
    private var digests: [String: (text: String, imports: [String])] = [:]  // header path → its digest
    /// The headers of a root that an import's spelling names (`qI/M.h`: those ending in `/qI/M.h`): by root, then spelling.
    private var spelled: [String: [String: SpelledHeaders]] = [:]
    /// The paths of a root's headers of one file name, each spelled backwards, sorted by their bytes: those a spelling
    /// names end in it, so they are a run found by binary search. By root, then file name.
    private var backwards: [String: [String: [[UInt8]]]] = [:]
    private let lock = NSLock()

    public init() {}

    /// The digests of the headers under `root` that the file at `path` imports, and those they import in turn, each
    /// after the headers it imports, once (as `#import` includes a header once).
    public func digest(forFileAt path: String, bytes: [UInt8], root: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let headers = index(root)
        var text = ""
        var seen: Set<String> = [path]
        // Depth first, explicitly stacked: a header's own digest follows those of the headers it imports.
        var stack: [(header: String, imports: [String], next: Int)] = [(path, Self.imports(in: bytes), 0)]
        var lookups = 0
        while let top = stack.last {
            guard top.next < top.imports.count, seen.count < Self.maximumReached, lookups < Self.maximumLookups else {
                stack.removeLast()
                if top.header != path, let own = digests[top.header] { text += own.text }
                continue
            }
            stack[stack.count - 1].next += 1
            lookups += 1
            let spelling = top.imports[top.next]
            guard let found = nearest(spelledAs: spelling, from: top.header, root: root, headers),
                  seen.insert(found).inserted else { continue }
            stack.append((found, digestOfHeader(at: found).imports, 0))
        }
        return text
    }

    private func digestOfHeader(at path: String) -> (text: String, imports: [String]) {
        if let known = digests[path] { return known }
        // Read as sources are, within the size a file may be: a header of embedded data past it is left out.
        let found = (try? FileIO.readFile(path).get()).map(HeaderDigest.digest) ?? ("", [])
        digests[path] = found
        return found
    }

    /// The header whose path ends in the spelling nearest the including file: under the deepest folder they share, the one
    /// with the fewest folders below it (a header beside the file before one in a subfolder), then the first by bytes.
    private func nearest(spelledAs spelling: String, from includer: String, root: String, _ headers: [String: [String]]) -> String? {
        guard let name = spelling.split(separator: "/").last.map(String.init), let named = headers[name] else { return nil }
        if let known = spelled[root]?[spelling] { return known.nearest(to: includer) }
        let reversed: [[UInt8]]
        if let known = backwards[root]?[name] {
            reversed = known
        } else {
            reversed = named.map { Array($0.utf8.reversed()) }.sorted { $0.lexicographicallyPrecedes($1) }
            backwards[root, default: [:]][name] = reversed
        }
        let suffix = Array(("/" + spelling).utf8.reversed())
        func partition(_ before: ([UInt8]) -> Bool) -> Int {
            var low = 0, high = reversed.count
            while low < high {
                let middle = (low + high) / 2
                if before(reversed[middle]) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let start = partition { $0.lexicographicallyPrecedes(suffix) }
        let end = partition { $0.lexicographicallyPrecedes(suffix) || $0.starts(with: suffix) }
        let candidates = SpelledHeaders(reversed[start..<end].map { String(decoding: $0.reversed(), as: UTF8.self) })
        spelled[root, default: [:]][spelling] = candidates
        return candidates.nearest(to: includer)
    }

    private func index(_ root: String) -> [String: [String]] {
        if let known = byName[root] { return known }
        var headers: [String: [String]] = [:]
        var count = 0
        var folders = [root]
        while let folder = folders.popLast(), count < Self.maximumHeaders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if name.hasSuffix(".h") {
                    headers[name, default: []].append(path)
                    count += 1
                } else if !name.contains("."), !Self.skippedFolders.contains(name) {
                    // A name without an extension is a folder, or a file whose listing fails (`LICENSE`); bundles,
                    // projects and frameworks have extensions and hold no code of the project's.
                    folders.append(path)
                }
            }
        }
        byName[root] = headers
        return headers
    }

    /// What a file imports, as written between the quotes or angle brackets of its `#import` and `#include` lines.
    static func imports(in bytes: [UInt8]) -> [String] {
        importLines(in: bytes).map { String(decoding: bytes[$0.spelling], as: UTF8.self) }
    }

    /// The file with every directive that makes the preprocessor open a file (`#import`, `#include`, `#include_next`,
    /// `#embed`, and every `#pragma`, as `#pragma GCC dependency "…"` opens one) and every `_Pragma(…)` made spaces, line
    /// breaks kept, so that every other byte stays where it was: libclang opens nothing the file names (a FIFO,
    /// `/dev/zero`, a terminal). A directive's `__has_include(…)` (and `__has_include_next`, `__has_embed`) is made `1`,
    /// as the project's own build, which has its headers, would answer. A directive is found as the preprocessor finds
    /// it: `#` or its digraph `%:`, comments and line splices (`#inc\` and `lude` on the next line) before or inside its
    /// name, any operand (a macro that names the header).
    static func blankingImports(_ bytes: [UInt8], alongside context: [[UInt8]] = []) -> [UInt8] {
        var blanked = bytes
        let n = bytes.count
        // clang skips a byte order mark at the start of a file.
        var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func spliceLength(at k: Int) -> Int? { Self.spliceLength(at: k, in: bytes) }
        // The byte after `k`, line splices passed over, and where it is.
        func next(after k: Int) -> Int {
            var j = k + 1
            while j < n, let splice = spliceLength(at: j) { j += splice }
            return j
        }
        // Past spaces, tabs, NULs (white space to clang), comments and line splices on the directive's logical line; a
        // comment's `/*` and `*/` may be split by a splice.
        func skipGaps() {
            while k < n {
                if bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0B || bytes[k] == 0x0C || bytes[k] == 0x00 {
                    k += 1
                } else if let splice = spliceLength(at: k) {
                    k += splice
                } else if bytes[k] == UInt8(ascii: "/"), case let star = next(after: k), star < n, bytes[star] == UInt8(ascii: "*") {
                    k = star + 1
                    while k < n, !(bytes[k] == UInt8(ascii: "*") && next(after: k) < n && bytes[next(after: k)] == UInt8(ascii: "/")) { k += 1 }
                    k = k < n ? next(after: k) + 1 : n
                } else {
                    return
                }
            }
        }
        // A line ends at a line feed, or at a carriage return no line feed follows (clang ends a line at either).
        func endsLine(_ k: Int) -> Bool { bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 == n || bytes[k + 1] != 0x0A)) }
        while k < n {
            let lineStart = k
            skipGaps()
            var isDirective = false
            if k < n, bytes[k] == UInt8(ascii: "#") {
                k += 1
                isDirective = true
            } else if k + 1 < n, bytes[k] == UInt8(ascii: "%"), bytes[k + 1] == UInt8(ascii: ":") {
                k += 2
                isDirective = true
            }
            if isDirective {
                skipGaps()
                var name: [UInt8] = []
                while k < n {
                    if let splice = spliceLength(at: k) { k += splice; continue }
                    guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[k]) || bytes[k] == UInt8(ascii: "_") else { break }
                    name.append(bytes[k])
                    k += 1
                }
                let opensAFile = ["import", "include", "include_next", "embed", "pragma"].contains { name.elementsEqual($0.utf8) }
                // The logical line: to a line break no splice joins to the next.
                while k < n, !endsLine(k) {
                    if let splice = spliceLength(at: k) { k += splice } else { k += 1 }
                }
                if opensAFile {
                    for j in lineStart..<k where blanked[j] != 0x0A && blanked[j] != 0x0D { blanked[j] = UInt8(ascii: " ") }
                } else {
                    answeringFileQueries(in: lineStart..<k, of: bytes, into: &blanked, isDirective: true)
                }
            } else {
                while k < n, !endsLine(k) { k += 1 }
                answeringFileQueries(in: lineStart..<k, of: bytes, into: &blanked, isDirective: false)
            }
            k += 1
        }
        neutralizingFileQueries(&blanked, alongside: context)
        return blanked
    }

    /// The length of the line splice at `k`: a backslash, any spaces and tabs (clang takes them, with a warning), then a
    /// line break (`\n`, `\r\n` or a lone `\r`); nil when none starts there.
    static func spliceLength(at k: Int, in bytes: [UInt8]) -> Int? {
        guard bytes[k] == UInt8(ascii: "\\") else { return nil }
        var j = k + 1
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        guard j < bytes.count else { return nil }
        if bytes[j] == 0x0A { return j + 1 - k }
        if bytes[j] == 0x0D { return (j + 1 < bytes.count && bytes[j + 1] == 0x0A ? j + 2 : j + 1) - k }
        return nil
    }

    /// The names that make the preprocessor open a file from an expression or a macro's expansion.
    private static let fileQueryNames = ["__has_include_next", "__has_include", "__has_embed", "_Pragma"].map { Array($0.utf8) }

    /// What the directive-by-directive pass cannot see, read as the preprocessor reads names: a query's or `_Pragma`'s name
    /// anywhere (after a comment, before its `(`, in a `#define` that aliases it, split by a line splice) is made `0` and
    /// spaces (a `_Pragma` all spaces), so that no expansion of it reaches a file; and when the identifiers of the file and
    /// of `context` (the other text given with it) could be pasted into such a name, every `##` is made spaces, since a
    /// macro's `a##b` would make it where no text shows it. Line breaks and every other byte stay where they were.
    static func neutralizingFileQueries(_ bytes: inout [UInt8], alongside context: [[UInt8]] = []) {
        guard bytes.contains(UInt8(ascii: "_")) || bytes.contains(UInt8(ascii: "#")) else { return }
        var pastes: [Int] = []
        // `defined(__has_include)`, `#ifdef __has_include`: a name asked about is not expanded, and code that checks for
        // the query before it asks keeps its answer.
        func isAskedAbout(_ start: Int) -> Bool {
            var j = start - 1
            func skipBlanks() { while j >= 0, bytes[j] == 0x20 || bytes[j] == 0x09 { j -= 1 } }
            skipBlanks()
            if j >= 0, bytes[j] == UInt8(ascii: "(") { j -= 1; skipBlanks() }
            let end = j + 1
            while j >= 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[j]) { j -= 1 }
            return ["defined", "ifdef", "ifndef"].contains { bytes[(j + 1)..<end].elementsEqual($0.utf8) }
        }
        for identifier in identifiers(in: bytes, pastes: &pastes, keeping: fileQueryNames.contains)
        where !isAskedAbout(identifier.positions[0]) {
            for position in identifier.positions where bytes[position] != 0x0A && bytes[position] != 0x0D {
                bytes[position] = UInt8(ascii: " ")
            }
            if identifier.name != fileQueryNames.last! { bytes[identifier.positions[0]] = UInt8(ascii: "0") }
        }
        guard !pastes.isEmpty else { return }
        var unused: [Int] = []
        // A piece is part of a name: `__has_`, `include`.
        let isPiece: ([UInt8]) -> Bool = { piece in
            fileQueryNames.contains { name in piece.count < name.count && name.indices.contains { name[$0...].starts(with: piece) } }
        }
        var pieces = Set(identifiers(in: bytes, pastes: &unused, keeping: isPiece).map(\.name))
        for text in context { pieces.formUnion(identifiers(in: text, pastes: &unused, keeping: isPiece).map(\.name)) }
        guard fileQueryNames.contains(where: { canBePasted($0, from: pieces) }) else { return }
        for position in pastes { (bytes[position], bytes[position + 1]) = (UInt8(ascii: " "), UInt8(ascii: " ")) }
    }

    /// Whether `name` is two or more of `pieces` one after another (pasting makes one identifier of two).
    private static func canBePasted(_ name: [UInt8], from pieces: Set<[UInt8]>) -> Bool {
        let usable = pieces.filter { !$0.isEmpty && $0.count < name.count }
        guard !usable.isEmpty else { return false }
        var reaches = [Bool](repeating: false, count: name.count + 1)
        reaches[0] = true
        for start in name.indices where reaches[start] {
            for piece in usable where name[start...].starts(with: piece) { reaches[start + piece.count] = true }
        }
        return reaches[name.count]
    }

    /// Each identifier of `bytes` as the preprocessor reads it, a line splice inside it joining its parts: its bytes and
    /// where each is. Comments, string and character literals and numbers are passed over. `pastes`: where each `##` is.
    /// Only the identifiers `keep` accepts are returned: a file holds tens of thousands, and few matter.
    private static func identifiers(in bytes: [UInt8], pastes: inout [Int],
                                    keeping keep: ([UInt8]) -> Bool) -> [(name: [UInt8], positions: [Int])] {
        var found: [(name: [UInt8], positions: [Int])] = []
        let n = bytes.count
        func spliceLength(at k: Int) -> Int { k < n ? Self.spliceLength(at: k, in: bytes) ?? 0 : 0 }
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
        }
        var k = 0
        while k < n {
            let byte = bytes[k]
            if byte == UInt8(ascii: "/"), k + 1 < n, bytes[k + 1] == UInt8(ascii: "/") {
                while k < n, bytes[k] != 0x0A || (k > 0 && bytes[k - 1] == UInt8(ascii: "\\")) { k += 1 }
            } else if byte == UInt8(ascii: "/"), k + 1 < n, bytes[k + 1] == UInt8(ascii: "*") {
                k += 2
                while k + 1 < n, !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) { k += 1 }
                k += 2
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                k += 1
                while k < n, bytes[k] != byte, bytes[k] != 0x0A || (k > 0 && bytes[k - 1] == UInt8(ascii: "\\")) {
                    k += bytes[k] == UInt8(ascii: "\\") ? 2 : 1
                }
                k += 1
            } else if byte == UInt8(ascii: "#"), k + 1 < n, bytes[k + 1] == UInt8(ascii: "#") {
                pastes.append(k)
                k += 2
            } else if isWordByte(byte) {
                let isNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                var name: [UInt8] = []
                var positions: [Int] = []
                while k < n {
                    let splice = spliceLength(at: k)
                    if splice > 0 {
                        positions += k..<k + splice
                        k += splice
                    } else if isWordByte(bytes[k]) {
                        name.append(bytes[k])
                        positions.append(k)
                        k += 1
                    } else {
                        break
                    }
                }
                if !isNumber, keep(name) { found.append((name, positions)) }
            } else {
                k += 1
            }
        }
        return found
    }

    /// In one logical line: each `_Pragma(…)` made spaces, and, in a directive, each `__has_include(…)` made `1` (see
    /// `blankingImports`). A line that names neither costs one search for `_`.
    private static func answeringFileQueries(in line: Range<Int>, of bytes: [UInt8], into blanked: inout [UInt8], isDirective: Bool) {
        guard bytes[line].contains(UInt8(ascii: "_")) else { return }
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        // The `)` that closes the `(` after the name (strings, character literals and `<…>` read as the preprocessor does).
        func close(after name: Int) -> Int? {
            var j = name
            while j < line.upperBound, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            guard j < line.upperBound, bytes[j] == UInt8(ascii: "(") else { return nil }
            var depth = 0
            var quote: UInt8?
            while j < line.upperBound {
                let byte = bytes[j]
                if let open = quote {
                    if byte == UInt8(ascii: "\\") { j += 1 } else if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return j }
                }
                j += 1
            }
            return nil
        }
        let pragma = Array("_Pragma".utf8)
        let queries = ["__has_include_next", "__has_include", "__has_embed"].map { Array($0.utf8) }
        var j = line.lowerBound
        while j < line.upperBound {
            guard bytes[j] == UInt8(ascii: "_"), j == line.lowerBound || !isWordByte(bytes[j - 1]) else { j += 1; continue }
            let rest = bytes[j..<line.upperBound]
            let (word, replacement): ([UInt8], UInt8?) = if rest.starts(with: pragma) { (pragma, nil) }
                else if isDirective, let query = queries.first(where: { rest.starts(with: $0) }) { (query, UInt8(ascii: "1")) }
                else { ([], nil) }
            guard !word.isEmpty, j + word.count >= line.upperBound || !isWordByte(bytes[j + word.count]),
                  let end = close(after: j + word.count) else { j += 1; continue }
            for b in j...end where blanked[b] != 0x0A && blanked[b] != 0x0D { blanked[b] = UInt8(ascii: " ") }
            if let replacement { blanked[j] = replacement }
            j = end + 1
        }
    }

    /// Each `#import "…"`, `#import <…>`, `#include …` line: the directive's bytes and those of what it names.
    private static func importLines(in bytes: [UInt8]) -> [(directive: Range<Int>, spelling: Range<Int>)] {
        var found: [(Range<Int>, Range<Int>)] = []
        var k = 0
        let n = bytes.count
        func skipBlanks() { while k < n, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 } }
        while k < n {
            skipBlanks()
            if k < n, bytes[k] == UInt8(ascii: "#") {
                let hash = k
                k += 1
                skipBlanks()
                let word = k
                while k < n, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[k]) { k += 1 }
                let directive = bytes[word..<k]
                if directive.elementsEqual("import".utf8) || directive.elementsEqual("include".utf8) {
                    skipBlanks()
                    if k < n, let close = bytes[k] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : bytes[k] == UInt8(ascii: "<") ? UInt8(ascii: ">") : nil {
                        let start = k + 1
                        var end = start
                        while end < n, bytes[end] != close, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                        if end < n, bytes[end] == close, end > start { found.append((hash..<end + 1, start..<end)) }
                    }
                }
            }
            while k < n, bytes[k] != UInt8(ascii: "\n") { k += 1 }
            k += 1
        }
        return found
    }
}

/// The paths of the headers one spelling names, sorted by their bytes, so that those nearest a file are found by binary
/// search rather than a pass over thousands of headers of one name at each import.
struct SpelledHeaders {
    let paths: [String]
    /// `shallowest[level][i]`: of the paths from `i` on, `1 << level` of them, the position of the one in the fewest folders
    /// (the first by bytes of those), for the shallowest of any run of paths in two looks.
    private let shallowest: [[Int32]]
    private let depths: [Int]

    init(_ paths: [String]) {
        let sorted = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let depths = sorted.map { path in path.utf8.lazy.filter { $0 == UInt8(ascii: "/") }.count }
        var levels = [Array(Int32(0)..<Int32(sorted.count))]
        var width = 1
        while width * 2 <= sorted.count {
            let below = levels[levels.count - 1]
            levels.append((0...(sorted.count - width * 2)).map { i in Self.shallower(below[i], below[i + width], depths) })
            width *= 2
        }
        (self.paths, self.depths, shallowest) = (sorted, depths, levels)
    }

    private static func shallower(_ a: Int32, _ b: Int32, _ depths: [Int]) -> Int32 {
        (depths[Int(b)], b) < (depths[Int(a)], a) ? b : a
    }

    /// The path nearest `includer`: under the deepest folder they share, in the fewest folders, then the first by bytes.
    func nearest(to includer: String) -> String? {
        guard !paths.isEmpty else { return nil }
        let key = Substring(includer).utf8
        let position = partition { $0.utf8.lexicographicallyPrecedes(key) }
        // The longest common start is a neighbour's, where the includer's path would go; the folder shared ends at its
        // last slash.
        let common = [position - 1, position].filter(paths.indices.contains).map { commonPrefix(paths[$0], includer) }.max()!
        let folder = key.prefix(common).lastIndex(of: UInt8(ascii: "/")).map { key[...$0] } ?? key.prefix(0)
        let start = partition { $0.utf8.lexicographicallyPrecedes(folder) }
        let end = partition { $0.utf8.lexicographicallyPrecedes(folder) || $0.utf8.starts(with: folder) }
        guard start < end else { return nil }
        var level = 0
        while 1 << (level + 1) <= end - start { level += 1 }
        let best = Self.shallower(shallowest[level][start], shallowest[level][end - (1 << level)], depths)
        return paths[Int(best)]
    }

    /// The first position whose path does not satisfy `before` (which holds for a run of paths from the start).
    private func partition(_ before: (String) -> Bool) -> Int {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if before(paths[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }
}
