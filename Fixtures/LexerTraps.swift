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
