import Foundation
@testable import TypeLintDriver
import TypeLintRules
import TypeLintSyntax
import XCTest

/// What an Xcode project says about its files' platforms: targets with their SDKs, files listed in a build phase through
/// the groups, folders Xcode keeps in sync and the exception sets that move files between targets.
final class ProjectTargetsTests: XCTestCase {
    /// A phone app and a watch app in one project: the phone's folder is synchronized, with one file the watch app builds
    /// too; the watch app's folder is synchronized; an older folder's file is listed in the phone app's build phase.
    static let project = #"""
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {

/* Begin PBXBuildFile section */
		BF0000000000000000000001 /* Legacy.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000001 /* Legacy.swift */; };
/* End PBXBuildFile section */

/* Begin PBXFileReference section */
		FR0000000000000000000001 /* Legacy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Legacy.swift; sourceTree = "<group>"; };
/* End PBXFileReference section */

/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
		EX0000000000000000000001 /* Exceptions for "App" folder in "Watch App" target */ = {
			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
			membershipExceptions = (
				Shared.swift,
			);
			target = TG0000000000000000000002 /* Watch App */;
		};
/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

/* Begin PBXFileSystemSynchronizedRootGroup section */
		SG0000000000000000000001 /* App */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			exceptions = (
				EX0000000000000000000001 /* Exceptions for "App" folder in "Watch App" target */,
			);
			path = App;
			sourceTree = "<group>";
		};
		SG0000000000000000000002 /* Watch App */ = {
			isa = PBXFileSystemSynchronizedRootGroup;
			path = "Watch App";
			sourceTree = "<group>";
		};
/* End PBXFileSystemSynchronizedRootGroup section */

/* Begin PBXGroup section */
		GR0000000000000000000001 = {
			isa = PBXGroup;
			children = (
				SG0000000000000000000001 /* App */,
				SG0000000000000000000002 /* Watch App */,
				GR0000000000000000000002 /* Legacy */,
			);
			sourceTree = "<group>";
		};
		GR0000000000000000000002 /* Legacy */ = {
			isa = PBXGroup;
			children = (
				FR0000000000000000000001 /* Legacy.swift */,
			);
			path = Legacy;
			sourceTree = "<group>";
		};
/* End PBXGroup section */

/* Begin PBXNativeTarget section */
		TG0000000000000000000001 /* App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = CL0000000000000000000001 /* Build configuration list for PBXNativeTarget "App" */;
			buildPhases = (
				PH0000000000000000000001 /* Sources */,
			);
			fileSystemSynchronizedGroups = (
				SG0000000000000000000001 /* App */,
			);
			name = App;
			productType = "com.apple.product-type.application";
		};
		TG0000000000000000000002 /* Watch App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = CL0000000000000000000002 /* Build configuration list for PBXNativeTarget "Watch App" */;
			buildPhases = (
				PH0000000000000000000002 /* Sources */,
			);
			fileSystemSynchronizedGroups = (
				SG0000000000000000000002 /* Watch App */,
			);
			name = "Watch App";
			productType = "com.apple.product-type.application";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		PR0000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			buildConfigurationList = CL0000000000000000000003 /* Build configuration list for PBXProject "App" */;
			mainGroup = GR0000000000000000000001;
			projectDirPath = "";
			projectRoot = "";
			targets = (
				TG0000000000000000000001 /* App */,
				TG0000000000000000000002 /* Watch App */,
			);
		};
/* End PBXProject section */

/* Begin PBXSourcesBuildPhase section */
		PH0000000000000000000001 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			files = (
				BF0000000000000000000001 /* Legacy.swift in Sources */,
			);
		};
		PH0000000000000000000002 /* Sources */ = {
			isa = PBXSourcesBuildPhase;
			files = (
			);
		};
/* End PBXSourcesBuildPhase section */

/* Begin XCBuildConfiguration section */
		BC0000000000000000000001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SDKROOT = iphoneos;
			};
			name = Debug;
		};
		BC0000000000000000000002 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SDKROOT = watchos;
				WATCHOS_DEPLOYMENT_TARGET = 10.0;
			};
			name = Debug;
		};
		BC0000000000000000000003 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				SWIFT_VERSION = 5.0;
			};
			name = Debug;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		CL0000000000000000000001 /* Build configuration list for PBXNativeTarget "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				BC0000000000000000000001 /* Debug */,
			);
		};
		CL0000000000000000000002 /* Build configuration list for PBXNativeTarget "Watch App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				BC0000000000000000000002 /* Debug */,
			);
		};
		CL0000000000000000000003 /* Build configuration list for PBXProject "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				BC0000000000000000000003 /* Debug */,
			);
		};
