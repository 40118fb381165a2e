import Foundation
import TypeLintRules

/// Finds the `.typelint.json` that governs a file: the nearest one in its folder or above.
final class ConfigurationFinder {
    static let fileName = ".typelint.json"

    enum Lookup {
        case none
        case found(Configuration)
        /// The nearest configuration cannot be used; its error is in `errors`, its files are skipped.
        case broken
    }

    private var cache: [String: Lookup] = [:]
    private(set) var errors: [String] = []

    /// The configuration governing the file at `path` (absolute).
    func configuration(forFileAt path: String) -> Lookup {
        configuration(inOrAbove: (path as NSString).deletingLastPathComponent)
    }

    private func configuration(inOrAbove directory: String) -> Lookup {
        if let cached = cache[directory] { return cached }
        let candidate = directory + "/" + Self.fileName
        var result = Lookup.none
        if FileManager.default.fileExists(atPath: candidate) {
            result = load(candidate).map(Lookup.found) ?? .broken
        } else if directory != "/" && !directory.isEmpty {
            result = configuration(inOrAbove: (directory as NSString).deletingLastPathComponent)
        }
        cache[directory] = result
        return result
    }

    /// Reads and validates a configuration, recording the error when it cannot be used.
    func load(_ path: String) -> Configuration? {
        guard let data = FileManager.default.contents(atPath: path) else {
            errors.append("\(path): cannot read configuration")
            return nil
        }
        do {
            return try Configuration(data: data, path: path)
        } catch {
            errors.append("\(error)")
            return nil
        }
    }
}

/// Whether `relativePath` matches a glob of `include`/`exclude` (fnmatch(3); `**` spans folders,
/// and a pattern naming a folder covers what is inside it).
func globMatches(_ pattern: String, _ relativePath: String) -> Bool {
    let simplified = pattern.replacingOccurrences(of: "**/", with: "*").replacingOccurrences(of: "/**", with: "/*")
    if fnmatch(simplified, relativePath, 0) == 0 { return true }
    let folder = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
    return relativePath.hasPrefix(folder + "/") || fnmatch(simplified + "/*", relativePath, 0) == 0
}
