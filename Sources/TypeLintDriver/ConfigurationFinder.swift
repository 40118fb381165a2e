import Foundation
import TypeLintRules
import TypeLintSyntax

/// Finds the `.typelint.json` that governs a file: the nearest one in its folder or above, with the ones
/// above it that it inherits from (unless it says `"inherit": false`). Safe to use from the walk's threads;
/// each folder is looked up once.
final class ConfigurationFinder: @unchecked Sendable {
    static let fileName = ".typelint.json"

    enum Lookup: Sendable {
        case none
        case found(Configuration)
        /// The nearest configuration cannot be used (the error says why); its files are skipped.
        case broken(String)
    }

    private let lock = NSLock()
    private var cache: [String: Lookup] = [:]

    /// The configuration governing the file at `path` (absolute).
    func configuration(forFileAt path: String) -> Lookup { configuration(inFolder: FileIO.folder(of: path)) }

    /// The configuration governing the files in `folder` (absolute).
    func configuration(inFolder folder: String) -> Lookup { lock.withLock { configuration(inOrAbove: folder) } }

    private func configuration(inOrAbove directory: String) -> Lookup {
        if let cached = cache[directory] { return cached }
        let candidate = (directory.hasSuffix("/") ? directory : directory + "/") + Self.fileName
        var result = Lookup.none
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
            result = Self.load(candidate, bytes: bytes)
            // A configuration above it applies where this one says nothing; a broken one breaks it too.
            if case .found(var configuration) = result, configuration.inherits, directory != "/", !directory.isEmpty {
                switch self.configuration(inOrAbove: FileIO.folder(of: directory)) {
                case .found(let parent):
                    configuration.ancestors = [parent] + parent.ancestors
                    result = .found(configuration)
                case .broken(let error):
                    result = .broken(error)
                case .none:
                    break
                }
            }
        } else if directory != "/" && !directory.isEmpty {
            result = configuration(inOrAbove: FileIO.folder(of: directory))
        }
        cache[directory] = result
        return result
    }

    /// Reads and validates a configuration; `bytes`: its path's own bytes, where `path` shows them escaped.
    static func load(_ path: String, bytes pathBytes: [UInt8]? = nil) -> Lookup {
        let bytes: [UInt8]
        switch pathBytes.map({ FileIO.readFile(atPath: $0) }) ?? FileIO.readFile(path) {
        case .success(let read): bytes = read
        case .failure(let error): return .broken("\(path): cannot read configuration (\(error))")
        }
        do {
            return .found(try Configuration(data: Data(bytes), path: path))
        } catch {
            return .broken("\(error)")
        }
    }
}

/// The name of the file or folder an absolute path ends in (`Theme` for `/repo/Theme`).
func lastPathComponent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
}

