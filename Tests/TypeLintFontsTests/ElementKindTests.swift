@testable import TypeLintFonts
import TypeLintSyntax
import XCTest

/// The kinds of text elements: each of SwiftUI's text views by its own case, named as written, and the views typelint
/// treats as controls or as titled the ones its name sets list.
final class ElementKindTests: XCTestCase {
    func testEachTextViewHasItsOwnKindNamedAsWritten() {
        for name in textViewNames {
            let kind = ElementKind(viewName: name)
            XCTAssertNotEqual(kind, .moduleView(name), name)
            XCTAssertEqual(kind.name, name)
            XCTAssertEqual(kind.isControl, controlViews.contains(name), name)
            XCTAssertEqual(kind.isTitled, titledViews.contains(name), name)
        }
        XCTAssertEqual(ElementKind(viewName: "ThemeText"), .moduleView("ThemeText"))
        XCTAssertEqual(ElementKind.styledText.name, "StyledText")
    }

    func testElementsOfAFileHaveTheirKinds() {
        let tree = SyntaxTree(source: SourceFile(path: "V.swift", bytes: Array("""
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Title").font(.headline)
                        Button("Close") { dismiss() }
                        TextField("Name", text: $name)
                    }
                }
            }
            """.utf8)))
        let facts = FontAnalyzer.analyze(tree, index: ModuleIndex([tree]))
        XCTAssertEqual(facts.elements.map(\.kind), [.text, .button, .textField])
    }
}
