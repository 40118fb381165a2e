import TypeLintFonts
import TypeLintSyntax
import XCTest

/// The evaluator on its own: what an expression denotes, given the module's declarations, with each construct that
/// yields or applies a font reached as Swift declares it.
final class EvaluatorTests: XCTestCase {
    private func tree(_ text: String) -> SyntaxTree {
        SyntaxTree(source: SourceFile(path: "F.swift", bytes: Array(text.utf8)))
    }

    /// The font the expression that starts at `marker`'s first occurrence in `use` and ends at its end denotes.
    private func evaluate(_ expression: String, in use: String, declarations: String) -> FontSpec? {
        let declared = tree(declarations)
        let used = tree(use)
        let index = ModuleIndex([declared, used])
        let evaluator = FontEvaluator(tree: used, index: index, constants: FileConstants(used))
        let start = use.utf8.count - use[use.range(of: expression)!.lowerBound...].utf8.count
        let end = start + expression.utf8.count
        let tokens = used.code.indices.filter { used.code[$0].start >= start && used.code[$0].end <= end }
        return evaluator.evaluate(tokens.first!..<tokens.last! + 1)
    }

    static let modifiers = """
        enum Face: String { case book = "Literata-Regular"; case heavy = "Literata-Bold" }
        struct ReaderFont: ViewModifier {
            var face: Face
            var size: CGFloat
            init(_ face: Face = .book, size points: CGFloat = 17) {
                self.face = face
                self.size = points
            }
            func body(content: Content) -> some View { content.font(.custom(face.rawValue, size: size)) }
        }
        struct CaptionFont: ViewModifier {
            let size: CGFloat
            var weight: Font.Weight = .regular
            func body(content: Content) -> some View { content.font(.system(size: size, weight: weight)) }
        }
        extension View {
            func caption(_ size: CGFloat) -> some View { font(.system(size: size)) }
        }
        extension Font {
            static func reader(_ face: Face, _ style: Font.TextStyle) -> Font { .custom(face.rawValue, size: 17, relativeTo: style) }
            static func reader(_ face: Face, _ size: CGFloat) -> Font { .custom(face.rawValue, size: size) }
        }
        """

    /// A written initializer's parameters reach the body as the properties it sets, whatever the parameters' own names;
    /// an enum case passed for a typed parameter gives its raw value.
    func testAModifiersWrittenInitializerBindsTheProperties() {
        var expected = FontSpec(size: 9, weight: .bold, family: .custom("Literata"))
        expected.scalesWithBody = true
        XCTAssertEqual(evaluate("ReaderFont(.heavy, size: 9)", in: "let v = Text(\"a\").modifier(ReaderFont(.heavy, size: 9))",
                                declarations: Self.modifiers), expected)
        var defaults = FontSpec(size: 17, weight: .regular, family: .custom("Literata"))
        defaults.scalesWithBody = true
        XCTAssertEqual(evaluate("ReaderFont()", in: "let v = Text(\"a\").modifier(ReaderFont())", declarations: Self.modifiers), defaults)
    }

    func testAModifierWithoutAWrittenInitializerTakesTheMemberwiseOne() {
        XCTAssertEqual(evaluate("CaptionFont(size: 8)", in: "let v = Text(\"a\").modifier(CaptionFont(size: 8))", declarations: Self.modifiers),
                       FontSpec(size: 8, weight: .regular, family: .sans))
        XCTAssertEqual(evaluate("CaptionFont(size: 8, weight: .medium)", in: "let v = Text(\"a\").modifier(CaptionFont(size: 8, weight: .medium))",
                                declarations: Self.modifiers), FontSpec(size: 8, weight: .medium, family: .sans))
    }

    /// A view extension's call denotes its font wherever it stands in a chain, not only last.
    func testAViewExtensionInTheMiddleOfAChain() {
        XCTAssertEqual(evaluate(".caption(10)", in: "let v = Text(\"a\").caption(10).padding()", declarations: Self.modifiers),
                       FontSpec(size: 10, family: .sans))
    }

    /// Overloads with the same labels are told apart by what is passed: a text style or a size.
    func testOverloadsAreToldApartByTheirArguments() {
        let styled = evaluate(".reader(.book, .body)", in: "let v = Text(\"a\").font(.reader(.book, .body))", declarations: Self.modifiers)
        XCTAssertEqual(styled?.style, .body)
        XCTAssertEqual(styled?.size, 17)
        let sized = evaluate(".reader(.heavy, 12)", in: "let v = Text(\"a\").font(.reader(.heavy, 12))", declarations: Self.modifiers)
        XCTAssertNil(sized?.style)
        XCTAssertEqual(sized?.size, 12)
        XCTAssertEqual(sized?.family, .custom("Literata"))
        XCTAssertEqual(sized?.weight, .bold)
    }

    /// What is not known stays unknown: a modifier of another module, a variable.
    func testWhatTheModuleDoesNotDeclareIsUnknown() {
        XCTAssertNil(evaluate("HeadingFont(size: 8)", in: "let v = Text(\"a\").modifier(HeadingFont(size: 8))", declarations: Self.modifiers))
        XCTAssertNil(evaluate("chosen", in: "let v = Text(\"a\").font(chosen)", declarations: Self.modifiers))
    }

    static let loaders = """
        enum FaceName: String { case bold = "Merriweather-Bold" }
        extension UIFont {
            static func loaded(name: String, size: CGFloat) -> UIFont {
                guard let face = UIFont(name: name, size: size) else { return .systemFont(ofSize: size) }
                return UIFontMetrics.default.scaledFont(for: face)
            }
            static func scaledFace(named name: String, style: TextStyle) -> UIFont {
                let made: UIFont
                let descriptor = UIFontDescriptor(name: name, size: 17)
                if descriptor.matchingFontDescriptors(withMandatoryKeys: nil).isEmpty { made = .preferredFont(forTextStyle: style) }
                else { made = UIFont(descriptor: descriptor, size: 0) }
                return made
            }
            enum Reader { static var title: UIFont { scaledFace(named: FaceName.bold.rawValue, style: .title1) } }
        }
        """

    /// What a helper returns may be a name it binds first (`guard let face = UIFont(name:size:) else …`): that font.
    func testAHelpersLocalsAreBoundBeforeWhatItReturns() {
        let font = evaluate("UIFont.loaded(name: \"Merriweather-Bold\", size: 20)",
                            in: "let f = UIFont.loaded(name: \"Merriweather-Bold\", size: 20)", declarations: Self.loaders)
        XCTAssertEqual(font?.family, .custom("Merriweather"))
        XCTAssertEqual(font?.size, 20)
        XCTAssertEqual(font?.weight, .bold)
    }

    /// A helper that names its typeface by a parameter draws the face a call names, however the body goes on; a name held
    /// by an enum's raw value and a member of a type nested in the font type's extension are found by their paths.
    func testAHelpersTypefaceParameterNamesTheFamily() {
        let font = evaluate("UIFont.Reader.title", in: "label.font = UIFont.Reader.title", declarations: Self.loaders)
        XCTAssertEqual(font?.family, .custom("Merriweather"))
        XCTAssertNil(evaluate("UIFont.Reader.caption", in: "label.font = UIFont.Reader.caption", declarations: Self.loaders))
    }
}
