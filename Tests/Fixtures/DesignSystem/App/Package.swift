// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(path: "../DesignKit")],
    targets: [.target(name: "App", dependencies: ["DesignKit"])]
)
