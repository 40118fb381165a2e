import TypeLintFonts
import TypeLintSyntax
import XCTest

/// The font-resolution stage on its own: values by qualified name, across files in any order, helpers
/// evaluated with their arguments, names declared twice.
final class ModuleIndexTests: XCTestCase {
    private func tree(_ text: String, path: String = "F.swift") -> SyntaxTree {
        SyntaxTree(source: SourceFile(path: path, bytes: Array(text.utf8)))
    }

    func testQualifiedNamesResolveWhateverTheFilesOrder() {
        let tokens = tree("enum Theme { enum Size { static let caption: CGFloat = 10 } }\nextension Font { static let note = Font.system(size: Theme.Size.caption) }")
        let alias = tree("enum Aliases { static let small = Font.note }")
        for order in [[tokens, alias], [alias, tokens]] {
            let index = ModuleIndex(order)
            XCTAssertEqual(index["Theme.Size.caption"], .number(10))
            XCTAssertEqual(index["Size.caption"], .number(10))
            XCTAssertNil(index["caption"], "a member of another type is not reached by its bare name")
            XCTAssertEqual(index["Aliases.small"], .font(FontSpec(size: 10, family: .sans)))
            XCTAssertEqual(index["note"], .font(FontSpec(size: 10, family: .sans)), "Font's members are implicit members")
        }
    }

    /// A view's body is what the module's uses give it: one style at every use, or unknown when uses differ;
    /// previews and the declaration are no uses.
    func testTheStyleUsesGiveAView() {
        let row = tree("struct Row: View {\n    var body: some View { Text(\"a\").bold() }\n}\n#Preview { Row() }")
        let footnote = tree("struct A: View { var body: some View { List { Row(); Row() }.font(.footnote) } }")
        let caption = tree("struct B: View { var body: some View { Row().font(Font.caption.weight(.medium)) } }")
        let plain = tree("struct C: View { var body: some View { VStack { Row() } } }")
        for order in [[row, footnote], [footnote, row]] {
            XCTAssertEqual(ModuleIndex(order).styleGiven(toView: "Row"), .style(.footnote))
        }
        XCTAssertEqual(ModuleIndex([row]).styleGiven(toView: "Row"), .none, "the preview is no use")
        XCTAssertEqual(ModuleIndex([row, plain]).styleGiven(toView: "Row"), .none)
        XCTAssertEqual(ModuleIndex([row, footnote, caption]).styleGiven(toView: "Row"), .unknown)
        XCTAssertEqual(ModuleIndex([row, footnote, plain]).styleGiven(toView: "Row"), .unknown)
        XCTAssertEqual(ModuleIndex([row, caption]).styleGiven(toView: "Row"), .style(.caption))
    }

    func testComputedPropertiesEnumRawValuesAndWeights() {
        let index = ModuleIndex([tree("""
            struct Card { var titleSize: CGFloat { 18 } }
            enum Metrics: CGFloat { case small = 10 }
            enum Weights { static let heading: Font.Weight = .bold }
            """)])
        XCTAssertEqual(index["Card.titleSize"], .number(18))
        XCTAssertEqual(index["Metrics.small"], .number(10))
        XCTAssertEqual(index["Weights.heading"], .weight(.bold))
    }

    func testANameDeclaredTwiceWithDifferentValuesResolvesToNothing() {
        let index = ModuleIndex([tree("enum A { enum Size { static let body: CGFloat = 17 } }"),
                                 tree("enum B { enum Size { static let body: CGFloat = 15 } }")])
        XCTAssertEqual(index["A.Size.body"], .number(17))
        XCTAssertEqual(index["B.Size.body"], .number(15))
        XCTAssertNil(index["Size.body"])
    }

