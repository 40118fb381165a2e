import Foundation
import TypeLintRules
import XCTest

/// `typelint profile import`: design tokens in the W3C format (and Tokens Studio's) to a profile that loads, with the tokens
/// that break the profile's rules named, and one error per problem in a broken file.
final class DesignTokenImportTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DesignTokens")

    private func text(_ name: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    }

    private func load(_ profile: String) throws -> Profile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-import-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(profile.utf8).write(to: url)
        return try ProfileLoader.load(url.path)
    }

    /// The format's own examples: groups with an inherited `$type`, dimensions as objects, in rem and px, weights by
    /// number and by name, a family from a list of fallbacks, aliases to a field and to a whole token.
    func testTheFormatsExamplesImportIntoAProfileThatLoads() throws {
        var options = DesignTokenImport.Options()
        options.name = "team"
        options.prefix = "AppFont"
        let imported = try DesignTokenImport.run(try text("tokens.json"), source: "tokens.json", options: options)
        XCTAssertEqual(imported.families, ["Inter", "Helvetica"])
        XCTAssertEqual(imported.ignored, 8)  // the families, sizes and weights the styles refer to
        let profile = try load(imported.profile)
        XCTAssertEqual(profile.name, "team")
        let tokens = try XCTUnwrap(profile.designSystem?.tokens)
        XCTAssertEqual(tokens.map(\.name), ["AppFont.body", "AppFont.bodyEmphasis", "AppFont.headingLevel1", "AppFont.legal",
                                            "AppFont.microcopy", "AppFont.paragraph"])
        XCTAssertEqual(tokens[2], DesignToken(name: "AppFont.headingLevel1", size: 42, weight: .bold, family: "Inter", lineHeight: 50.4,
                                              tracking: 0.1))
        // 1.0625rem is 17pt; a line height of 1.5 is half as much again; "semi-bold" is semibold.
        XCTAssertEqual(tokens[1], DesignToken(name: "AppFont.bodyEmphasis", size: 17, weight: .semibold, family: "Inter", lineHeight: 25.5,
                                              tracking: 0))
        // An alias to a whole token is that token's style.
        XCTAssertEqual(tokens[5].size, 17)
        XCTAssertEqual(tokens[5].weight, .regular)
        // The tokens Root would report: 9pt and a light weight.
        XCTAssertEqual(imported.breaches, ["type styles.legal (AppFont.legal): 9pt, below the 11pt minimum on iOS",
                                           "type styles.legal (AppFont.legal): light, off the weight band (regular, medium, semibold)"])
    }

    func testTokensStudiosSpellingImportsToo() throws {
        let imported = try DesignTokenImport.run(try text("tokens-studio.json"), source: "tokens-studio.json")
        let tokens = try XCTUnwrap(try load(imported.profile).designSystem?.tokens)
        // Aliases within the set, a size as a string of digits, a line height in per cent, a tracking in per cent of the size.
        XCTAssertEqual(tokens, [DesignToken(name: ".body", size: 16, weight: .regular, family: "DM Sans", lineHeight: 24, tracking: 0),
                                DesignToken(name: ".heading", size: 28, weight: .semibold, family: "DM Sans", lineHeight: 34, tracking: -0.28)])
        XCTAssertTrue(imported.breaches.isEmpty)
    }

    func testABrokenFileGivesOneErrorPerProblemWithTheTokensPath() throws {
        XCTAssertThrowsError(try DesignTokenImport.run(try text("broken.json"), source: "broken.json")) { error in
            XCTAssertEqual((error as? DesignTokenImport.Failure)?.problems.map(\.description), [
                "broken.json: typography.again: aliases form a cycle (typography.again → typography.loop → typography.again)",
                "broken.json: typography.caption: unknown field 'letterSpacng' (did you mean 'letterSpacing'?)",
                "broken.json: typography.caption.fontSize: the alias {size.caption} names no token (did you mean '{size.captions}'?)",
                "broken.json: typography.headline: no fontSize",
                "broken.json: typography.title.fontSize: '28pixels' is not a dimension (a number with px, pt, rem)",
                "broken.json: typography.title.fontWeight: 'bolder' is not a font weight (did you mean 'bold'?)",
            ])
        }
        XCTAssertThrowsError(try DesignTokenImport.run("{\"a\": ", source: "cut.json")) { error in
            XCTAssertEqual((error as? DesignTokenImport.Failure)?.problems.map(\.description), ["cut.json:1:7: not valid JSON"])
        }
        XCTAssertThrowsError(try DesignTokenImport.run(##"{"color": {"$type": "color", "red": {"$value": "#f00"}}}"##, source: "c.json")) { error in
            XCTAssertEqual((error as? DesignTokenImport.Failure)?.problems.count, 1)
        }
    }

    /// Paths that read alike in code (`body-large`, `bodyLarge`, `body_large`) get a number each, counted on; a number no
    /// design gives (a size of 1e307, a spacing that overflows when scaled) is a problem, not an infinite size.
    func testNamesThatCollideAreNumberedAndHugeNumbersAreProblems() throws {
        let tokens = """
            {"t": {"$type": "typography",
              "body-large": {"$value": {"fontSize": "17px", "fontFamily": "Inter"}},
              "bodyLarge": {"$value": {"fontSize": "17px", "fontFamily": "Inter"}},
              "body_large": {"$value": {"fontSize": "17px", "fontFamily": "Inter"}}}}
            """
        let imported = try DesignTokenImport.run(tokens, source: "t.json")
        XCTAssertEqual(imported.tokens.map(\.name).sorted(), [".bodyLarge", ".bodyLarge2", ".bodyLarge3"])
        let huge = #"{"t": {"$type": "typography", "a": {"$value": {"fontSize": 1e307, "lineHeight": 1e308, "fontFamily": "Inter"}}}}"#
        XCTAssertThrowsError(try DesignTokenImport.run(huge, source: "h.json")) { error in
            XCTAssertEqual((error as? DesignTokenImport.Failure)?.problems.map(\.description),
                           ["h.json: t.a.fontSize: 1e+307pt is beyond the largest a token may give (10000pt)"])
        }
    }

    /// What typelint writes as a JSON string reads back as the same text, control characters and all.
    /// A file of thousands of untyped aliases in a row is read as far as a chain is followed, not walked whole for each of
    /// its tokens: the chain is a problem, and the answer comes at once. (Tools/stress.sh times it with the other cases.)
    /// A chain followed once answers the tokens that alias it later, but only where it would come to the same: an alias
    /// found within a token's set (`{size}` is `compact.size` for a token of `compact`, `regular.size` for one of
    /// `regular`) is followed again for a token of another set.
    func testAChainFollowedForOneSetIsFollowedAgainForAnother() throws {
        let text = """
            {"shared": {"fontSize": {"$value": "{size}"}, "family": {"$value": "{face}"}, "face": {"$value": "Inter"}},
             "compact": {"size": {"$type": "dimension", "$value": "13px"},
                         "caption": {"$type": "typography", "$value": {"fontFamily": "{shared.family}", "fontSize": "{shared.fontSize}"}},
                         "note": {"$type": "typography", "$value": {"fontFamily": "{shared.family}", "fontSize": "{shared.fontSize}"}}},
             "regular": {"size": {"$type": "dimension", "$value": "17px"},
                         "caption": {"$type": "typography", "$value": {"fontFamily": "{shared.family}", "fontSize": "{shared.fontSize}"}}}}
            """
        let tokens = try XCTUnwrap(try load(try DesignTokenImport.run(text, source: "sets.json").profile).designSystem?.tokens)
        XCTAssertEqual(tokens.map { "\($0.name) \($0.size ?? 0) \($0.family ?? "")" },
                       [".compactCaption 13.0 Inter", ".compactNote 13.0 Inter", ".regularCaption 17.0 Inter"])
        // A token in no set finds `{size}` in the first set that has one; a token of another set, in its own.
        let top = """
            {"a": {"size": {"$type": "dimension", "$value": "13px"}},
             "b": {"size": {"$type": "dimension", "$value": "17px"},
                   "caption": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size}"}}},
             "aTop": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size}"}}}
            """
        let sized = try XCTUnwrap(try load(try DesignTokenImport.run(top, source: "top.json").profile).designSystem?.tokens)
        XCTAssertEqual(sized.map { "\($0.name) \($0.size ?? 0)" }, [".aTop 13.0", ".bCaption 17.0"])
    }

    func testALongChainOfUntypedAliasesIsOneProblem() throws {
        let count = 20_000
        var members = (0..<count - 1).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" }
        members.append("\"t\(count - 1)\": {\"$value\": {\"fontFamily\": \"Inter\", \"fontSize\": \"17px\"}}")
        XCTAssertThrowsError(try DesignTokenImport.run("{" + members.joined(separator: ", ") + "}", source: "chain.json")) { error in
            let problems = (error as? DesignTokenImport.Failure)?.problems ?? []
            XCTAssertFalse(problems.isEmpty)
            XCTAssertTrue(problems.allSatisfy { $0.text.contains("more than 64 aliases in a row") }, "\(problems.prefix(3))")
        }
    }

    func testQuotedStringsReadBackAsWritten() throws {
        for text in ["Brand\tBold", "say \"hi\" \\ there", "line\nbreak\u{1B}[2J", "café ✓"] {
            let written = JSONValue.quoted(text)
            XCTAssertFalse(written.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 }, written)
            let profile = try load(#"{"name": \#(written), "extends": "root"}"#)
            XCTAssertEqual(profile.name, text)
        }
    }
}
