import Foundation

/// Finds the Swift and Objective-C files under the given paths: directories are walked (never into `.build`, `.git`
/// or other hidden folders, never through symbolic links), files are taken as given.
struct FileWalker {
    /// Swift, and the Objective-C that libclang reads.
    static let extensions = [".swift", ".m", ".mm", ".h"]

    static func isSource(_ path: String) -> Bool { extensions.contains { path.hasSuffix($0) } }

    /// Walks with readdir(3): `d_type` tells files from folders without a stat per entry, and a
    /// symbolic link is never followed (so no loop). Folders are visited with an explicit stack.
    private static func walk(_ prefix: String, root: String, into found: inout [String], errors: inout [String]) {
        var pending = [prefix]
        while let folder = pending.popLast() {
            let path = folder.isEmpty ? root : String(folder.dropLast())
            guard let directory = opendir(path) else {
                errors.append("\(path): cannot read directory")
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {  // some file systems do not fill d_type
                    var info = stat()
                    guard lstat(folder + name, &info) == 0 else { continue }
                    type = (info.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? UInt8(DT_REG) : 0
                }
                if type == UInt8(DT_DIR) {
                    if !skippedDirectories.contains(name), !skippedDirectorySuffixes.contains(where: name.hasSuffix) {
                        pending.append(folder + name + "/")
                    }
                } else if type == UInt8(DT_REG), isSource(name) {
                    found.append(folder + name)
                }
            }
        }
    }

    /// Bundles that hold no code to lint: asset catalogs, localisations, Xcode projects and workspaces,
    /// Core Data models, prebuilt frameworks. (An iOS app's folders are mostly these.)
    static let skippedDirectorySuffixes = [".xcassets", ".lproj", ".xcodeproj", ".xcworkspace", ".xcdatamodeld",
                                           ".framework", ".xcframework", ".bundle"]

    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// Paths as the user would read them: `Fixtures/A.swift` for the argument `Fixtures`.
    static func sourceFiles(under paths: [String], errors: inout [String]) -> [String] {
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
            var found: [String] = []
            walk(path == "." ? "" : (path.hasSuffix("/") ? path : path + "/"), root: path, into: &found, errors: &errors)
            files += found.sorted()
        }
        return files
    }
}
