import Foundation

/// A project's headers by file name, so that clang finds `#import "Theme.h"` wherever the project keeps `Theme.h`,
/// as Xcode's header maps let the compiler find it. Kept for the life of the process: a run asks for the files of one
/// or a few projects.
final class ProjectHeaders {
    /// Folders that hold another project's code (CocoaPods, Carthage), build products or version control: their
    /// headers are not the project's, and parsing them costs more than what they declare is worth.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", "build", "Build", "DerivedData", "node_modules"]
    /// A project with more headers than this is read no further (a vendored SDK checked in).
    private static let maximumHeaders = 50_000
    /// Headers one file's imports reach, at most: past this a file's own few constants are long since found.
    private static let maximumReached = 400

    private var byName: [String: [String: [String]]] = [:]  // root → file name → paths
    private var imports: [String: [String]] = [:]  // header path → what it imports

    /// The folders to search for what `bytes` (the file at `path`) imports, and what those headers import in turn,
    /// among the headers under `root`.
    func searchFolders(forFileAt path: String, bytes: [UInt8], root: String) -> [String] {
        let headers = index(root)
        var folders: [String] = []
        var seen: Set<String> = [path]
        var queue: [(String, [String])] = [(path, Self.imports(in: bytes))]
        var next = 0
        while next < queue.count, seen.count < Self.maximumReached {
            let (includer, spellings) = queue[next]
            next += 1
            for spelling in spellings {
                guard let name = spelling.split(separator: "/").last.map(String.init),
                      let found = Self.nearest(headers[name] ?? [], spelledAs: spelling, from: includer) else { continue }
                let folder = String(found.dropLast(spelling.count + 1))
                if !folders.contains(folder) { folders.append(folder) }
                guard seen.insert(found).inserted else { continue }
                queue.append((found, importsOfHeader(at: found)))
            }
        }
        return folders
    }

    /// The candidate whose path ends in the spelling, nearest the including file (the longest common folder).
    private static func nearest(_ candidates: [String], spelledAs spelling: String, from includer: String) -> String? {
        candidates.filter { $0.hasSuffix("/" + spelling) }.max { a, b in
            commonPrefix(a, includer) < commonPrefix(b, includer)
        }
    }

    private static func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).prefix { $0 == $1 }.count
    }

    private func importsOfHeader(at path: String) -> [String] {
        if let known = imports[path] { return known }
        let found = FileManager.default.contents(atPath: path).map { Self.imports(in: Array($0)) } ?? []
        imports[path] = found
        return found
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
        var found: [String] = []
        var k = 0
        let n = bytes.count
        func skipBlanks() { while k < n, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 } }
        while k < n {
            skipBlanks()
            if k < n, bytes[k] == UInt8(ascii: "#") {
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
                        if end < n, bytes[end] == close, end > start {
                            found.append(String(decoding: bytes[start..<end], as: UTF8.self))
                        }
                    }
                }
            }
            while k < n, bytes[k] != UInt8(ascii: "\n") { k += 1 }
            k += 1
        }
        return found
    }
}
