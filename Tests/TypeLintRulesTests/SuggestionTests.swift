import TypeLintRules
import TypeLintSyntax
import XCTest

/// A finding's advice is written in the terms of the API at hand: a UIKit font gets a UIKit style, a SwiftUI font
/// a SwiftUI one, on every platform (found by reading findings on apps nobody here wrote).
final class SuggestionTests: XCTestCase {
    func messages(_ source: String) throws -> [String] {
        let linter = Linter(profile: try ProfileLoader.load("root"))
        // A custom typeface's family is `forbidden-font-family`'s business, not these suggestions'.
        return linter.lint(SourceFile(path: "s.swift", bytes: Array(source.utf8)))
            .filter { $0.ruleID != "forbidden-font-family" }.map(\.message)
    }

    func testUIKitFontsGetUIKitStyles() throws {
        let found = try messages("import UIKit\nbutton.titleLabel?.font = .systemFont(ofSize: 14, weight: .medium)\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        // UIKit's style, and the medium weight kept: a preferred font would drop it.
        XCTAssertTrue(found[0].contains("`UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .medium))`"),
                      found[0])
        let plain = try messages("import UIKit\nbutton.titleLabel?.font = .systemFont(ofSize: 15)\n")
        XCTAssertTrue(plain.first?.contains("`.preferredFont(forTextStyle: .subheadline)`") == true, "\(plain)")
    }

    /// Advice that quotes code written over several lines is one line of text: each break, with its indent, a space.
    func testAdviceQuotingCodeOverLinesIsOneLine() throws {
        let found = try messages("import UIKit\nbutton.titleLabel?.font = .systemFont(\n    ofSize: 14,\n    weight: .medium)\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].contains("`UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont( ofSize: 15, weight: .medium))`"),
                      found[0])
    }

    func testSwiftUIFontsOnMacOSGetSwiftUIStyles() throws {
        let found = try messages("import SwiftUI\nimport AppKit\nlet t = Text(\"a\").font(.system(size: 13))\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].contains("on macOS") && found[0].contains("`.body`"), found[0])
        XCTAssertFalse(found[0].contains("NSFont"), found[0])
    }

    func testACustomFontOfUnknownSizeScalesAsBodyDoes() throws {
        let found = try messages("import SwiftUI\nfunc f(_ size: CGFloat) -> some View { Text(\"a\").font(.custom(\"Inter\", size: size)) }\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].contains("scales only as body does"), found[0])
        XCTAssertFalse(found[0].contains("does not scale"), found[0])
    }
}

extension SuggestionTests {
    func testABoldSystemFontIsReplacedByACallWithAWeight() throws {
        let found = try messages("import UIKit\nlabel.font = .boldSystemFont(ofSize: 15)\n").filter { $0.contains("weight band") }
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].contains("use `.systemFont(ofSize: 15, weight: .semibold)`"), found[0])
    }

    func testSymbolConfigurationsAndIconOnlyLabelsSizePictures() throws {
        let found = try messages("""
            import UIKit
            import SwiftUI
            let image = UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15)))
            let start = Label("Start", systemImage: "play.fill").labelStyle(.iconOnly).font(.system(size: 13))
            let small = NSFont.systemFont(ofSize: NSFont.systemFontSize(for: .small))
            """)
        XCTAssertEqual(found, [])
    }
}

extension SuggestionTests {
    func testAFontOnAPropertyHoldingAnImageSizesAPicture() throws {
        let found = try messages("""
            import SwiftUI
            struct GameButton: View {
                let icon: Image
                let title: String
                var body: some View {
                    HStack {
                        icon.font(.system(size: 40))
                        self.icon.font(.system(size: 44))
                        Text(title).font(.system(size: 15))
                    }
                }
            }
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("fixed 15pt;"), found[0])
    }
}

extension SuggestionTests {
    func testFontsGivenToIconStylesSizeIcons() throws {
        let found = try messages("""
            import SwiftUI
            struct IconButtonStyle: ButtonStyle {
                var font: Font = .system(size: 14.5, weight: .regular)
                func makeBody(configuration: Configuration) -> some View { configuration.label.font(font) }
            }
            let close = Button { } label: { Image(systemName: "xmark") }.buttonStyle(.icon(font: .system(size: 11)))
            let caption = Text("Hint").font(.system(size: 12))
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("fixed 12pt;"), found[0])
    }
}
