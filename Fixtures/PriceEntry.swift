import SwiftUI

// Signs read as part of the text beside them: a currency sign before an amount, the colon between a time's fields.
// A pictographic symbol or a blank drawn with a font is a picture or a gap, not words to read.
struct PriceEntry: View {
    @Binding var amount: String
    @Binding var minutes: String
    @Binding var seconds: String

    var body: some View {
        VStack(alignment: .leading) {
            HStack(spacing: 2) {
                Text("$")
                    .font(.system(size: 22)) // expect: raw-font-size
                TextField("0.00", text: $amount)
                    .font(.title2)
            }
            HStack(spacing: 0) {
                TextField("00", text: $minutes)
                Text(":")
                    .font(.system(size: 17, weight: .heavy)) // expect: raw-font-size, forbidden-font-weight
                TextField("00", text: $seconds)
            }
            .font(.body)
            Text("★★★")
                .font(.system(size: 22)) // ok: a rating drawn with a pictographic symbol
            Text(" ")
                .font(.system(size: 8)) // ok: a blank that keeps a line's height
        }
    }
}
