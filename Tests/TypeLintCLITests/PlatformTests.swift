import Foundation
import XCTest

/// The platform a file is linted for comes from the target that builds it, as the project's generator says, and
/// `typelint explain-platform` says why.
final class PlatformTests: ScratchDirectoryTestCase {
    /// A name that is no file (missing, a folder) has no platforms: one line says so, the other files are explained, exit 2.
    func testExplainPlatformOfWhatIsNoFileIsAnError() throws {
        _ = try write("import SwiftUI\n", to: "App/A.swift")
        let explained = try BinaryRunner.run(["explain-platform", "Missing.swift", "App", "App/A.swift"], in: directory)
        XCTAssertEqual(explained.status, 2)
        XCTAssertEqual(explained.stderr, "typelint: Missing.swift: not a file\ntypelint: App: not a file\n")
        XCTAssertTrue(explained.stdout.hasPrefix("App/A.swift: iOS\n"), explained.stdout)
        // A name that starts a line as a CI command would (`::stop-commands::…`) is written from `./`.
        _ = try write("import SwiftUI\n", to: "::stop-commands::t/A.swift")
        let guarded = try BinaryRunner.run(["explain-platform", "::stop-commands::t/A.swift"], in: directory)
        XCTAssertTrue(guarded.stdout.hasPrefix("./::stop-commands::t/A.swift: iOS\n"), guarded.stdout)
    }

