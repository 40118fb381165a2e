import Foundation
import TypeLintRules

/// Finds the `.typelint.json` that governs a file: the nearest one in its folder or above.
final class ConfigurationFinder {
    static let fileName = ".typelint.json"
    private var cache: [String: Configuration?] = [:]
    private(set) var errors: [String] = []

    /// The configuration for the file at `path` (absolute), or nil if there is none.
    func configuration(forFileAt path: String) -> Configuration? {
        configuration(inOrAbove: (path as NSString).deletingLastPathComponent)
    }

    private func configuration(inOrAbove directory: String) -> Configuration? {
        if let cached = cache[directory] { return cached }
        let candidate = directory + "/" + Self.fileName
        var result: Configuration?
        if FileManager.default.fileExists(atPath: candidate) {
            result = load(candidate)
        } else if directory != "/" && !directory.isEmpty {
            result = configuration(inOrAbove: (directory as NSString).deletingLastPathComponent)
        }
        cache[directory] = result
        return result
    }

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
