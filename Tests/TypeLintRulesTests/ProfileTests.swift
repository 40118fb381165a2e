import Foundation
import TestSupport
import TypeLintFonts
@testable import TypeLintRules
import TypeLintSyntax
import XCTest

final class ProfileTests: XCTestCase {
    static let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Rules")

    /// A typeface is of a listed family when its name starts with the family's, spaces and case aside, however long the
    /// list; a message names a few of a long list and counts the rest.
    func testFamilyListsMatchByPrefixAndAreCitedInPart() {
        let families = FamilyNames(["Helvetica Neue", "Avenir", "SF Pro"] + (0..<50_000).map { "Brand\($0)" })
        XCTAssertTrue(families.contains(typeface: "HelveticaNeue-Bold"))
        XCTAssertTrue(families.contains(typeface: "avenir next"))
        XCTAssertTrue(families.contains(typeface: "SFPro-Display"))
        XCTAssertTrue(families.contains(typeface: "Brand49999-Medium"))
        XCTAssertFalse(families.contains(typeface: "Helvetica"))
        XCTAssertFalse(families.contains(typeface: "Inter-Bold"))
        XCTAssertFalse(FamilyNames().contains(typeface: "Inter"))
        XCTAssertEqual(ForbiddenFontFamilyRule.listed(["Inter", "DM Sans"]), "Inter, DM Sans")
        XCTAssertEqual(ForbiddenFontFamilyRule.listed(["A", "B", "C", "D", "E"]), "A, B, C, D, E")
        XCTAssertEqual(ForbiddenFontFamilyRule.listed((0..<40_000).map { "F\($0)" }), "F0, F1, F2, F3 and 39996 more")
        // A design system's brand families, looked up by letters: the first of the list a name is of, as written.
        let catalog = DesignSystemCatalog(families: ["Inter", "Inter Display", "DM Sans"] + (0..<40_000).map { "Brand\($0)" }, tokens: [])
        XCTAssertEqual(catalog.brandFamily(of: "InterDisplay-Bold"), "Inter")
        XCTAssertEqual(catalog.brandFamily(of: "DMSans-Medium"), "DM Sans")
        XCTAssertEqual(catalog.brandFamily(of: "FontName.interMedium"), "Inter")
        XCTAssertNil(catalog.brandFamily(of: "Interstate-Regular"))
    }

    /// A typeface is of a brand family when its name starts with the family's and the family's name ends there, however the
    /// name is separated or cased; a family is not found inside a longer word.
    func testABrandFamilyIsAWholeNameAtTheStartOfTheTypefaces() {
        let catalog = DesignSystemCatalog(families: ["Inter", "DM Sans", "C"], tokens: [])
        let found: [String: String?] = [
            "Inter-SemiBold": "Inter", "Inter_Medium": "Inter", "InterDisplay-Bold": "Inter", "FontName.interMedium": "Inter",
            "inter": "Inter", "DMSans-Bold": "DM Sans", "DM Sans Medium": "DM Sans", "C-Regular": "C",
            "Interstate-Bold": nil, "Comic Sans MS": nil, "Chalkduster": nil, "Avenir-Book": nil,
        ]
        for (name, family) in found { XCTAssertEqual(catalog.brandFamily(of: name), family, name) }
    }

