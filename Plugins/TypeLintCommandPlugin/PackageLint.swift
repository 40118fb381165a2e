import Foundation
import PackagePlugin

/// What the `typelint` and `typelint-fix` command plugins share: the package's Swift targets (or those named with
/// `--target`) are given to the typelint tool with the rest of the arguments, from the package's folder, so that the
/// package's configuration governs them; the tool's exit status becomes the command's.
enum PackageLint {
    static func run(context: PluginContext, arguments: [String], leading: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty
            ? context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            : try context.package.targets(named: targetNames).compactMap { $0 as? SwiftSourceModuleTarget }
        // SwiftPM refuses a target path outside the package, but not a folder link that leads out of it (a committed
        // `Sources/Shared -> ../../elsewhere`): typelint follows a folder named on its command line, so such a target is
        // left out rather than linted, or fixed, where it leads.
        let package = context.package.directoryURL.resolvingSymlinksInPath().path
        var folders: [String] = []
        for target in targets {
            let real = target.directoryURL.resolvingSymlinksInPath().path
            if real == package || real.hasPrefix(package.hasSuffix("/") ? package : package + "/") {
                folders.append(target.directoryURL.path)
            } else {
                Diagnostics.warning("typelint: target '\(target.name)' leads outside the package (\(real)); skipped")
            }
        }
        guard !folders.isEmpty else {
            Diagnostics.remark("typelint: no Swift targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "typelint").url
        // The folders come after `--`: a folder whose name starts with a dash is a path, not an option.
        process.arguments = leading + extractor.remainingArguments + ["--"] + folders
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
