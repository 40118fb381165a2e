import PackagePlugin

/// `swift package typelint [--target NAME…] [typelint options…]`: lints the package's Swift targets (or the named
/// ones) with the package's configuration. It only reads, so it asks for no permission; `typelint-fix` writes.
@main
struct TypeLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PackageLint.run(context: context, arguments: arguments, leading: [])
    }
}