    func testHelpersAreEvaluatedWithTheCallsArguments() {
        let helpers = tree("""
            extension UIFont {
                static func app(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                    .systemFont(ofSize: size, weight: weight)
                }
            }
            """)
        let use = tree("let a = UIFont.app(ofSize: 12, weight: .semibold)\nlet b = UIFont.app(ofSize: 9)")
        let facts = FontAnalyzer.analyze(use, index: ModuleIndex([use, helpers]))
        let calls = facts.constructors.filter { $0.kind == .helperCall }
        XCTAssertEqual(calls.map(\.size), [12, 9])
        XCTAssertEqual(calls.map(\.spec.weight), [.semibold, .regular])
    }

    func testAHelperThatScalesMakesNoSizedConstructorAtItsCalls() {
        let helpers = tree("""
            extension Font {
                static func scaled(_ size: CGFloat) -> Font { .custom("Inter", size: size, relativeTo: .body) }
            }
            """)
        let use = tree("let a = Font.scaled(12)")
        let facts = FontAnalyzer.analyze(use, index: ModuleIndex([use, helpers]))
        XCTAssertTrue(facts.constructors.isEmpty)
        XCTAssertEqual(facts.namedFontUses.map(\.spec.size), [12])
    }

    /// A helper declared `private`, or in a `private extension`, is seen from its own file alone: a call in another file
    /// that declares one of the same name is that file's, whichever file the module lists first.
    func testAPrivateHelperIsSeenFromItsOwnFileOnly() {
        let serif = tree("""
            private extension Font {
                static func brand() -> Font { .custom("Georgia", size: 17) }
            }
            let a = Font.brand()
            """, path: "A.swift")
        let small = tree("""
            fileprivate extension Font {
                static func brand() -> Font { .system(size: 9) }
            }
            let b = Font.brand()
            """, path: "B.swift")
        let everywhere = tree("extension Font { static func brand() -> Font { .system(size: 12) } }", path: "C.swift")
        let other = tree("let c = Font.brand()", path: "D.swift")
        for order in [[serif, small, everywhere, other], [other, everywhere, small, serif]] {
            let index = ModuleIndex(order)
            XCTAssertEqual(FontAnalyzer.analyze(serif, index: index).namedFontUses.map(\.spec.family), [.custom("Georgia")])
            XCTAssertEqual(FontAnalyzer.analyze(small, index: index).namedFontUses.map(\.spec.size), [9])
            XCTAssertEqual(FontAnalyzer.analyze(other, index: index).namedFontUses.map(\.spec.size), [12])
        }
    }

    /// A module's public helper that calls a `fileprivate` one of its file still makes its font where another module
    /// calls it.
    func testAnImportedHelperRunsItsFilesPrivateHelpers() {
        let fonts = tree("""
            struct AppFont {
                fileprivate static func instance(_ size: CGFloat) -> UIFont { UIFont(name: "Roboto-Black", size: size)! }
                static func with(size: CGFloat) -> UIFont { instance(size) }
            }
            """, path: "Fonts.swift")
        let design = ModuleIndex(files: [ModuleFile(fonts, constants: FileConstants(fonts))])
        let use = tree("let f = AppFont.with(size: 16)", path: "V.swift")
        let index = ModuleIndex(files: [ModuleFile(use, constants: FileConstants(use))], importing: [design])
        XCTAssertEqual(FontAnalyzer.analyze(use, index: index).namedFontUses.map(\.spec.family), [.custom("Roboto")])
    }

    func testImportsGiveTheFilesPlatforms() {
        XCTAssertEqual(tree("import WatchKit\nlet x = 1").platforms(at: 3), .watchOS)
        XCTAssertEqual(tree("import AppKit\nlet x = 1").platforms(at: 3), .macOS)
        XCTAssertEqual(tree("import class AppKit.NSFont\nlet x = 1").platforms(at: 6), .macOS)
        XCTAssertEqual(tree("import TVUIKit\nlet x = 1").platforms(at: 3), .tvOS)
        XCTAssertEqual(tree("#if canImport(AppKit)\nimport AppKit\n#endif\nlet x = 1").platforms(at: 8), .all)
        XCTAssertEqual(tree("import AppKit\nimport UIKit\nlet x = 1").platforms(at: 5), .all)
    }
}
