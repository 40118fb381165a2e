// swift-tools-version:6.0
import PackageDescription

// The linter depends on nothing outside the Swift toolchain: a single self-contained binary.
// Nothing here carries unsafe flags: SwiftPM refuses a package that does when another depends on it by version. The
// release binary's tuning (cross-module optimization, a fixed load address on Linux) is in Tools/release.sh.

let package = Package(
    name: "typelint",
    products: [
        .executable(name: "typelint", targets: ["typelint"]),
        .library(name: "TypeLint",
                 targets: ["TypeLintSyntax", "TypeLintFonts", "TypeLintRules", "TypeLintReporters", "TypeLintObjC", "TypeLintDriver"]),
        .plugin(name: "TypeLintBuildToolPlugin", targets: ["TypeLintBuildToolPlugin"]),
        .plugin(name: "TypeLintCommandPlugin", targets: ["TypeLintCommandPlugin"]),
        .plugin(name: "TypeLintFixPlugin", targets: ["TypeLintFixPlugin"]),
    ],
    targets: [
        // The pipeline, one module a stage; each depends only on the ones before it.
        .target(name: "TypeLintSyntax"),
        .target(name: "TypeLintFonts", dependencies: ["TypeLintSyntax"]),
        .target(name: "TypeLintRules", dependencies: ["TypeLintSyntax", "TypeLintFonts"]),
        .target(name: "TypeLintReporters", dependencies: ["TypeLintRules"]),
        // libclang, loaded with dlopen at run time (never linked): a C shim, since libclang passes structs by value.
        .target(name: "CLibClang", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "TypeLintObjC", dependencies: ["TypeLintSyntax", "TypeLintFonts", "CLibClang"]),
        // The run as a library: a typed request in, findings out (walking, projects, configurations, the module pass, fixes).
        .target(name: "TypeLintDriver", dependencies: ["TypeLintSyntax", "TypeLintFonts", "TypeLintRules", "TypeLintObjC"]),
        .executableTarget(name: "typelint",
                          dependencies: ["TypeLintSyntax", "TypeLintRules", "TypeLintReporters", "TypeLintObjC", "TypeLintDriver"]),
        // In a package that depends on this one: lint on every build, `swift package typelint` to lint (it only reads)
        // and `swift package typelint-fix` to apply fixes (the one verb that asks to write).
        .plugin(name: "TypeLintBuildToolPlugin", capability: .buildTool(), dependencies: ["typelint"]),
        .plugin(name: "TypeLintCommandPlugin",
                capability: .command(intent: .custom(verb: "typelint", description: "Lint the package's Swift typography")),
                dependencies: ["typelint"]),
        .plugin(name: "TypeLintFixPlugin",
                capability: .command(intent: .custom(verb: "typelint-fix", description: "Apply typelint's fixes to the package"),
                                     permissions: [.writeToPackageDirectory(reason: "typelint-fix rewrites the fixable findings")]),
                dependencies: ["typelint"]),
        // Development only, in no product (a package that depends on typelint never builds it): typelint-dev writes what
        // the rules and profiles make, the registry, the prefilter's words, the rule tests and pages (Tools/generate.sh).
        .target(name: "TypeLintGenerator", dependencies: ["TypeLintRules"], path: "Tools/Dev/TypeLintGenerator"),
        .executableTarget(name: "typelint-dev", dependencies: ["TypeLintGenerator"], path: "Tools/Dev/typelint-dev"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The Objective-C lexer's oracle: clang's own lexer, through the libclang the product loads.
        .target(name: "LibClangOracle", dependencies: ["TypeLintObjC", "TypeLintSyntax"], path: "Tests/LibClangOracle"),
        .testTarget(name: "TypeLintSyntaxTests", dependencies: ["TypeLintSyntax", "TypeLintObjC", "TestSupport", "LibClangOracle"]),
        .testTarget(name: "TypeLintFontsTests", dependencies: ["TypeLintFonts", "TypeLintSyntax"]),
        .testTarget(name: "TypeLintRulesTests", dependencies: ["TypeLintRules", "TypeLintObjC", "TestSupport"]),
        .testTarget(name: "TypeLintReportersTests", dependencies: ["TypeLintReporters"]),
        .testTarget(name: "TypeLintGeneratorTests", dependencies: ["TypeLintGenerator"]),
        .testTarget(name: "TypeLintDriverTests", dependencies: ["TypeLintDriver", "TypeLintSyntax", "TypeLintRules", "TypeLintObjC"]),
        .testTarget(name: "TypeLintCLITests", dependencies: ["typelint"]),
    ],
    swiftLanguageModes: [.v6]
)
