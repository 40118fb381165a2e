import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build that changes one of them: findings are printed as compiler
/// diagnostics (`path:line:column: warning: …`), which Xcode and `swift build` show; a finding at error
/// severity fails the build. The command's inputs are the target's Swift files and its output a stamp written
/// only by a passing run, so an unchanged target is not linted again. The stamp is an empty Swift file: a build
/// tool's other outputs become resources of the target, and an empty source compiles to nothing.
@main
struct TypeLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        return [command(typelint: try context.tool(named: "typelint").url, sources: sources,
                        configurations: configurations(above: target.directoryURL, upTo: context.package.directoryURL),
                        stamp: context.pluginWorkDirectoryURL.appending(path: "\(target.name)+typelint.swift"), name: target.name)]
    }
}

/// The command for one target's (or Xcode target's) Swift files.
func command(typelint: URL, sources: [URL], configurations: [URL], stamp: URL, name: String) -> Command {
    .buildCommand(
        displayName: "typelint \(name)",
        executable: typelint,
        arguments: ["--quiet", "--touch", stamp.path] + sources.map(\.path),
        // A configuration that changes what is reported changes the result too.
        inputFiles: sources + configurations,
        outputFiles: [stamp])
}

/// The `.typelint.json` files typelint reads for a target: in its folder and every folder up to the package's.
func configurations(above folder: URL, upTo root: URL) -> [URL] {
    var found: [URL] = []
    var current = folder.standardizedFileURL
    let top = root.standardizedFileURL.path
    while true {
        let candidate = current.appending(path: ".typelint.json")
        if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
        guard current.path.hasPrefix(top), current.path != top else { break }
        current = current.deletingLastPathComponent()
    }
    return found
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TypeLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard !sources.isEmpty else { return [] }
        return [command(typelint: try context.tool(named: "typelint").url, sources: sources,
                        configurations: configurations(above: context.xcodeProject.directoryURL, upTo: context.xcodeProject.directoryURL),
                        stamp: context.pluginWorkDirectoryURL.appending(path: "\(target.displayName)+typelint.swift"),
                        name: target.displayName)]
    }
}
#endif
