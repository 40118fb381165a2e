import Foundation

/// Finds the Swift and Objective-C files under the given paths: directories are walked (never into `.build`, `.git`
/// or other hidden folders, never through symbolic links), files are taken as given.
struct FileWalker {
    /// The enumerator reports errors through an escaping closure, which cannot append to an inout.
    private final class UnreadableDirectories {
        var paths: [String] = []
    }

    /// Swift, and the Objective-C that libclang reads.
    static let extensions = [".swift", ".m", ".mm", ".h"]

    static func isSource(_ path: String) -> Bool { extensions.contains { path.hasSuffix($0) } }

    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// Paths as the user would read them: `Fixtures/A.swift` for the argument `Fixtures`.
    static func swiftFiles(under paths: [String], errors: inout [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append("\(path): no such file or directory")
                continue
            }
            if !isDirectory.boolValue {
                if isSource(path) { files.append(path) }
                continue
            }
            let base = URL(fileURLWithPath: path)
            let unreadable = UnreadableDirectories()
            guard let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [],
                errorHandler: { url, _ in
                    unreadable.paths.append(url.path)
                    return true
                }) else { continue }
            defer { errors += unreadable.paths.map { "\($0): cannot read directory" } }
            var found: [String] = []
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                if values?.isDirectory == true {
                    if skippedDirectories.contains(name) || name.hasPrefix(".") { enumerator.skipDescendants() }
                    continue
                }
                if isSource(name), values?.isSymbolicLink != true {
                    let relative = String(url.path.dropFirst(base.path.count)).drop { $0 == "/" }
                    found.append(path == "." ? String(relative) : (path.hasSuffix("/") ? path : path + "/") + relative)
                }
            }
            files += found.sorted()
        }
        return files
    }
}
