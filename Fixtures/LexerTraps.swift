import SwiftUI

// Typography rules written in comments, strings and regexes are text, never code:
// .font(.system(size: 9)).bold() and UIFont.systemFont(ofSize: 8) must not be flagged here.
/* A nested /* block */ comment with .fontWeight(.ultraLight) inside. */

struct LexerTrapsView: View {
    let plain = ".font(.system(size: 9))"
    let raw = #"Text("x").font(.custom("Inter-Light", size: 10))"#
    let rawQuote = #"""#
    let multi = """
        .fontWeight(.thin) and "quotes" and \(count) items
        """
    let rawMulti = #"""
        .tracking(2) \#(count) raw interpolation
        """#
    let pattern = /\.font\(\.system\(size: \d+\)\)/
    let extended = #/.font\(.caption2\)/#
    let count = 3

    var body: some View {
        Text("Items: \(count) of \("nested \(count)")")
    }
}

// Raw identifiers name anything but a backtick: none of these names opens a string, a comment or a call, so the help
// text below stays a string and the caption after it stays code.
enum RawNamedHelp {
    static func `open """`() {}
    static func `a /* b`() {}
    static let help = """
        Text("Tip").tracking(2)
        """
    static func `c */ d`() {}
    static func `label .tracking(2)`() {}
    static let caption = Text("Fine print").font(.system(size: 9)) // expect: raw-font-size, min-font-size
}
