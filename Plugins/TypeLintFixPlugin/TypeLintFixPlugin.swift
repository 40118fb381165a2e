import PackagePlugin

/// `swift package --allow-writing-to-package-directory typelint-fix [--target NAME…] [--unsafe-fixes] [options…]`:
/// applies typelint's fixes to the package's Swift targets (or the named ones), then reports what is left. A verb of
/// its own, as swift-format's `format-source-code` is beside `lint-source-code`: only this one asks to write.
@main
struct TypeLintFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PackageLint.run(context: context, arguments: arguments, leading: ["--fix"])
    }
}