    /// The nearest token a catalog offers is the one a plain pass over every token finds, for random catalogs and asks
    /// (sizes in half points so that ties happen, both APIs, a minimum, a weight band).
    func testTheNearestTokenIsThePlainPassesOne() {
        var random = SplitMix64(seed: 35)
        let weights: [Weight] = [.light, .regular, .medium, .semibold, .bold]
        func plainNearest(_ tokens: [DesignToken], size: Double?, weight: Weight?, swiftUI: Bool, minimum: Double?,
                          band: [Weight]?) -> DesignToken? {
            let sized = tokens.filter { $0.size != nil }
            let legible = sized.filter { token in minimum.map { token.size! >= $0 } ?? true }
            let candidates = (legible.isEmpty ? sized : legible).filter { $0.isSwiftUIFont == nil || $0.isSwiftUIFont == swiftUI }
            guard let size else {
                return candidates.first { $0.textStyle == .body } ?? candidates.first { $0.lastName.lowercased().contains("body") }
                    ?? candidates.first
            }
            func distance(_ token: DesignToken) -> Double {
                abs(token.size! - size) + (token.weight.map { band?.contains($0) ?? true } ?? true ? 0 : 2)
            }
            func rank(_ token: DesignToken) -> Int {
                token.weight.map { abs(Weight.allCases.firstIndex(of: $0)! - Weight.allCases.firstIndex(of: weight ?? .regular)!) } ?? 1
            }
            return candidates.min { a, b in
                if distance(a) != distance(b) { return distance(a) < distance(b) }
                if (a.isSwiftUIFont == swiftUI) != (b.isSwiftUIFont == swiftUI) { return a.isSwiftUIFont == swiftUI }
                if rank(a) != rank(b) { return rank(a) < rank(b) }
                if a.size! != b.size! { return a.size! > b.size! }
                return a.name < b.name
            }
        }
        for round in 0..<300 {
            let tokens = (0..<Int.random(in: 0...30, using: &random)).map { index in
                DesignToken(name: "T.\(["body", "caption", "title"].randomElement(using: &random)!)\(index % 7)",
                            size: Int.random(in: 0..<5, using: &random) == 0 ? nil : Double(Int.random(in: 16...80, using: &random)) / 2,
                            weight: Bool.random(using: &random) ? weights.randomElement(using: &random) : nil,
                            textStyle: Int.random(in: 0..<6, using: &random) == 0 ? .body : nil,
                            isSwiftUIFont: [true, false, nil].randomElement(using: &random)!)
            }
            let catalog = DesignSystemCatalog(families: [], tokens: tokens)
            for _ in 0..<20 {
                let size = Int.random(in: 0..<8, using: &random) == 0 ? nil : Double(Int.random(in: 10...90, using: &random)) / 2
                let weight = Bool.random(using: &random) ? weights.randomElement(using: &random) : nil
                let swiftUI = Bool.random(using: &random)
                let minimum = Bool.random(using: &random) ? Double(Int.random(in: 18...44, using: &random)) / 2 : nil
                let band = Bool.random(using: &random) ? Array(weights.shuffled(using: &random).prefix(2)) : nil
                XCTAssertEqual(catalog.nearestToken(size: size, weight: weight, swiftUI: swiftUI, atLeast: minimum, weights: band),
                               plainNearest(tokens, size: size, weight: weight, swiftUI: swiftUI, minimum: minimum, band: band),
                               "round \(round): \(String(describing: size)) \(String(describing: minimum)) \(swiftUI)")
            }
        }
    }

