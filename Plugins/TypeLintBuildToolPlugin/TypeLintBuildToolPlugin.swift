import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build that changes what its findings depend on: findings are printed as
/// compiler diagnostics (`path:line:column: warning: …`), which Xcode and `swift build` show; a finding at error
/// severity fails the build. The command's output is a stamp written only by a passing run, so a build that changes
/// none of its inputs does not lint again. The stamp is an empty Swift file: a build tool's other outputs become
/// resources of the target, and an empty source compiles to nothing.
@main
struct TypeLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        return [command(typelint: try context.tool(named: "typelint").url, sources: sources,
                        dependencies: dependencies(of: context.package.directoryURL),
                        stamp: context.pluginWorkDirectoryURL.appending(path: "\(target.name)+typelint.swift"), name: target.name)]
    }
}

/// The command for one target's (or Xcode target's) Swift files.
func command(typelint: URL, sources: [URL], dependencies: [URL], stamp: URL, name: String) -> Command {
    .buildCommand(
        displayName: "typelint \(name)",
        executable: typelint,
        // The sources after `--`: a file whose name starts with a dash is a path, not an option.
        arguments: ["--quiet", "--touch", stamp.path, "--"] + sources.map(\.path),
        inputFiles: sources + dependencies,
        outputFiles: [stamp])
}

/// Every file a target's findings can depend on besides its own sources, found under the project's folder `root`:
/// typelint indexes the whole module root (the package or project folder) for the constants, font tokens, modifiers
/// and views a file uses, so every source file there; the configurations (`.typelint.json`) there and above it, and the
/// profiles and baselines they name (any `.json` there, and one a configuration names by path, wherever it is); the manifest and
/// project files that say the platforms; and the font files and property lists that say whether the app can draw a
/// typeface it names. A change to any of them runs the command again.
func dependencies(of root: URL) -> [URL] {
    var found: [URL] = []
    var configurations: [URL] = []
    let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]
    let extensions: Set<String> = ["swift", "m", "mm", "h", "json", "plist", "pbxproj", "ttf", "otf", "ttc", "dfont", "woff", "woff2"]
    if let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) {
        for case let url as URL in walk {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if skipped.contains(name) || name.hasPrefix(".") { walk.skipDescendants() }
            } else if name == ".typelint.json" {
                configurations.append(url)
            } else if extensions.contains(url.pathExtension) || name == "Package.swift" {
                found.append(url)
            }
        }
    }
    var folder = root.standardizedFileURL.deletingLastPathComponent()
    while folder.path != "/" {
        let candidate = folder.appending(path: ".typelint.json")
        if FileManager.default.fileExists(atPath: candidate.path) { configurations.append(candidate) }
        folder = folder.deletingLastPathComponent()
    }
    let named = configurations.flatMap(namedFiles)
    let listed = Set((found + configurations).map(\.standardizedFileURL.path))
    return found + configurations + named.filter { !listed.contains($0.path) }
}

/// The files a configuration names by path: a profile that is not a built-in name such as `root`, a baseline by any
/// name. The configuration is read as typelint reads it: a regular file of at most 4 MB (a larger one fails the run, and
/// is an input by its own name), not another user's left in a folder anyone may write to (`/tmp` above the package, which
/// typelint does not read either), and only its top-level keys, its comments left out.
func namedFiles(in configuration: URL) -> [URL] {
    let path = configuration.path
    var info = stat(), folder = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 4 << 20 else { return [] }
    if info.st_uid != geteuid(), info.st_uid != 0, stat(configuration.deletingLastPathComponent().path, &folder) == 0,
       folder.st_mode & 0o002 != 0 { return [] }
    guard let data = FileManager.default.contents(atPath: path),
          let keys = try? JSONSerialization.jsonObject(with: Data(withoutComments(data))) as? [String: Any] else { return [] }
    return ["profile", "baseline"].compactMap { key -> URL? in
        guard let named = keys[key] as? String, !named.isEmpty, key == "baseline" || named.hasSuffix(".json") else { return nil }
        return named.hasPrefix("/") ? URL(fileURLWithPath: named)
            : configuration.deletingLastPathComponent().appending(path: named).standardizedFileURL
    }
}

/// JSON text with its `//` and `/* … */` comments blanked (typelint's configurations are JSONC), strings kept as they are.
func withoutComments(_ data: Data) -> [UInt8] {
    var bytes = [UInt8](data)
    var index = 0
    var inString = false
    func blank(while condition: () -> Bool) {
        while index < bytes.count, condition() {
            bytes[index] = UInt8(ascii: " ")
            index += 1
        }
    }
    while index < bytes.count {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if inString {
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "\"") { inString = false }
            index += 1
        } else if byte == UInt8(ascii: "\"") {
            inString = true
            index += 1
        } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            blank { bytes[index] != UInt8(ascii: "\n") }
        } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            var ended = false
            var previous: UInt8 = 0
            index += 2
            bytes[index - 2] = UInt8(ascii: " ")
            bytes[index - 1] = UInt8(ascii: " ")
            blank {
                if ended { return false }
                ended = previous == UInt8(ascii: "*") && bytes[index] == UInt8(ascii: "/")
                previous = bytes[index]
                return true
            }
        } else {
            index += 1
        }
    }
    return bytes
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard !sources.isEmpty else { return [] }
        return [command(typelint: try context.tool(named: "typelint").url, sources: sources,
                        dependencies: dependencies(of: context.xcodeProject.directoryURL),
                        stamp: context.pluginWorkDirectoryURL.appending(path: "\(target.displayName)+typelint.swift"),
                        name: target.displayName)]
    }
}
#endif