    func testAWatchTargetsFilesAreWatchCodeAndExplainPlatformSaysWhy() throws {
        _ = try write("targets:\n  Demo:\n    platform: iOS\n    sources: [App]\n  DemoWatch:\n    platform: watchOS\n    sources:\n      - path: Watch\n",
                      to: "project.yml")
        let text = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 11.5))\n"
        _ = try write(text, to: "App/Phone.swift")
        _ = try write(text, to: "Watch/Face.swift")
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", "--only-rule", "min-font-size", "."], in: directory)
        XCTAssertEqual(lint.stdout, "Watch/Face.swift:2:38: error: 11.5pt, below the 12pt minimum on watchOS; use `.footnote` (13pt) [min-font-size]\n",
                       "11.5pt is above the phone's minimum and below the watch's")
        let explained = try BinaryRunner.run(["explain-platform", "Watch/Face.swift", "App/Phone.swift"], in: directory)
        XCTAssertEqual(explained.status, 0, explained.stderr)
        XCTAssertTrue(explained.stdout.hasPrefix("Watch/Face.swift: watchOS\n  project.yml builds it in the target \"DemoWatch\" (platform: watchOS)"),
                      explained.stdout)
        XCTAssertTrue(explained.stdout.contains("App/Phone.swift: iOS\n"), explained.stdout)
        // The configuration's platforms come first, and say so.
        _ = try write("{\"platforms\": [\"iOS\"]}\n", to: ".typelint.json")
        let configured = try BinaryRunner.run(["explain-platform", "Watch/Face.swift"], in: directory)
        XCTAssertTrue(configured.stdout.contains("Watch/Face.swift: iOS\n") && configured.stdout.contains(".typelint.json names iOS"), configured.stdout)
    }

    /// A package built for iOS and macOS is linted for the configured platforms (iOS), and a fix that would mean another
    /// size on macOS (`.body` is 13pt there) is not made, unless the configuration names iOS alone.
    func testAFixHoldsOnEveryPlatformTheProjectBuildsFor() throws {
        _ = try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"S\", platforms: [.iOS(.v16), .macOS(.v13)], targets: [.target(name: \"App\")])\n",
                      to: "Package.swift")
        let text = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n"
        let file = try write(text, to: "Sources/App/Title.swift")
        let fixed = try BinaryRunner.run(["--fix", "--quiet", "Sources"], in: directory)
        XCTAssertEqual(fixed.status, 1, fixed.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
        _ = try write("{\"platforms\": [\"iOS\"]}\n", to: ".typelint.json")
        XCTAssertEqual(try BinaryRunner.run(["--fix", "--quiet", "Sources"], in: directory).status, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "import SwiftUI\nlet t = Text(\"x\").font(.body)\n")
    }

    /// XcodeGen's `platform: auto` takes the target's `supportedDestinations`: a target for iOS and macOS gets no fix
    /// that differs on macOS.
    func testAnXcodeGenTargetOfSeveralDestinationsGetsNoFixThatDiffersOnOne() throws {
        _ = try write("targets:\n  App:\n    type: application\n    platform: auto\n    supportedDestinations: [iOS, macOS]\n    sources: [App]\n",
                      to: "project.yml")
        let text = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n"
        let file = try write(text, to: "App/Title.swift")
        let explained = try BinaryRunner.run(["explain-platform", "App/Title.swift"], in: directory)
        XCTAssertTrue(explained.stdout.contains("iOS, macOS"), explained.stdout)
        _ = try BinaryRunner.run(["--fix", "--quiet", "App"], in: directory)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
    }

    /// A platform commented out of a package's list is not one it builds for.
    func testAPackagesCommentedPlatformIsNotBuiltFor() throws {
        _ = try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"S\", platforms: [\n    .iOS(.v16),\n    // .tvOS(.v16),\n], targets: [.target(name: \"App\")])\n",
                      to: "Package.swift")
        _ = try write("import SwiftUI\n", to: "Sources/App/A.swift")
        let explained = try BinaryRunner.run(["explain-platform", "Sources/App/A.swift"], in: directory)
        XCTAssertTrue(explained.stdout.contains("Package.swift in") && explained.stdout.contains("builds for iOS only"), explained.stdout)
    }

    /// `@_exported import AppKit` in one file of a module imports AppKit in each: a file that uses `NSFont` without
    /// importing it is macOS code, whose 13pt is body text, not iOS's footnote.
    func testAModuleThatReExportsAppKitIsMacCode() throws {
        _ = try write("@_exported import AppKit\n", to: "App/Exports.swift")
        let text = "import SwiftUI\nlet menu = NSFont.menuFont(ofSize: 0)\nlet t = Text(\"x\").font(.system(size: 13))\n"
        let file = try write(text, to: "App/Menu.swift")
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", "--only-rule", "raw-font-size", "App"], in: directory)
        XCTAssertTrue(lint.stdout.contains("`.body`") && !lint.stdout.contains("footnote"), lint.stdout)
        _ = try BinaryRunner.run(["--fix", "--quiet", "App"], in: directory)
        XCTAssertFalse(try String(contentsOf: file, encoding: .utf8).contains(".footnote"))
        // Re-exported only inside `#if`, it says nothing of the other files.
        _ = try write("#if os(macOS)\n@_exported import AppKit\n#endif\n", to: "App/Exports.swift")
        _ = try write(text, to: "App/Menu.swift")
        let conditional = try BinaryRunner.run(["--quiet", "--relative-paths", "--only-rule", "raw-font-size", "App"], in: directory)
        XCTAssertTrue(conditional.stdout.contains("footnote"), conditional.stdout)
    }

    /// A project that deploys to iOS 13 gets no SwiftUI style of iOS 14 (`.title2`, `.title3`, `.caption2`) from `--fix`,
    /// whether its package or its Xcode project says so; a style iOS 13 has is still written.
    func testAFixWritesNoStyleNewerThanTheProjectDeploysTo() throws {
        _ = try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"S\", platforms: [.iOS(.v13)], targets: [.target(name: \"App\")])\n",
                      to: "Package/Package.swift")
        _ = try write("{ SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; IPHONEOS_DEPLOYMENT_TARGET = 13.0; }",
                      to: "Project/Project.xcodeproj/project.pbxproj")
        let text = "import SwiftUI\nlet title = Text(\"x\").font(.system(size: 22))\nlet body = Text(\"y\").font(.system(size: 17))\n"
        let files = [try write(text, to: "Package/Sources/App/Title.swift"), try write(text, to: "Project/App/Title.swift")]
        let fixed = try BinaryRunner.run(["--fix", "--quiet", "Package", "Project"], in: directory)
        XCTAssertEqual(fixed.status, 1, fixed.stderr)
        for file in files {
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8),
                           "import SwiftUI\nlet title = Text(\"x\").font(.system(size: 22))\nlet body = Text(\"y\").font(.body)\n")
        }
        // Deployed to iOS 14, the style is written.
        _ = try write("{ SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 14.0; }", to: "Project/Project.xcodeproj/project.pbxproj")
        _ = try BinaryRunner.run(["--fix", "--quiet", "Project"], in: directory)
        XCTAssertTrue(try String(contentsOf: files[1], encoding: .utf8).contains(".font(.title2)"))
    }

    /// The same holds where most projects set the target: in an `.xcconfig` the Xcode project is based on (or one that
    /// includes another, above the project), in XcodeGen's spec (its options, a target, or its settings) and in Tuist's.
    func testAFixReadsTheDeploymentTargetWhereverTheProjectSetsIt() throws {
        let text = "import SwiftUI\nlet title = Text(\"x\").font(.system(size: 22))\n"
        _ = try write("IPHONEOS_DEPLOYMENT_TARGET = 13.0\n", to: "Shared/Deploy.xcconfig")
        _ = try write("#include \"../../Shared/Deploy.xcconfig\"\nSWIFT_VERSION = 5.0\n", to: "Configured/Config/Base.xcconfig")
        _ = try write("{ F2 = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = \"<group>\"; }; SDKROOT = iphoneos; }",
                      to: "Configured/A.xcodeproj/project.pbxproj")
        let specs = [
            "options": "name: A\noptions:\n  deploymentTarget:\n    iOS: \"13.0\"\ntargets:\n  A:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "target": "name: A\ntargets:\n  A:\n    type: application\n    platform: iOS\n    deploymentTarget: \"13.0\"\n    sources: [App]\n",
            "settings": "name: A\nsettings:\n  base:\n    IPHONEOS_DEPLOYMENT_TARGET: 13.0\ntargets:\n  A:\n    type: application\n    platform: iOS\n    sources: [App]\n",
        ]
        for (name, spec) in specs { _ = try write(spec, to: "\(name)/project.yml") }
        _ = try write("import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, "
                      + "product: .app, bundleId: \"a\", deploymentTargets: .iOS(\"13.0\"), sources: [\"App/**\"])])\n", to: "tuist/Project.swift")
        let folders = ["Configured"] + specs.keys.sorted() + ["tuist"]
        let files = try folders.map { try write(text, to: "\($0)/App/Title.swift") }
        let fixed = try BinaryRunner.run(["--fix", "--quiet"] + folders, in: directory)
        XCTAssertEqual(fixed.status, 1, fixed.stderr)
        for file in files { XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text, file.path) }
        // A spec that deploys to iOS 14 gets the style.
        _ = try write(specs["target"]!.replacingOccurrences(of: "13.0", with: "14.0"), to: "target/project.yml")
        _ = try BinaryRunner.run(["--fix", "--quiet", "target"], in: directory)
        XCTAssertTrue(try String(contentsOf: files[folders.firstIndex(of: "target")!], encoding: .utf8).contains(".font(.title2)"))
        // A setting under a condition, or through a variable the file does not set, may be older than iOS 14; one through a
        // variable the file sets is that variable's.
        let settings = [
            "conditioned": "{ SDKROOT = iphoneos; \"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 13.0; }",
            "recommended": "{ SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\"; }",
            "variable": "{ SDKROOT = iphoneos; APP_TARGET = 15.0; IPHONEOS_DEPLOYMENT_TARGET = \"$(APP_TARGET)\"; }",
        ]
        for (name, pbxproj) in settings {
            _ = try write(pbxproj, to: "\(name)/A.xcodeproj/project.pbxproj")
            let file = try write(text, to: "\(name)/App/Title.swift")
            _ = try BinaryRunner.run(["--fix", "--quiet", name], in: directory)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8).contains(".font(.title2)"), name == "variable", name)
        }
    }

    /// An Xcode project whose settings come from an `.xcconfig` builds for the platform that file's `SDKROOT` names.
    func testAnXcconfigsSDKRootNamesThePlatform() throws {
        _ = try write("{ X1 = {isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = \"<group>\"; }; }", to: "Mac/A.xcodeproj/project.pbxproj")
        _ = try write("SDKROOT = macosx\nMACOSX_DEPLOYMENT_TARGET = 13.0\n", to: "Mac/Config/Base.xcconfig")
        let file = try write("import SwiftUI\nlet body = Text(\"b\").font(.system(size: 13))\n", to: "Mac/App/V.swift")
        let platform = try BinaryRunner.run(["explain-platform", "Mac/App/V.swift"], in: directory)
        XCTAssertTrue(platform.stdout.hasPrefix("Mac/App/V.swift: macOS\n"), platform.stdout)
        _ = try BinaryRunner.run(["--fix", "--quiet", "Mac"], in: directory)
        XCTAssertFalse(try String(contentsOf: file, encoding: .utf8).contains(".footnote"), "13pt is macOS's body")
    }

    /// Two Xcode projects in one folder build its files for both's platforms: no fix that differs on either.
    func testTwoProjectsInOneFolderBuildForBoth() throws {
        _ = try write("{ SDKROOT = iphoneos; }", to: "Both/Phone.xcodeproj/project.pbxproj")
        _ = try write("{ SDKROOT = macosx; }", to: "Both/Mac.xcodeproj/project.pbxproj")
        let file = try write("import SwiftUI\nlet body = Text(\"b\").font(.system(size: 13))\n", to: "Both/App/V.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "Both"], in: directory)
        XCTAssertFalse(try String(contentsOf: file, encoding: .utf8).contains(".footnote"), "13pt is macOS's body")
    }

    /// A package's manifest for a Swift version (`Package@swift-5.9.swift`) is what a current toolchain builds from: its
    /// platforms decide, and the oldest deployment target of any manifest keeps newer styles out.
    func testAPackagesVersionedManifestCounts() throws {
        let manifest = "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [PLATFORM], targets: [.target(name: \"App\")])\n"
        _ = try write(manifest.replacingOccurrences(of: "PLATFORM", with: ".iOS(.v15)"), to: "Old/Package.swift")
        _ = try write(manifest.replacingOccurrences(of: "PLATFORM", with: ".iOS(.v13)"), to: "Old/Package@swift-5.9.swift")
        _ = try write(manifest.replacingOccurrences(of: "PLATFORM", with: ".iOS(.v15)"), to: "Mac/Package.swift")
        _ = try write(manifest.replacingOccurrences(of: "PLATFORM", with: ".macOS(.v13)"), to: "Mac/Package@swift-5.10.swift")
        _ = try write(manifest.replacingOccurrences(of: "PLATFORM", with: ".iOS(.v15)"), to: "Mac/Package@swift-5.9.swift")
        let old = try write("import SwiftUI\nlet title = Text(\"t\").font(.system(size: 22))\n", to: "Old/Sources/App/V.swift")
        let mac = try write("import SwiftUI\nlet body = Text(\"b\").font(.system(size: 13))\n", to: "Mac/Sources/App/V.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "Old", "Mac"], in: directory)
        XCTAssertFalse(try String(contentsOf: old, encoding: .utf8).contains(".title2"), "iOS 13 has no title2")
        XCTAssertFalse(try String(contentsOf: mac, encoding: .utf8).contains(".footnote"), "13pt is macOS's body")
    }

    /// A package that names no platform is built for SwiftPM's oldest supported systems (iOS 12): no `.title2` there.
    /// One that names iOS 15 gets it.
    func testAPackageThatNamesNoPlatformIsBuiltForTheOldestSystems() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\"PLATFORMS, targets: [.target(name: \"App\")])\n"
        _ = try write(manifest.replacingOccurrences(of: "PLATFORMS", with: ""), to: "Any/Package.swift")
        _ = try write(manifest.replacingOccurrences(of: "PLATFORMS", with: ", platforms: [.iOS(.v15)]"), to: "New/Package.swift")
        let unnamed = try write("import SwiftUI\nlet title = Text(\"t\").font(.system(size: 22))\n", to: "Any/Sources/App/V.swift")
        let named = try write("import SwiftUI\nlet title = Text(\"t\").font(.system(size: 22))\n", to: "New/Sources/App/V.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "Any", "New"], in: directory)
        XCTAssertFalse(try String(contentsOf: unnamed, encoding: .utf8).contains(".title2"), "iOS 12 has no title2")
        XCTAssertTrue(try String(contentsOf: named, encoding: .utf8).contains(".title2"))
    }

    /// XcodeGen's spec is read as XcodeGen reads it: a target's platform from the `targetTemplates` it names, and a
    /// deployment target from a spec it `include`s.
    func testAnXcodeGenSpecsTemplatesAndIncludesCount() throws {
        _ = try write("name: Mac\ntargets:\n  App:\n    templates: [MacApp]\n    sources: [App]\ntargetTemplates:\n  MacApp:\n"
                      + "    templates: [Desktop]\n    type: application\n  Desktop:\n    platform: macOS\n", to: "Mac/project.yml")
        _ = try write("name: Old\ninclude: [Shared/base.yml]\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
                      to: "Old/project.yml")
        _ = try write("options:\n  deploymentTarget:\n    iOS: \"13.0\"\n", to: "Old/Shared/base.yml")
        let mac = try write("import SwiftUI\nlet body = Text(\"b\").font(.system(size: 13))\n", to: "Mac/App/V.swift")
        let old = try write("import SwiftUI\nlet title = Text(\"t\").font(.system(size: 22))\n", to: "Old/App/V.swift")
        let platform = try BinaryRunner.run(["explain-platform", "Mac/App/V.swift"], in: directory)
        XCTAssertTrue(platform.stdout.hasPrefix("Mac/App/V.swift: macOS\n"), platform.stdout)
        _ = try BinaryRunner.run(["--fix", "--quiet", "Mac", "Old"], in: directory)
        XCTAssertFalse(try String(contentsOf: mac, encoding: .utf8).contains(".footnote"), "13pt is macOS's body")
        XCTAssertFalse(try String(contentsOf: old, encoding: .utf8).contains(".title2"), "iOS 13 has no title2")
    }

    /// Templates that each name all the others and specs that include one another (themselves too) are each expanded
    /// once: twelve of each would be 12^8 expansions, read anew at every mention, where a cycle is left out where it
    /// closes. What they set still counts.
    func testXcodeGenTemplatesAndIncludesThatNameEachOtherAreExpandedOnce() throws {
        let names = (0..<12).map { "T\($0)" }
        let templates = names.map { "  \($0):\n    templates: [\(names.joined(separator: ", "))]\n" }.joined()
        _ = try write("name: Mac\ntargets:\n  App:\n    templates: [\(names.joined(separator: ", "))]\n    sources: [App]\n"
                      + "targetTemplates:\n" + templates + "  T11x:\n    platform: iOS\n", to: "Mac/project.yml")
        _ = try write("name: Mac\ntargetTemplates:\n  T5:\n    platform: macOS\n", to: "Mac/platform.yml")
        let specs = (0..<12).map { "s\($0).yml" }
        let including = "include: [project.yml, \(specs.joined(separator: ", "))]\n"
        _ = try write(including + "name: Old\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n",
                      to: "Old/project.yml")
        for spec in specs { _ = try write(including + "options:\n  deploymentTarget:\n    iOS: \"13.0\"\n", to: "Old/" + spec) }
        let mac = try write("import SwiftUI\nlet body = Text(\"b\").font(.system(size: 13))\n", to: "Mac/App/V.swift")
        let old = try write("import SwiftUI\nlet title = Text(\"t\").font(.system(size: 22))\n", to: "Old/App/V.swift")
        _ = try write("include: [platform.yml]\n" + (try String(contentsOf: directory.appendingPathComponent("Mac/project.yml"),
                                                                    encoding: .utf8)), to: "Mac/project.yml")
        let platform = try BinaryRunner.run(["explain-platform", "Mac/App/V.swift", "Old/App/V.swift"], in: directory)
        XCTAssertTrue(platform.stdout.hasPrefix("Mac/App/V.swift: macOS\n"), platform.stdout)
        _ = try BinaryRunner.run(["--fix", "--quiet", "Mac", "Old"], in: directory)
        XCTAssertFalse(try String(contentsOf: mac, encoding: .utf8).contains(".footnote"), "13pt is macOS's body")
        XCTAssertFalse(try String(contentsOf: old, encoding: .utf8).contains(".title2"), "iOS 13 has no title2")
    }

    /// A file that imports AppKit inside `#if` is built for macOS too, outside that `#if`: no fix that means another size
    /// there (13pt is macOS's body, `.footnote` its 10pt). The same file without that import is fixed.
    func testAFileThatImportsAppKitConditionallyGetsNoFixThatDiffersOnMacOS() throws {
        let view = "let t = Text(\"x\").font(.system(size: 13))\n"
        let shared = try write("import SwiftUI\n#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif\n" + view, to: "App/Shared.swift")
        let phone = try write("import SwiftUI\n" + view, to: "App/Phone.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "App"], in: directory)
        XCTAssertTrue(try String(contentsOf: shared, encoding: .utf8).hasSuffix(view))
        XCTAssertTrue(try String(contentsOf: phone, encoding: .utf8).hasSuffix("let t = Text(\"x\").font(.footnote)\n"))
    }
}
