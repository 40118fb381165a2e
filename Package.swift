// swift-tools-version:6.0
import PackageDescription

// The linter depends on nothing outside the Swift toolchain: a single self-contained binary.
let package = Package(
    name: "typelint",
    products: [
        .executable(name: "typelint", targets: ["typelint"]),
        .library(name: "TypeLintSyntax", targets: ["TypeLintSyntax"]),
    ],
    targets: [
        .target(name: "TypeLintSyntax"),
        .executableTarget(name: "typelint", dependencies: ["TypeLintSyntax"]),
        .testTarget(name: "TypeLintSyntaxTests", dependencies: ["TypeLintSyntax"]),
        .testTarget(name: "TypeLintCLITests", dependencies: ["typelint"]),
    ],
    swiftLanguageModes: [.v6]
)
