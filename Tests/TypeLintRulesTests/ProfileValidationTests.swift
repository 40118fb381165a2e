import Foundation
import TypeLintRules
import XCTest

/// Every key of a profile and of each rule's options is checked against what the profile format and the rule declare:
/// an unknown key or a value of the wrong kind is an error naming the file, the key's path and the name most likely meant.
final class ProfileValidationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-validation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func error(loading text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let url = folder.appendingPathComponent("team-\(UUID().uuidString).json")
        try? Data(text.utf8).write(to: url)
        do {
            _ = try ProfileLoader.load(url.path)
            XCTFail("loaded: \(text)", file: file, line: line)
            return ""
        } catch {
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix(url.path + ": "), message, file: file, line: line)
            XCTAssertFalse(message.contains("\n"), message, file: file, line: line)
            return String(message.dropFirst(url.path.count + 2))
        }
    }

    func testAnOptionThatIsMistypedIsAnErrorWithTheKeyPathAndTheNameMeant() {
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"raw-font-size": {"severty": "warning"}}}"#),
                       "unknown key 'severty' in 'rules.raw-font-size' (did you mean 'severity'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"fixed-text-height": {"sizeCategory": "accesibility5"}}}"#),
                       "invalid value at 'rules.fixed-text-height.sizeCategory': 'accesibility5' is not a Dynamic Type size (did you mean 'accessibility5'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"max-text-styles": {"celing": 4}}}"#),
                       "unknown key 'celing' in 'rules.max-text-styles' (did you mean 'ceiling'?)")
        // A key no rule declares, and none near it: the keys the rule has.
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"forbidden-font-family": {"typefaces": ["Inter"]}}}"#),
                       "unknown key 'typefaces' in 'rules.forbidden-font-family' (known: clause, designs, installedFamilyNames, monospacedFamilyNames, severity, severityByPlatform, systemFamilyNames)")
    }

    func testValuesOfTheWrongKindAreErrors() {
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"max-text-styles": {"ceiling": 2.5}}}"#),
                       "invalid value at 'rules.max-text-styles.ceiling': expected a whole number")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"max-text-styles": {"ceiling": 0}}}"#),
                       "invalid value at 'rules.max-text-styles.ceiling': 0 is less than 1")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"raw-font-size": {"scalingCustomSizeIsRaw": "yes"}}}"#),
                       "invalid value at 'rules.raw-font-size.scalingCustomSizeIsRaw': expected true or false")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"bold-body": {"styles": ["bdy"]}}}"#),
                       "invalid value at 'rules.bold-body.styles.0': 'bdy' is not a text style (did you mean 'body'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"forbidden-font-family": {"designs": ["serf"]}}}"#),
                       "invalid value at 'rules.forbidden-font-family.designs.0': 'serf' is not a design (did you mean 'serif'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"mixed-font-families": {"exception": {"desing": "monospaced"}}}}"#),
                       "unknown key 'desing' in 'rules.mixed-font-families.exception' (did you mean 'design'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"bold-body": {"severity": "eror"}}}"#),
                       "rule 'bold-body' severity must be \"off\", \"warning\" or \"error\", not 'eror' (did you mean 'error'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"raw-font-size": {"severityByPlatform": {"macOS": "warnig"}}}}"#),
                       "invalid value at 'rules.raw-font-size.severityByPlatform.macOS': 'warnig' is not one of off, warning, error (did you mean 'warning'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"raw-font-size": {"severityByPlatform": {"macOs": "warning"}}}}"#),
                       "unknown platform 'macOs' in 'rules.raw-font-size.severityByPlatform' (did you mean 'macOS'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "rules": {"raw-font-sise": {}}}"#),
                       "unknown rule 'raw-font-sise' in \"rules\" (did you mean 'raw-font-size'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "emphasisWeight": "meduim"}"#),
                       "invalid value at 'emphasisWeight': 'meduim' is not a weight (did you mean 'medium'?)")
    }

    func testTheDesignSystemsKeysAreCheckedToo() {
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "designSystm": {}}"#),
                       "unknown key 'designSystm' (did you mean 'designSystem'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "designSystem": {"source": ["DesignKit"]}}"#),
                       "unknown key 'source' in 'designSystem' (did you mean 'sources'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "designSystem": {"families": "Inter"}}"#),
                       "invalid value at 'designSystem.families': expected a list of names")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "designSystem": {"tokens": {"AppFont.caption": {"size": 12, "wieght": "bold"}}}}"#),
                       "unknown key 'wieght' in 'designSystem.tokens.AppFont.caption' (did you mean 'weight'?)")
        XCTAssertEqual(error(loading: #"{"name": "t", "extends": "root", "designSystem": {"tokens": {"caption": {"textStyle": "caption1"}}}}"#),
                       "invalid value at 'designSystem.tokens.caption.textStyle': 'caption1' is not a text style (did you mean 'caption'?)")
    }

    /// What the profile format says is read as it says.
    func testAValidDesignSystemLoads() throws {
        let url = folder.appendingPathComponent("team.json")
        try Data(#"""
            {"name": "team", "extends": "root",
             "designSystem": {"sources": ["DesignKit", "App/Theme"], "families": ["Inter"],
                              "tokens": {"AppFont.caption": {"size": 12, "weight": "medium", "family": "Inter", "lineHeight": 16,
                                                             "tracking": 0.2, "textStyle": "caption", "api": "SwiftUI"}}},
             "rules": {"raw-font-size": {"severityByPlatform": {"macOS": "warning"}}}}
            """#.utf8).write(to: url)
        let profile = try ProfileLoader.load(url.path)
        let system = try XCTUnwrap(profile.designSystem)
        XCTAssertEqual(system.sources, ["DesignKit", "App/Theme"])
        XCTAssertEqual(system.folder, folder.path)
        XCTAssertEqual(system.families, ["Inter"])
        XCTAssertEqual(system.tokens, [DesignToken(name: "AppFont.caption", size: 12, weight: .medium, family: "Inter", lineHeight: 16,
                                                   tracking: 0.2, textStyle: .caption, isSwiftUIFont: true)])
        XCTAssertEqual(profile.settings("raw-font-size").severityByPlatform, ["macOS": .warning])
        XCTAssertNil(try ProfileLoader.load("root").designSystem)
    }

    /// The built-in profiles pass the checks a team's profile is given (they are not checked at each run).
    func testBuiltInProfilesAreValid() throws {
        for name in ["root", "hig"] {
            let url = folder.appendingPathComponent("\(name).json")
            try Data(try XCTUnwrap(BuiltInProfiles.files[name]).utf8).write(to: url)
            XCTAssertNoThrow(try ProfileLoader.load(url.path), name)
        }
    }
}