/* End XCConfigurationList section */
	};
	rootObject = PR0000000000000000000001 /* Project object */;
}
"""#

    func testEachFileGetsThePlatformsOfTheTargetsThatBuildIt() throws {
        let project = try XCTUnwrap(ProjectTargets(pbxproj: Array(Self.project.utf8), folder: "/repo"))
        func platforms(_ path: String) -> [String]? {
            project.membership(ofFileAt: "/repo/" + path).map { $0.targets.reduce(Platforms()) { $0.union($1.platforms) }.names }
        }
        XCTAssertEqual(platforms("Watch App/Face.swift"), ["watchOS"])
        XCTAssertEqual(platforms("App/Screen.swift"), ["iOS"])
        XCTAssertEqual(platforms("App/Shared.swift"), ["iOS", "watchOS"], "the exception set puts it into the watch app too")
        XCTAssertNil(project.membership(ofFileAt: "/repo/App/Shared.swift")?.shared, "its own, not the folder's")
        XCTAssertEqual(platforms("Legacy/Legacy.swift"), ["iOS"], "listed in the phone app's build phase")
        XCTAssertNil(platforms("Scripts/Tool.swift"), "no target builds it")
        XCTAssertEqual(project.membership(ofFileAt: "/repo/Watch App/Face.swift")?.folder, "the folder Watch App that Xcode keeps in sync")
    }

    /// A build phase that every target lists, several times over, is read once: each of its files is built by each target
    /// once. A file under one of many synchronized folders is found by its folder's path, nearest first.
    func testASharedPhaseAndManySynchronizedFoldersCostTheirSizeNotTheirProduct() throws {
        let (targets, files, folders) = (300, 300, 3_000)
        var objects = ["CL1 = {isa = XCConfigurationList; buildConfigurations = (BC1); };",
                       "BC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };"]
        objects += (0..<files).map { "BF\($0) = {isa = PBXBuildFile; fileRef = FR\($0); };" }
        objects += (0..<files).map { "FR\($0) = {isa = PBXFileReference; path = F\($0).swift; sourceTree = \"<group>\"; };" }
        objects.append("PH1 = {isa = PBXSourcesBuildPhase; files = (" + (0..<files).map { "BF\($0)," }.joined() + "); };")
        objects += (0..<folders).map { "SG\($0) = {isa = PBXFileSystemSynchronizedRootGroup; path = Folder\($0); sourceTree = \"<group>\"; };" }
        objects.append("GR1 = {isa = PBXGroup; children = (" + ((0..<files).map { "FR\($0)," } + (0..<folders).map { "SG\($0)," }).joined()
            + "); sourceTree = \"<group>\"; };")
        objects += (0..<targets).map { target in
            "TG\(target) = {isa = PBXNativeTarget; buildConfigurationList = CL1; buildPhases = (" + String(repeating: "PH1, ", count: 8)
                + "); fileSystemSynchronizedGroups = (SG\(target)); name = T\(target); };"
        }
        objects.append("PR1 = {isa = PBXProject; buildConfigurationList = CL1; mainGroup = GR1; targets = ("
            + (0..<targets).map { "TG\($0)," }.joined() + "); };")
        let text = "// !$*UTF8*$!\n{ objectVersion = 77; objects = {\n" + objects.joined(separator: "\n") + "\n}; rootObject = PR1; }\n"
        let project = try XCTUnwrap(ProjectTargets(pbxproj: Array(text.utf8), folder: "/repo"))
        let listed = try XCTUnwrap(project.membership(ofFileAt: "/repo/F7.swift"))
        XCTAssertEqual(listed.targets.map(\.name), (0..<targets).map { "T\($0)" })
        // The files of one set of phases share one membership, whose wording is made once for all of them.
        XCTAssertNotNil(listed.shared)
        XCTAssertEqual(project.membership(ofFileAt: "/repo/F8.swift")?.shared, listed.shared)
        XCTAssertEqual(project.membership(ofFileAt: "/repo/Folder17/Deep/View.swift")?.targets.map(\.name), ["T17"])
        XCTAssertEqual(project.membership(ofFileAt: "/repo/Folder17/Other.swift")?.shared,
                       project.membership(ofFileAt: "/repo/Folder17/Deep/View.swift")?.shared)
        XCTAssertNil(project.membership(ofFileAt: "/repo/Folder2999/View.swift"), "a folder no target owns")
        XCTAssertNil(project.membership(ofFileAt: "/elsewhere/F7.swift"))
    }

    func testAnExceptionSetOfTheOwningTargetTakesTheFileOut() throws {
        let owned = Self.project.replacingOccurrences(of: "target = TG0000000000000000000002", with: "target = TG0000000000000000000001")
        let project = try XCTUnwrap(ProjectTargets(pbxproj: Array(owned.utf8), folder: "/repo"))
        XCTAssertNil(project.membership(ofFileAt: "/repo/App/Shared.swift"))
        XCTAssertEqual(project.membership(ofFileAt: "/repo/App/Screen.swift")?.targets.map(\.name), ["App"])
        XCTAssertNotNil(project.membership(ofFileAt: "/repo/App/Screen.swift")?.shared)
    }

    /// XcodeGen's spec: a platform or a list of them, sources as a path, a list, or entries with a `path`.
    func testAnXcodeGenSpecSaysWhichFolderIsTheWatchApps() throws {
        let spec = """
            name: Demo # a comment
            targets:
              Demo:
                type: application
                platform: iOS
                sources: [App, "Shared"]
              DemoWatch:
                platform: watchOS
                sources:
                  - path: Watch/Sources
                    excludes:
                      - "**/*.md"
                  - Shared
              DemoTV:
                platform: [tvOS, iOS]
                sources: TV
            """
        let project = try XCTUnwrap(ProjectTargets(xcodeGen: Array(spec.utf8), folder: "/repo"))
        func platforms(_ path: String) -> [String]? {
            project.membership(ofFileAt: "/repo/" + path).map { $0.targets.reduce(Platforms()) { $0.union($1.platforms) }.names }
        }
        XCTAssertEqual(platforms("App/A.swift"), ["iOS"])
        XCTAssertEqual(platforms("Watch/Sources/Face/W.swift"), ["watchOS"])
        XCTAssertEqual(platforms("Shared/S.swift"), ["iOS", "watchOS"])
        XCTAssertEqual(platforms("TV/T.swift"), ["iOS", "tvOS"])
        XCTAssertNil(platforms("Tools/X.swift"))
    }

    /// Tuist's manifest, read as Swift: destinations or a platform, and the folder part of each source glob.
    func testATuistManifestSaysWhichFolderIsTheWatchApps() throws {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "Demo", targets: [
                .target(name: "Demo", destinations: .iOS, product: .app, bundleId: "a", sources: ["App/Sources/**"]),
                .target(name: "DemoWatch", destinations: [.appleWatch], product: .app, bundleId: "b", sources: ["Watch/**/*.swift"]),
                Target(name: "Old", platform: .macOS, product: .app, bundleId: "c", sources: "Mac/**"),
            ])
            """
        let project = try XCTUnwrap(ProjectTargets(tuist: Array(manifest.utf8), folder: "/repo"))
        XCTAssertEqual(project.membership(ofFileAt: "/repo/App/Sources/A.swift")?.targets.map(\.name), ["Demo"])
        XCTAssertEqual(project.membership(ofFileAt: "/repo/Watch/Sources/W.swift")?.targets.map(\.platforms), [.watchOS])
        XCTAssertEqual(project.membership(ofFileAt: "/repo/Mac/M.swift")?.targets.map(\.platforms), [.macOS])
        XCTAssertNil(ProjectTargets(tuist: Array("let x = 1".utf8), folder: "/repo"))
    }

    /// Damaged or foreign bytes are no project: nil, never a crash, whatever is cut off or nested.
    func testDamagedProjectFilesAreNotProjects() {
        let bytes = Array(Self.project.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 97) {
            _ = ProjectTargets(pbxproj: Array(bytes[..<cut]), folder: "/repo")
        }
        XCTAssertNil(ProjectTargets(pbxproj: Array("{ objects = { a = (".utf8), folder: "/repo"))
        XCTAssertNil(OpenStepPlist.parse(Array(String(repeating: "{a=", count: 10_000).utf8)))
        XCTAssertEqual(OpenStepPlist.parse(Array("{ a = \"b\\\"c\"; d = (e, \"f g\",); }".utf8)),
                       .dictionary(["a": .string("b\"c"), "d": .array([.string("e"), .string("f g")])]))
    }
}
