import Foundation
import TypeLintRules
import TypeLintSyntax

/// Finds the `.typelint.json` that governs a file: the nearest one in its folder or above, with the ones
/// above it that it inherits from (unless it says `"inherit": false`). Safe to use from the walk's threads;
/// each folder is looked up once.
final class ConfigurationFinder: @unchecked Sendable {
    static let fileName = ".typelint.json"
    /// The most configurations one file is governed by (itself and those it inherits from). Every file is matched against
    /// each one's globs, so an unbounded chain (a configuration in every folder of a tree thousands deep) would make each
    /// file's cost grow with the depth; real projects nest a few.
    static let maximumNesting = 32

    enum Lookup: Sendable {
        case none
        case found(Configuration)
        /// The nearest configuration cannot be used (the error says why); its files are skipped.
        case broken(Problem)
    }

    private let lock = NSLock()
    private var cache: [String: Lookup] = [:]
    /// For `--staged`: the repository's top level (ending in `/`) and the configurations its index holds, by path
    /// relative to it. Inside the repository these govern, not the work tree's: a configuration edited and not staged
    /// does not decide whether a commit passes.
    private var staged: (root: String, configurations: StagedConfigurations)?

    /// Reads the configurations inside `root` from `configurations` (the index's) from now on.
    func readStaged(root: String, configurations: StagedConfigurations) {
        lock.withLock {
            staged = (root.hasSuffix("/") ? root : root + "/", configurations)
            cache = [:]
        }
    }

    /// The configuration governing the file at `path` (absolute).
    func configuration(forFileAt path: String) -> Lookup { configuration(inFolder: FileIO.folder(of: path)) }

    /// The configuration governing the files in `folder` (absolute).
    func configuration(inFolder folder: String) -> Lookup { lock.withLock { configuration(inOrAbove: folder) } }

    private func configuration(inOrAbove directory: String) -> Lookup {
        if let cached = cache[directory] { return cached }
        let candidate = (directory.hasSuffix("/") ? directory : directory + "/") + Self.fileName
        var result = Lookup.none
        let isTop = directory == "/" || directory.isEmpty
        if let staged, candidate.hasPrefix(staged.root), !staged.configurations.links.contains(String(candidate.dropFirst(staged.root.count))) {
            if let bytes = staged.configurations.files[String(candidate.dropFirst(staged.root.count))] {
                result = withAncestors(Self.parse(bytes, path: candidate), above: directory)
            } else if !isTop {
                result = configuration(inOrAbove: FileIO.folder(of: directory))
            }
            cache[directory] = result
            return result
        }
        // lstat, not access: a configuration that is a link to nothing (a shared file not checked out) or a loop of links
        // is there and cannot be read, an error; ignored, the run would go on under the configurations above it.
        var info = stat()
        var found = lstat(candidate, &info) == 0
        // In a folder whose name is not UTF-8 (shown with `\xNN` escapes), the file is looked for by those bytes.
        var bytes: [UInt8]?
        if !found, let escaped = FileWalker.unescapedPath(candidate) {
            found = escaped.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } } == 0
            if found { bytes = escaped }
        }
        if found, !FileIO.isLeftByAnother(info.st_uid, in: directory) {
            result = withAncestors(Self.load(candidate, bytes: bytes), above: directory)
        } else if !isTop {
            result = configuration(inOrAbove: FileIO.folder(of: directory))
        }
        cache[directory] = result
        return result
    }

    /// A configuration above it applies where this one says nothing; a broken one breaks it too.
    private func withAncestors(_ lookup: Lookup, above directory: String) -> Lookup {
        guard case .found(var found) = lookup, found.inherits, directory != "/", !directory.isEmpty else { return lookup }
        switch configuration(inOrAbove: FileIO.folder(of: directory)) {
        case .found(let parent):
            guard parent.ancestors.count + 1 < Self.maximumNesting else {
                return .broken(Problem(file: found.path ?? directory, "more than \(Self.maximumNesting) nested configurations govern "
                                       + "its files; one of them can say \"inherit\": false"))
            }
            found.ancestors = [parent] + parent.ancestors
            return .found(found)
        case .broken(let error):
            return .broken(error)
        case .none:
            return lookup
        }
    }

    /// Reads and validates a configuration; `bytes`: its path's own bytes, where `path` shows them escaped.
    static func load(_ path: String, bytes pathBytes: [UInt8]? = nil) -> Lookup {
        let bytes: [UInt8]
        switch pathBytes.map({ FileIO.readFile(atPath: $0) }) ?? FileIO.readFile(path) {
        case .success(let read): bytes = read
        case .failure(let error): return .broken("\(path): cannot read configuration (\(error))")
        }
        return parse(bytes, path: path)
    }

    private static func parse(_ bytes: [UInt8], path: String) -> Lookup {
        do {
            return .found(try Configuration(data: Data(bytes), path: path))
        } catch {
            return .broken(Problem(error))
        }
    }
}

/// The configurations the git index holds, by path relative to the repository's top level: each file's bytes, and the
/// paths of those committed as symbolic links, which are read through the link in the work tree.
struct StagedConfigurations {
    var files: [String: [UInt8]] = [:]
    var links: Set<String> = []
}

/// The name of the file or folder an absolute path ends in (`Theme` for `/repo/Theme`).
func lastPathComponent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
}

