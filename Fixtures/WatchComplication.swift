import SwiftUI
import WatchKit

// WatchKit makes this watchOS code: the 12pt minimum applies, and messages say "on watchOS".
struct ComplicationLabel: View {
    let value: String

    var body: some View {
        VStack {
            Text(value)
                .font(.system(size: 11)) // expect: raw-font-size, min-font-size
            Text(value)
                .font(.footnote) // ok: a text style
        }
    }
}
