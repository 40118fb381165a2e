// swift-tools-version:6.0
import PackageDescription

// The linter depends on nothing outside the Swift toolchain: a single self-contained binary.

// Release builds let each stage's module hand its small functions (a chain's arguments, a token's spelling) to the
// stages after it to inline: asked millions of times a run across module boundaries, each was a call that retained
// and released what it returned (3 % of a run's instructions).
let crossModule: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "typelint",
    products: [
        .executable(name: "typelint", targets: ["typelint"]),
        .library(name: "TypeLint",
                 targets: ["TypeLintSyntax", "TypeLintFonts", "TypeLintRules", "TypeLintReporters", "TypeLintObjC"]),
        .plugin(name: "TypeLintBuildToolPlugin", targets: ["TypeLintBuildToolPlugin"]),
        .plugin(name: "TypeLintCommandPlugin", targets: ["TypeLintCommandPlugin"]),
    ],
    targets: [
        // The pipeline, one module a stage; each depends only on the ones before it.
        .target(name: "TypeLintSyntax", swiftSettings: crossModule),
        .target(name: "TypeLintFonts", dependencies: ["TypeLintSyntax"], swiftSettings: crossModule),
        .target(name: "TypeLintRules", dependencies: ["TypeLintSyntax", "TypeLintFonts"], swiftSettings: crossModule),
        .target(name: "TypeLintReporters", dependencies: ["TypeLintRules"], swiftSettings: crossModule),
        .target(name: "TypeLintObjC", dependencies: ["TypeLintSyntax", "TypeLintFonts"], swiftSettings: crossModule),
        // Linked at a fixed address in release builds on Linux: the loader then has no relocations to apply to
        // Swift's metadata, which is most of start-up (2.7 → 2.0 ms), and start-up is most of a pre-commit run.
        .executableTarget(name: "typelint",
                          dependencies: ["TypeLintSyntax", "TypeLintRules", "TypeLintReporters", "TypeLintObjC"],
                          linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]),
        // In a package that depends on this one: lint on every build, and `swift package typelint [--fix]`.
        .plugin(name: "TypeLintBuildToolPlugin", capability: .buildTool(), dependencies: ["typelint"]),
        .plugin(name: "TypeLintCommandPlugin",
                capability: .command(intent: .custom(verb: "typelint", description: "Lint (or --fix) the package's Swift typography"),
                                     permissions: [.writeToPackageDirectory(reason: "typelint --fix rewrites the fixable findings")]),
                dependencies: ["typelint"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The Objective-C lexer's oracle: clang's own lexer, libclang loaded with dlopen at run time (never linked).
        .target(name: "CLibClang", path: "Tests/CLibClang", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "LibClangOracle", dependencies: ["CLibClang", "TypeLintSyntax"], path: "Tests/LibClangOracle"),
        .testTarget(name: "TypeLintSyntaxTests", dependencies: ["TypeLintSyntax", "TestSupport", "LibClangOracle"]),
        .testTarget(name: "TypeLintFontsTests", dependencies: ["TypeLintFonts", "TypeLintSyntax"]),
        .testTarget(name: "TypeLintRulesTests", dependencies: ["TypeLintRules", "TypeLintObjC", "TestSupport"]),
        .testTarget(name: "TypeLintReportersTests", dependencies: ["TypeLintReporters"]),
        .testTarget(name: "TypeLintCLITests", dependencies: ["typelint"]),
    ],
    swiftLanguageModes: [.v6]
)
