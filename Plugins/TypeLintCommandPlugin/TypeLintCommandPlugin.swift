import Foundation
import PackagePlugin

/// `swift package typelint [--fix] [--target NAME…] [typelint options…]`: lints the package's Swift targets (or
/// the named ones) with the package's configuration; `--fix` applies the fixes, which is why the plugin asks
/// for permission to write to the package directory.
@main
struct TypeLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty
            ? context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            : try context.package.targets(named: targetNames).compactMap { $0 as? SwiftSourceModuleTarget }
        let folders = targets.map { $0.directoryURL.path }
        guard !folders.isEmpty else {
            Diagnostics.remark("typelint: no Swift targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "typelint").url
        process.arguments = extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("typelint: findings at error severity")
        default: Diagnostics.error("typelint: exit status \(process.terminationStatus) (see its message above)")
        }
    }
}