    /// A table's styles are read straight from their objects; one that is not as expected is still an error naming the
    /// member, as every other key of a profile is.
    func testAStyleOfTheTablesThatIsNotAsExpectedIsNamed() throws {
        let style = #"{"weight": "regular", "size": 17, "leading": 22, "emphasizedWeight": "semibold"}"#
        func table(_ body: String) -> String {
            #"{"platforms": {"iOS": {"defaultSize": 17, "minimumSize": 11, "dynamicType": true, "textStylesFrom": "iOS", "#
                + #""defaultSizeCategory": "L", "sizeCategories": {"L": {"body": \#(body)}}}}}"#
        }
        let read = try ProfileLoader.typeTables(table(style), source: "t")
        XCTAssertEqual(read.styles(on: "iOS")["body"], TypeTables.StyleMetrics(weight: .regular, size: 17, leading: 22, emphasizedWeight: .semibold))
        for (broken, error) in [(style.replacingOccurrences(of: #""leading": 22"#, with: #""leading": "22""#), "invalid value at 'platforms.iOS.sizeCategories.L.body.leading'"),
                                (style.replacingOccurrences(of: #""weight": "regular", "#, with: ""), "missing key 'platforms.iOS.sizeCategories.L.body.weight'"),
                                (#"[]"#, "invalid value at 'platforms.iOS.sizeCategories.L.body'")] {
            XCTAssertThrowsError(try ProfileLoader.typeTables(table(broken), source: "t")) { XCTAssertEqual("\($0)", "t: \(error)") }
        }
    }

    func testRootExtendsHIGAndReadsItsNumbersFromData() throws {
        let root = try ProfileLoader.load("root")
        XCTAssertEqual(root.minimumSize(on: "iOS"), 11)
        XCTAssertEqual(root.minimumSize(on: "macOS"), 10)  // from the HIG table, which root does not override
        XCTAssertEqual(root.minimumSize(on: "tvOS"), 23)
        XCTAssertEqual(root.weights.allowed, [.regular, .medium, .semibold])
        XCTAssertEqual(root.emphasisWeight, .medium)
        XCTAssertEqual(root.settings("bold-body")[BoldBodyRule.styles], [.body])  // inherited from hig
        XCTAssertEqual(root.tables.styles(on: "iOS")["body"]?.size, 17)
        XCTAssertEqual(root.tables.styles(on: "visionOS")["title2"]?.emphasizedWeight, .bold)  // visionOS reads iOS's table
        XCTAssertFalse(root.tables.supportsDynamicType("macOS"))
        let hig = try ProfileLoader.load("hig")
        XCTAssertEqual(hig.settings("bold-body").severity, .off)
        XCTAssertTrue(hig.weights.allowed.contains(.bold))
    }

    /// A team profile extends root and overrides any part; the rules follow the data.
    func testTeamProfileOverridesTheMinimumAndTheBand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = folder.appendingPathComponent("team.json")
        try Data("""
            {"name": "team", "extends": "root", "minimumSize": {"iOS": 13},
             "weights": {"allowed": ["regular", "medium", "semibold", "light"], "restricted": []},
             "rules": {"raw-font-size": {"severity": "off"}}}
            """.utf8).write(to: profile)
        let team = try ProfileLoader.load(profile.path)
        let linter = Linter(profile: team)
        let source = "Text(\"a\").font(.system(size: 12)).fontWeight(.light)\nText(\"b\").font(.system(size: 13))"
        let findings = linter.lint(SourceFile(path: "t.swift", bytes: Array(source.utf8)))
        XCTAssertEqual(findings.map(\.ruleID), ["min-font-size"])
        XCTAssertTrue(findings[0].message.contains("13pt minimum"), findings[0].message)
    }

    /// `shrinkingCounts` reports a `.minimumScaleFactor` that lets text shrink to fit below the minimum, with the factor
    /// that keeps it there, or none when the text is at the minimum already; neither built-in profile turns it on.
    func testAProfileCanCountShrinkingToFitAsASize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = folder.appendingPathComponent("strict.json")
        try Data(#"{"name": "strict", "extends": "root", "rules": {"min-font-size": {"shrinkingCounts": true}}}"#.utf8).write(to: profile)
        let source = "Text(\"Badge\").font(.caption).minimumScaleFactor(0.5)\nText(\"Tag\").font(.caption2).minimumScaleFactor(0.9)\n"
        func messages(_ profile: String) throws -> [String] {
            Linter(profile: try ProfileLoader.load(profile)).lint(SourceFile(path: "t.swift", bytes: Array(source.utf8)))
                .filter { $0.ruleID == "min-font-size" }.map(\.message)
        }
        XCTAssertEqual(try messages(profile.path), [
            "`.minimumScaleFactor(0.5)` lets 12pt text shrink to 6pt, below the 11pt minimum on iOS; use a factor of at least 0.92",
            "`.minimumScaleFactor(0.9)` lets 11pt text shrink to 9.9pt, below the 11pt minimum on iOS; text at the minimum or under it cannot shrink: remove it",
        ])
        XCTAssertEqual(try messages("root"), [])
        XCTAssertEqual(try messages("hig"), [])
    }

    /// A suggestion names only styles code can write: tvOS's table has rows (`subtitle1`) no API names.
    func testSuggestionsNameOnlyStylesTheAPIHas() throws {
        let linter = Linter(profile: try ProfileLoader.load("root"))
        let source = "#if os(tvOS)\nlet t = Text(\"a\").font(.system(size: 21))\n#endif\n"
        let findings = linter.lint(SourceFile(path: "t.swift", bytes: Array(source.utf8)))
        XCTAssertEqual(findings.map(\.ruleID), ["raw-font-size", "min-font-size"])
        for finding in findings {
            XCTAssertFalse(finding.message.contains("subtitle"), finding.message)
            XCTAssertTrue(finding.message.contains("`.caption2"), finding.message)
        }
    }

    func testBrokenProfilesAreOneLineErrorsNamingTheFileAndKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            (#"{"name": "x", "extends": "root", "colour": 1}"#, "unknown key 'colour'"),
            (#"{"name": "x", "extends": "root", "rules": {"no-such-rule": {}}}"#, "unknown rule 'no-such-rule'"),
            (#"{"name": "x", "extends": "root", "weights": {"allowed": ["feather"], "restricted": []}}"#, "invalid value at 'weights.allowed"),
            (#"{"name": "x", "extends": "nowhere.json"}"#, "cannot read profile"),
            ("not json", "p4.json:1:1: not valid JSON"),
            ("{\n  \"name\": \"x\",\n}\n", "p5.json:3:1: not valid JSON"),  // where the text stops being JSON
            ("[1, 2]", "not a JSON object"),
            // As strict as a configuration.
            (#"{"name": "x", "extends": "root", "rules": {"bold-body": {"severity": "fatal"}}}"#, "rule 'bold-body' severity must be"),
            (#"{"name": "x", "extends": "root", "minimumSize": {"iOS": -1}}"#, "'minimumSize.iOS' must be more than 0"),
            (#"{"name": "x", "extends": "root", "minimumSize": {"Android": 11}}"#, "unknown platform 'Android' in 'minimumSize'"),
            (#"{"name": "x", "extends": "root", "platforms": ["Android"]}"#, "unknown platform 'Android' in 'platforms'"),
            (#"{"name": "x", "extends": "root", "minimumSize": {"iOS": 1e400}}"#, "invalid value at 'minimumSize.iOS'"),
            ("{\"name\": \"x\", \"extends\": \"root\",\n \"rules\": {}, \"rules\": {}}", "p12.json:2:15: duplicate key 'rules'"),
            // bold-body would report the emphasis it asks for, and --fix never end.
            (#"{"name": "x", "extends": "root", "emphasisWeight": "bold"}"#,
             "'emphasisWeight' 'bold' is reported where it is written; use a weight of 'weights.allowed' other than bold (regular, medium, semibold)"),
            (#"{"name": "x", "extends": "root", "emphasisWeight": "light"}"#, "'emphasisWeight' 'light' is reported where it is written"),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let file = folder.appendingPathComponent("p\(index).json")
            try Data(text.utf8).write(to: file)
            XCTAssertThrowsError(try ProfileLoader.load(file.path)) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains(expected), message)
                XCTAssertTrue(message.hasPrefix(file.path) || message.contains("profile"), message)
                XCTAssertFalse(message.contains("\n"), message)
            }
        }
        // A profile named by its bare file name extends a sibling, not a file at the root of the disk.
        try Data(#"{"name": "base", "extends": "root", "minimumSize": {"iOS": 12}}"#.utf8).write(to: folder.appendingPathComponent("base.json"))
        try Data(#"{"name": "team", "extends": "base.json"}"#.utf8).write(to: folder.appendingPathComponent("team.json"))
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertEqual(try ProfileLoader.load("team.json").minimumSize(on: "iOS"), 12)
    }

    /// A cycle of `extends` is found the first time a file comes back, whatever the spelling of its path (`./a.json`, a
    /// link to it), and the error walks the cycle; a long chain of distinct files ends in an error, not deep recursion.
    /// Profiles that extend one shared chain read it once (the chain's merged document is kept by real path), and a file
    /// of the chain that changes is read again.
    func testASharedChainIsReadOnceAndAgainWhenItChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("chain"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        func clause(_ profile: Profile) -> String? { profile.rules["min-font-size"]?.clause }
        try write(#"{"name": "base", "extends": "tail.json"}"#, to: "chain/base.json")
        try write(#"{"name": "tail", "extends": "root", "rules": {"min-font-size": {"clause": "first"}}}"#, to: "chain/tail.json")
        for head in ["a", "b", "c"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(head), withIntermediateDirectories: true)
            try write(#"{"name": "\#(head)", "extends": "../chain/base.json"}"#, to: "\(head)/head.json")
        }
        XCTAssertEqual(clause(try ProfileLoader.load(folder.appendingPathComponent("a/head.json").path)), "first")
        XCTAssertEqual(clause(try ProfileLoader.load(folder.appendingPathComponent("b/head.json").path)), "first")
        try write(#"{"name": "tail", "extends": "root", "rules": {"min-font-size": {"clause": "changed since"}}}"#, to: "chain/tail.json")
        XCTAssertEqual(clause(try ProfileLoader.load(folder.appendingPathComponent("c/head.json").path)), "changed since")
        XCTAssertEqual(clause(try ProfileLoader.load(folder.appendingPathComponent("a/head.json").path)), "changed since")
    }

    func testAnExtendsCycleIsFoundByRealPathAndNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func profile(_ name: String, extends parent: String) throws {
            try Data(#"{"name": "x", "extends": "\#(parent)"}"#.utf8).write(to: folder.appendingPathComponent(name))
        }
        let (a, b) = (folder.appendingPathComponent("a.json").path, folder.appendingPathComponent("b.json").path)
        try profile("a.json", extends: "b.json")
        try profile("b.json", extends: "./sub/../a.json")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try ProfileLoader.load(a)) { error in
            XCTAssertEqual("\(error)", "profile \(a) extends \(b), which extends \(folder.path)/./sub/../a.json, which is \(a): "
                           + "'extends' forms a cycle")
        }
        try profile("b.json", extends: "a.json")
        XCTAssertThrowsError(try ProfileLoader.load(a)) { error in
            XCTAssertEqual("\(error)", "profile \(a) extends \(b), which extends \(a): 'extends' forms a cycle")
        }
        try profile("b.json", extends: "link.json")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: "b.json")
        XCTAssertThrowsError(try ProfileLoader.load(a)) { error in
            XCTAssertEqual("\(error)", "profile \(b) extends \(folder.path)/link.json, which is \(b): 'extends' forms a cycle")
        }
        for index in 0..<40 { try profile("c\(index).json", extends: index == 39 ? "root" : "c\(index + 1).json") }
        XCTAssertThrowsError(try ProfileLoader.load(folder.appendingPathComponent("c0.json").path)) { error in
            XCTAssertTrue("\(error)".hasSuffix("c0.json: 'extends' goes through more than 32 profiles"), "\(error)")
        }
        try profile("c8.json", extends: "root")
        XCTAssertNoThrow(try ProfileLoader.load(folder.appendingPathComponent("c0.json").path), "nine levels are fine")
    }

    /// Bold on body is bold-body's to report; with bold-body off in a configuration, the bold weight is still
    /// outside the band, and forbidden-font-weight reports it.
    func testTurningBoldBodyOffLeavesTheWeightToForbiddenFontWeight() throws {
        let source = SourceFile(path: "V.swift", bytes: Array("let t = Text(\"x\").fontWeight(.bold)".utf8))
        let profile = try ProfileLoader.load("root")
        XCTAssertEqual(Linter(profile: profile).lint(source).map(\.ruleID), ["bold-body"])
        let withoutBoldBody = Linter(profile: profile, severityOverrides: ["bold-body": .off])
        XCTAssertEqual(withoutBoldBody.lint(source).map(\.ruleID), ["forbidden-font-weight"])
    }
}
