import TypeLintFonts
import XCTest

/// A custom face's name read as its family and weight: a PostScript name by its parts, a full name by its last words.
final class FontNameTests: XCTestCase {
    func testAFacesNameGivesItsFamilyAndWeight() {
        let cases: [(name: String, family: Family, weight: Weight?)] = [
            ("Inter-SemiBold", .custom("Inter"), .semibold),
            ("Avenir-HeavyOblique", .custom("Avenir"), .heavy),
            ("Poppins SemiBold", .custom("Poppins"), .semibold),
            ("Avenir Next Bold Italic", .custom("Avenir Next"), .bold),
            ("Avenir Next  Bold ", .custom("Avenir Next"), .bold),
            ("Times New Roman", .custom("Times New Roman"), nil),
            ("Bold", .custom("Bold"), nil),
            ("Lato", .custom("Lato"), nil),
            ("", .sans, nil),
        ]
        for (name, family, weight) in cases {
            XCTAssertEqual(Family(customFontName: name), family, name)
            XCTAssertEqual(Weight(fontNameSuffix: name), weight, name)
        }
    }

    /// A name is read from its end as far as its weight words go, and what is kept of a family is bounded: a name of
    /// thousands of weight words, or of 200,000 letters, is one family of a short name.
    func testALongNameIsReadFromItsEndAndKeptShort() {
        let words = "Inter" + String(repeating: " Bold", count: 8_000)
        XCTAssertEqual(Family(customFontName: words), .custom("Inter"))
        XCTAssertEqual(Weight(fontNameSuffix: words), .bold)
        let long = "Inter" + String(repeating: "x", count: 200_000)
        XCTAssertNil(Weight(fontNameSuffix: long))
        XCTAssertEqual(Family(customFontName: long).description.count, 129)
        XCTAssertTrue(Family(customFontName: long).description.hasPrefix("Interxxx"))
    }
}
