import UIKit
import XCTest

/// Test code draws no screen: the fonts here are the inputs of a text-measuring test, so no rule reports them.
final class TextSizerTests: XCTestCase {
    private let sizes: [UIFont] = [
        .systemFont(ofSize: 9), // ok: a test's input, below the minimum on purpose
        .boldSystemFont(ofSize: 14), // ok: a test's input
    ]

    func testLinesFitTheirWidth() {
        let label = UILabel()
        label.font = UIFont(name: "Avenir-Heavy", size: 17) // ok: a test's input
        label.numberOfLines = 0
        for font in sizes {
            label.font = font
            XCTAssertGreaterThan(label.intrinsicContentSize.height, 0)
        }
    }
}
