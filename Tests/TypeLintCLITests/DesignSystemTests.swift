import Foundation
import XCTest

/// A team's design system in its profile (`Fixtures/DesignSystem`: a DesignKit package in Inter, an app that uses it):
/// definitions are checked once where the sources declare them, uses of the system are not reported again, and a font
/// made around the system is a bypass whose message names the token to use.
final class DesignSystemTests: ScratchDirectoryTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DesignSystem")

    /// The fixture copied alone, so that its packages are the modules (inside the checkout, the checkout is).
    private func copyFixture() throws -> URL {
        let copy = directory.appendingPathComponent("DesignSystem")
        try FileManager.default.copyItem(at: Self.fixture, to: copy)
        return copy
    }

    /// `file:line rule` for each `// expect: rule, rule` comment of the fixture's Swift files.
    private func expectations(in folder: URL) throws -> [String] {
        var expected: [String] = []
        let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for rule in line[marker.upperBound...].split(separator: ",") {
                    let id = rule.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
                    expected.append("\(file):\(number + 1) \(id)")
                }
            }
        }
        return expected.sorted()
    }

    private func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 3)
            let rule = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
            return "\(parts[0]):\(parts[1]) \(rule)"
        }.sorted()
    }

    func testDefinitionsAreCheckedOnceAndBypassesNameTheTokenToUse() throws {
        let folder = try copyFixture()
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(findings(result.stdout), try expectations(in: folder), result.stdout)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        func line(_ prefix: String) -> String { lines.first { $0.hasPrefix(prefix) } ?? "" }
        // Bypasses name the nearest token in the calling code's API, one at the minimum or above and in the weight band.
        XCTAssertTrue(line("App/Sources/App/ProfileView.swift:19:").hasSuffix("error: fixed 12pt outside the design system; use `AppFont.caption` (12pt) [raw-font-size]"), result.stdout)
        XCTAssertTrue(line("App/Sources/App/ProfileView.swift:21:").contains("use `AppFont.display` (34pt)"), "a token of the profile: \(result.stdout)")
        XCTAssertTrue(line("App/Sources/App/ProfileView.swift:30:37").contains("use `AppFont.caption` (12pt)"), "not the 9pt token: \(result.stdout)")
        XCTAssertTrue(line("App/Sources/App/BadgeCell.swift:7:").contains("use `.appCaption` (12pt)"), "UIKit's token for UIKit code: \(result.stdout)")
        XCTAssertTrue(line("App/Sources/App/ProfileView.swift:29:").contains("typeface Georgia, not one of the design system's families (Inter); use `AppFont.body` (17pt)"),
                      result.stdout)
        // The profile's severity per platform: a raw size on macOS, where there is no Dynamic Type, is a warning.
        XCTAssertTrue(line("App/Sources/App/Sidebar.swift:7:").contains(": warning: "), result.stdout)
        // Nothing at the uses of the system's tokens (AppFont.legal is 9pt: reported where it is declared), nor for Inter.
        XCTAssertFalse(result.stdout.contains("ProfileView.swift:10:"), result.stdout)
        XCTAssertFalse(result.stdout.contains("typeface Inter"), result.stdout)
        XCTAssertFalse(result.stdout.contains("TextRamp.swift"), "tracking in the system's table: \(result.stdout)")
    }

    /// The app's folder with a configuration of its own, naming the team profile or a profile of its own that gives the
    /// same design system under another name: the app's files are told the same, the system read from the sources the run
    /// lints under the root's configuration.
    func testAFolderWithItsOwnConfigurationKnowsTheSameDesignSystem() throws {
        let folder = try copyFixture()
        let whole = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        XCTAssertEqual(whole.status, 1, whole.stderr)
        let app = folder.appendingPathComponent("App/Sources/App")
        let team = try String(contentsOf: folder.appendingPathComponent("team.json"), encoding: .utf8)
        try Data(team.replacingOccurrences(of: #""name": "team""#, with: #""name": "app""#).utf8)
            .write(to: app.appendingPathComponent("app.json"))
        for configuration in [#"{"profile": "../../../team.json", "platforms": ["iOS", "macOS"]}"#, #"{"profile": "app.json"}"#] {
            try Data(configuration.utf8).write(to: app.appendingPathComponent(".typelint.json"))
            let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
            XCTAssertEqual(result.stdout, whole.stdout, configuration)
            XCTAssertTrue(result.stdout.contains("use `AppFont.caption` (12pt)"), result.stdout)
        }
    }

    /// A widget's own copy of the tokens it cannot import is the system copied, not gone around: its fonts are reported
    /// as any font is, and a token is not offered in place of itself.
    func testACopyOfATokenIsNotToldToUseTheToken() throws {
        let folder = try copyFixture()
        try Data("""
            import SwiftUI

            enum WidgetFont {
                static let caption = Font.custom("Inter-Medium", size: 12)
                static let footer = Font.custom("Inter-Medium", size: 12)
            }

            """.utf8).write(to: folder.appendingPathComponent("App/Sources/App/WidgetFont.swift"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "App/Sources/App/WidgetFont.swift"], in: folder)
        XCTAssertEqual(result.stdout, """
            App/Sources/App/WidgetFont.swift:4:30: error: fixed 12pt scales only as body does; use `relativeTo: .caption` [raw-font-size]
            App/Sources/App/WidgetFont.swift:5:29: error: fixed 12pt outside the design system; use `AppFont.caption` (12pt) [raw-font-size]

            """, result.stderr)
    }

    /// A face's name chosen by a switch over a role (`InterFace.emphasis.postScriptName`) names the family it spells: a family
    /// the design system lists is not reported, one it does not list is, by its name, where the name is written.
    func testAFaceNameChosenByASwitchIsTheFamilyItSpells() throws {
        let folder = try copyFixture()
        try Data("""
            import SwiftUI

            enum Face {
                case emphasis, quote

                var postScriptName: String {
                    switch self {
                    case .emphasis: "Inter-SemiBold"
                    case .quote: return "Avenir-Book"
                    }
                }
            }

            enum CardFont {
                static let heading = Font.custom(Face.emphasis.postScriptName, size: 22, relativeTo: .title2)
                static let quote = Font.custom(Face.quote.postScriptName, size: 17, relativeTo: .body)
            }

            """.utf8).write(to: folder.appendingPathComponent("App/Sources/App/CardFont.swift"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "--only-rule", "forbidden-font-family",
                                           "App/Sources/App/CardFont.swift"], in: folder)
        XCTAssertEqual(result.stdout, """
            App/Sources/App/CardFont.swift:9:29: error: typeface Avenir, not one of the design system's families (Inter) [forbidden-font-family]

            """, result.stderr)
    }

    /// A design system's table of two styles, 12pt and 20pt, in a file that imports `framework`, followed by a blank line.
    static func ramp(_ framework: String) -> String {
        """
        import \(framework)

        public enum Ramp {
            case note, lead

            public var config: RampConfig {
                switch self {
                case .note: return RampConfig(font: FontFamily.Inter.regular, size: 12, lineHeight: 16, kern: 0)
                case .lead: return RampConfig(font: FontFamily.Inter.regular, size: 20, lineHeight: 24, kern: 0)
                }
            }
        }

        """
    }

    /// A table of styles that UIKit reaches through `UIFont` members made from its entries: UIKit code is told the member.
    func testUIKitCodeIsToldTheUIFontSpellingOfATablesEntry() throws {
        let folder = try copyFixture()
        try Data((Self.ramp("UIKit") + """
            public extension UIFont {
                static let note = RampBuilder.uiKitFont(font: .note)
            }

            """).utf8).write(to: folder.appendingPathComponent("DesignKit/Sources/DesignKit/Ramp.swift"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("App/Sources/App/BadgeCell.swift:7:") }
        XCTAssertEqual(line, "App/Sources/App/BadgeCell.swift:7:39: error: fixed 12pt outside the design system; use `UIFont.note` (12pt) [raw-font-size]",
                       result.stdout)
    }

    /// UIKit's attributed text takes a token's tracking only as a `.kern` attribute beside its font: the table's own
    /// value there is the system's, any other one chosen by hand.
    func testAKernAttributeGivingTheTokensOwnTrackingIsTheSystems() throws {
        let folder = try copyFixture()
        try Data((Self.ramp("UIKit").replacingOccurrences(of: "size: 12, lineHeight: 16, kern: 0", with: "size: 12, lineHeight: 16, kern: -0.41") + """
            public extension UIFont {
                static let note = RampBuilder.uiKitFont(font: .note)
            }

            """).utf8).write(to: folder.appendingPathComponent("DesignKit/Sources/DesignKit/Ramp.swift"))
        try Data("""
            import DesignKit
            import UIKit

            let tracked = NSAttributedString(string: "Note", attributes: [.font: UIFont.note, .kern: -0.41])
            let loose = NSAttributedString(string: "Note", attributes: [.font: UIFont.note, .kern: 2])

            """.utf8).write(to: folder.appendingPathComponent("App/Sources/App/Notes.swift"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "App/Sources/App/Notes.swift"], in: folder)
        XCTAssertEqual(result.stdout, """
            App/Sources/App/Notes.swift:5:81: error: kerning set by hand; remove the `.kern` attribute [tracking-override]

            """, result.stderr)
    }

    /// A text in a token of the system's table, whose size is known, grows from that size as body does: a fixed height
    /// around it is checked against it, whatever the token's name.
    func testATableTokensSizeIsWhatAFixedHeightMustHold() throws {
        let folder = try copyFixture()
        try Data((Self.ramp("SwiftUI") + """
            public struct RampText: View {
                let text: String
                let style: Ramp

                public init(_ text: String, style: Ramp) {
                    self.text = text
                    self.style = style
                }

                public var body: some View {
                    Text(text).font(.custom("Inter", size: style.config.size))
                }
            }

            """).utf8).write(to: folder.appendingPathComponent("DesignKit/Sources/DesignKit/Ramp.swift"))
        try Data("""
            import DesignKit
            import SwiftUI

            struct LeadRow: View {
                var body: some View {
                    RampText("Welcome", style: .lead)
                        .frame(height: 44)
                }
            }

            """.utf8).write(to: folder.appendingPathComponent("App/Sources/App/LeadRow.swift"))
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("App/Sources/App/LeadRow.swift") }
        // 20pt × 53 / 17 at accessibility5.
        XCTAssertEqual(line, "App/Sources/App/LeadRow.swift:7:20: error: fixed 44pt height; its text reaches 62.4pt at accessibility5; use `minHeight:` [fixed-text-height]",
                       result.stdout)
    }

    /// The same code under Root alone: the team's family at every use, its tracking table, the definitions again.
    func testWithoutTheDesignSystemTheSystemItselfIsReported() throws {
        let folder = try copyFixture()
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "--profile", "root", "."], in: folder)
        let families = result.stdout.split(separator: "\n").filter { $0.hasSuffix("[forbidden-font-family]") && $0.contains("Inter") }
        XCTAssertGreaterThanOrEqual(families.count, 8, result.stdout)
        XCTAssertTrue(result.stdout.contains("ProfileView.swift:10:"), "the 9pt token at its use: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("TextRamp.swift"), result.stdout)
    }

    func testAMistakeInTheDesignSystemIsAnErrorWithItsKeyPath() throws {
        let folder = try copyFixture()
        let profile = folder.appendingPathComponent("team.json")
        let text = try String(contentsOf: profile, encoding: .utf8).replacingOccurrences(of: "\"families\"", with: "\"familes\"")
        try Data(text.utf8).write(to: profile)
        let result = try BinaryRunner.run(["--quiet", "."], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown key 'familes' in 'designSystem' (did you mean 'families'?)"), result.stderr)
    }

    /// Sources that name nothing (a typo, a folder renamed, a package not checked out) leave the system's tokens unknown:
    /// the run says so, where it would otherwise suggest system styles in silence.
    func testSourcesThatNameNoFileAreSaid() throws {
        let folder = try copyFixture()
        let quiet = try BinaryRunner.run(["--quiet", "."], in: folder)
        XCTAssertFalse(quiet.stderr.contains("designSystem.sources"), quiet.stderr)
        let profile = folder.appendingPathComponent("team.json")
        let text = try String(contentsOf: profile, encoding: .utf8).replacingOccurrences(of: #"["DesignKit"]"#, with: #"["DesignKt"]"#)
        try Data(text.utf8).write(to: profile)
        let result = try BinaryRunner.run(["--quiet", "."], in: folder)
        XCTAssertEqual(result.stderr.components(separatedBy: "designSystem.sources ('DesignKt') name no Swift file").count, 2,
                       result.stderr)
    }

    /// What `typelint census` counts in the fixture, counted by hand from its files.
    func testTheCensusOfTheFixtureIsWhatAHandCountFinds() throws {
        let folder = try copyFixture()
        let result = try BinaryRunner.run(["census", "--reporter", "json", "."], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let census = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(census["files"] as? Int, 8)  // six sources and two manifests
        let totals = try XCTUnwrap(census["totals"] as? [String: Any])
        // Text styles: App's relativeTo: .body, .headline, .caption, forTextStyle: .body and .footnote (5); DesignKit's six relativeTo:.
        XCTAssertEqual(totals["styleUses"] as? Int, 11)
        // Tokens: AppFont.title, .body, .legal, .caption and .appBody in App; AppFont.title and .caption in TextRamp.
        XCTAssertEqual(totals["tokenUses"] as? Int, 7)
        // Around the system: 12, 13, 34 and 9pt in the views, 12pt in the cell, 13pt on macOS.
        XCTAssertEqual(totals["rawSizes"] as? Int, 6)
        // In the system's sources: the two UIFont tokens' sizes (the others scale with relativeTo:).
        XCTAssertEqual(totals["definitions"] as? Int, 2)
        XCTAssertEqual(totals["throughSystem"] as? Int, 18)
        XCTAssertEqual(totals["aroundSystem"] as? Int, 6)
        XCTAssertEqual(totals["adoption"] as? Double, 75)
        XCTAssertEqual(census["findings"] as? [String: Int], ["raw-font-size": 7, "min-font-size": 2, "forbidden-font-family": 2,
                                                               "forbidden-font-weight": 1, "tracking-override": 1])
        let modules = try XCTUnwrap(census["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["name"] as? String }, ["App", "DesignKit"])
        XCTAssertEqual(modules.map { $0["isDesignSystem"] as? Bool }, [false, true])
        func entries(_ module: Int, _ key: String) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: (modules[module][key] as? [[String: Any]] ?? []).map { ($0["name"] as! String, $0["count"] as! Int) })
        }
        XCTAssertEqual(entries(0, "textStyles"), ["body": 2, "headline": 1, "caption": 1, "footnote": 1])
        XCTAssertEqual(entries(0, "rawSizes"), ["12pt": 2, "13pt": 2, "34pt": 1, "9pt": 1])
        XCTAssertEqual(entries(0, "families"), ["Inter": 6, "SF Pro": 5, "Georgia": 1])
        XCTAssertEqual(entries(1, "textStyles"), ["body": 2, "caption": 1, "caption2": 1, "footnote": 1, "title": 1])
        XCTAssertEqual(entries(1, "families"), ["Inter": 9, "Avenir": 1])
        let raw = try XCTUnwrap((modules[0]["rawSizes"] as? [[String: Any]])?.first { $0["name"] as? String == "12pt" })
        XCTAssertEqual(raw["locations"] as? [String], ["App/Sources/App/BadgeCell.swift:7", "App/Sources/App/ProfileView.swift:19"])
        let tokens = try XCTUnwrap(census["tokens"] as? [[String: Any]])
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: tokens.map { ($0["name"] as! String, $0["uses"] as! Int) }),
                       ["AppFont.display": 0, "AppFont.title": 2, "AppFont.body": 1, "AppFont.caption": 2, "AppFont.legal": 1,
                        "AppFont.badge": 0, "AppFont.quote": 0, ".appBody": 1, ".appCaption": 0])
    }

    /// The page stands alone, and shows the JSON's numbers (the browser test in Tools/ checks it in Chromium).
    func testTheCensusPageNeedsNothingElseAndShowsTheJSONsNumbers() throws {
        let folder = try copyFixture()
        let page = try BinaryRunner.run(["census", "--output", "census.html", "."], in: folder)
        XCTAssertEqual(page.status, 0, page.stderr)
        let html = try String(contentsOf: folder.appendingPathComponent("census.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        for outside in ["http://", "https://", "<link", "src=", "@import", "url("] { XCTAssertFalse(html.contains(outside), outside) }
        XCTAssertTrue(html.contains(#"<span class="value" data-census="totals.adoption">75</span>"#), html)
        XCTAssertTrue(html.contains(#"data-census="modules.0.counts.rawSizes">6</td>"#), html)
    }

    /// `typelint profile import`: a profile from the W3C format's examples, used by a lint; a broken file writes nothing.
    func testImportedTokensMakeAProfileThatLints() throws {
        let tokens = Self.fixture.deletingLastPathComponent().appendingPathComponent("DesignTokens")
        let imported = try BinaryRunner.run(["profile", "import", tokens.appendingPathComponent("tokens.json").path,
                                             "--prefix", "AppFont", "--output", "team.json"], in: directory)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.hasPrefix("wrote team.json: 6 typography tokens, families Inter, Helvetica"), imported.stdout)
        XCTAssertTrue(imported.stdout.contains("warning: type styles.legal (AppFont.legal): 9pt, below the 11pt minimum on iOS"), imported.stdout)
        let again = try BinaryRunner.run(["profile", "import", tokens.appendingPathComponent("tokens.json").path, "--output", "team.json"],
                                         in: directory)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("team.json exists; --force replaces it"), again.stderr)
        // --force replaces an earlier profile, never the token file being read.
        try FileManager.default.copyItem(at: tokens.appendingPathComponent("tokens.json"), to: directory.appendingPathComponent("tokens.json"))
        let over = try BinaryRunner.run(["profile", "import", "tokens.json", "--output", "./tokens.json", "--force"], in: directory)
        XCTAssertEqual(over.status, 2)
        XCTAssertEqual(over.stderr, "typelint: ./tokens.json is the token file being read; write the profile to another file\n")
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("tokens.json")),
                       try Data(contentsOf: tokens.appendingPathComponent("tokens.json")))
        // Nor a configuration, by its name in any folder.
        _ = try write("{\"exclude\": []}\n", to: ".typelint.json")
        let configuration = try BinaryRunner.run(["profile", "import", "tokens.json", "--output", ".typelint.json", "--force"], in: directory)
        XCTAssertEqual(configuration.status, 2)
        XCTAssertEqual(configuration.stderr, "typelint: .typelint.json: the name of a configuration; write the profile to another file\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent(".typelint.json"), encoding: .utf8), "{\"exclude\": []}\n")
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".typelint.json"))
        _ = try write("import SwiftUI\nlet t = Text(\"Hi\").font(.system(size: 42, weight: .bold))\n", to: "View.swift")
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", "--profile", "team.json", "View.swift"], in: directory)
        XCTAssertTrue(lint.stdout.contains("fixed 42pt outside the design system; use `AppFont.headingLevel1` (42pt) [raw-font-size]"), lint.stdout)
        let broken = try BinaryRunner.run(["profile", "import", tokens.appendingPathComponent("broken.json").path, "--output", "b.json"],
                                          in: directory)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr.split(separator: "\n").count, 6, broken.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
    }

    /// `-` is standard output for the profile, and a profile or configuration named `-` is a file like any other.
    func testADashIsStandardOutputOrAFileNeverACrash() throws {
        let tokens = Self.fixture.deletingLastPathComponent().appendingPathComponent("DesignTokens/tokens.json")
        let imported = try BinaryRunner.run(["profile", "import", tokens.path, "--output", "-"], in: directory)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.hasPrefix("{"), imported.stdout)
        XCTAssertTrue(imported.stderr.hasPrefix("profile: 6 typography tokens"), imported.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
        _ = try write(imported.stdout, to: "-")
        let rules = try BinaryRunner.run(["rules", "--profile", "-"], in: directory)
        XCTAssertEqual(rules.status, 0, rules.stderr)
        _ = try write("{\"profile\": \"hig\"}\n", to: "-")
        let configured = try BinaryRunner.run(["--config", "-", "--quiet", "."], in: directory)
        XCTAssertLessThan(configured.status, 3, configured.stderr)
    }

    /// `typelint init`: the module that declares the fonts and the bundled family, a profile that loads, the first run; an
    /// existing file kept unless --force.
    func testInitFindsTheDesignSystemAndWritesAProfile() throws {
        let folder = try copyFixture()
        for name in [".typelint.json", "team.json"] { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        let result = try BinaryRunner.run(["init", "."], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  design system: DesignKit (8 tokens)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  families: Inter (App/Sources/App/Info.plist)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("wrote .typelint.json and typelint-profile.json (extends root)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("first run: 13 findings (raw-font-size 7,"), result.stdout)
        let profile = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("typelint-profile.json"))) as? [String: Any])
        XCTAssertEqual(profile["extends"] as? String, "root")
        let system = try XCTUnwrap(profile["designSystem"] as? [String: Any])
        XCTAssertEqual(system["sources"] as? [String], ["DesignKit"])
        XCTAssertEqual(system["families"] as? [String], ["Inter"])
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(".typelint.json"), encoding: .utf8),
                       "{\n  \"profile\": \"typelint-profile.json\"\n}\n")
        // The configuration it wrote governs the next run: the system's definitions and bypasses, not Inter at every use.
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        XCTAssertTrue(lint.stdout.contains("fixed 12pt outside the design system; use `AppFont.caption` (12pt)"), lint.stdout)
        XCTAssertFalse(lint.stdout.contains("typeface Inter"), lint.stdout)

        let again = try BinaryRunner.run(["init", "."], in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains(".typelint.json exists; --force replaces it"), again.stderr)
        let hig = try BinaryRunner.run(["init", "--profile", "hig", "--force", "."], in: folder)
        XCTAssertEqual(hig.status, 0, hig.stderr)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("typelint-profile.json"), encoding: .utf8)
            .contains("\"extends\": \"hig\""))
    }

    /// A token file whose profile would not load writes nothing, so an existing profile is kept; what the file names is
    /// printed as text, never as terminal commands.
    func testImportThatCannotLoadKeepsTheProfileAndNamesAreShownNotObeyed() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = "{\"name\": \"team\", \"extends\": \"root\"}\n"
        try kept.write(to: folder.appendingPathComponent("team.json"), atomically: true, encoding: .utf8)
        try #"{"t": {"$type": "typography", "a": {"$value": {"fontSize": 1e307, "fontFamily": "Inter"}}}}"#
            .write(to: folder.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        let huge = try BinaryRunner.run(["profile", "import", "huge.json", "--output", "team.json", "--force"], in: folder)
        XCTAssertEqual(huge.status, 2)
        XCTAssertTrue(huge.stderr.contains("t.a.fontSize: 1e+307pt is beyond the largest a token may give"), huge.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("team.json"), encoding: .utf8), kept)

        try #"{"t\u001b]0;x\u0007": {"$type": "typography", "a": {"$value": {"fontSize": 8, "fontFamily": "X\u001b[2J"}}}}"#
            .write(to: folder.appendingPathComponent("named.json"), atomically: true, encoding: .utf8)
        let named = try BinaryRunner.run(["profile", "import", "named.json", "--output", "named-profile.json"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertFalse(named.stdout.contains("\u{1B}"), named.stdout)
        XCTAssertTrue(named.stdout.contains("families X\\x1B[2J"), named.stdout)
    }

    /// A project's command-line tools (an icon-banner maker, a release script in Swift) draw no app screens: `init` names
    /// their folders and the configuration it writes leaves them out.
    func testInitLeavesOutCommandLineTools() throws {
        let folder = try copyFixture()
        for name in [".typelint.json", "team.json"] { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        let tool = folder.appendingPathComponent("Tools/Sources/Banner")
        try FileManager.default.createDirectory(at: tool, withIntermediateDirectories: true)
        try """
            import ArgumentParser
            import SwiftUI

            struct BannerText: View {
                let text: String
                var body: some View { Text(text).font(.system(size: 120, weight: .medium)) }
            }
            """.write(to: tool.appendingPathComponent("Banner.swift"), atomically: true, encoding: .utf8)
        let before = try BinaryRunner.run(["--quiet", "--relative-paths", "--profile", "root", "."], in: folder)
        XCTAssertTrue(before.stdout.contains("Tools/Sources/Banner/Banner.swift:6:"), before.stdout)

        let result = try BinaryRunner.run(["init", "."], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  left out: Tools/Sources/Banner (command-line tools: they import ArgumentParser)"), result.stdout)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(".typelint.json"), encoding: .utf8),
                       "{\n  \"profile\": \"typelint-profile.json\",\n  \"exclude\": [\"Tools/Sources/Banner/**\"]\n}\n")
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        XCTAssertFalse(lint.stdout.contains("Banner.swift"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("fixed 12pt outside the design system"), lint.stdout)
        // Run again, init surveys the project as it is, not as the configuration it replaces leaves it.
        let again = try BinaryRunner.run(["init", "--force", "."], in: folder)
        XCTAssertEqual(again.stdout, result.stdout)
    }

    /// A tool's folder is left out by its name as it is: `Tool [old]` in a glob would be "Tool o", and the app's code
    /// in `Tool o` would be left out instead.
    func testInitLeavesOutAToolWhoseFolderNameHoldsGlobCharacters() throws {
        let folder = try copyFixture()
        for name in [".typelint.json", "team.json"] { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        for (path, text) in [("Tools/Tool [old]/Banner.swift", "import ArgumentParser\nimport SwiftUI\nlet big = Font.system(size: 120)\n"),
                             ("App/Sources/App/Tool o/Helper.swift", "import SwiftUI\nlet small = Font.system(size: 9)\n")] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try BinaryRunner.run(["init", "."], in: folder).status, 0)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent(".typelint.json"), encoding: .utf8)
            .contains(#""exclude": ["Tools/Tool \\[old\\]/**"]"#))
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder)
        XCTAssertFalse(lint.stdout.contains("Banner.swift"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("Tool o/Helper.swift:2:"), lint.stdout)
    }

    /// A file linted alone, or from stdin as an editor does, gets what a run of the whole project gives it: the sources it
    /// does not hold are read from disk, and so are the callers that scale a source's token.
    func testAFileAloneOrFromStdinGetsTheFindingsOfTheWholeRun() throws {
        let folder = try copyFixture()
        let whole = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: folder).stdout.split(separator: "\n").map(String.init)
        let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }.sorted()
        XCTAssertEqual(files.count, 6)
        for file in files {
            let expected = whole.filter { $0.hasPrefix(file + ":") }
            let alone = try BinaryRunner.run(["--quiet", "--relative-paths", file], in: folder).stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(alone, expected, file)
            let text = try Data(contentsOf: folder.appendingPathComponent(file))
            let stdin = try BinaryRunner.run(["--quiet", "--relative-paths", "--stdin-path", file], stdin: text, in: folder).stdout
                .split(separator: "\n").map(String.init)
            XCTAssertEqual(stdin, expected, file)
        }
    }
}
