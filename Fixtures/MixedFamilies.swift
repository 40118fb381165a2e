import SwiftUI

struct ForecastRow: View {
    let temperature: Int
    let city: String

    var body: some View {
        VStack(alignment: .leading) {
            // Serif and sans on one line.
            Text("Today in ")
                + Text(city).font(.system(.body, design: .serif)) // expect: mixed-font-families
            // Mono figures that are data are the one exception.
            Text("High of ") + Text("\(temperature)°").monospaced() // ok: mono data in a paragraph
            Text("Wind ") + Text("12 km/h").font(.system(.body, design: .monospaced)) // ok: digits and a unit
            Text("Code ") + Text("ALPHA").monospaced() // expect: mixed-font-families
            HStack {
                Text("Departs")
                Text("07:42").font(.figures) // ok: mono data
                Text("Gate").font(.custom("Georgia", size: 17, relativeTo: .body)) // expect: mixed-font-families, forbidden-font-family
            }
            HStack(spacing: 4) {
                Image(systemName: "cloud.rain")
                Text("Rain") // ok: an image and a text share the row, not two families
            }
            VStack {
                Text("Chapter").font(.sectionTitle) // ok: serif and sans on one screen, different lines
                Text("Body text")
            }
            Text("Read \(Text("carefully").fontDesign(.serif)) now") // expect: mixed-font-families
            Text("a").font(theme.font) + Text("b") // ok: an unknown font is not compared
            (Text("Same ") + Text("family")).font(.system(.body, design: .serif)) // ok: one family for the whole line
            HStack {
                Text("Due").font(.custom(fonts.name(for: .regular), size: 17, relativeTo: .body)) // expect: forbidden-font-family
                Text("Today").font(.custom(fonts.name(for: .semibold), size: 17, relativeTo: .body)) // expect: forbidden-font-family
            } // ok: one family by name, asked in two weights
        }
    }

    var theme: Theme { Theme() }
    var fonts: FontNames { FontNames() }
}

struct FontNames {
    func name(for weight: Font.Weight) -> String { weight == .regular ? "Inter-Regular" : "Inter-SemiBold" }
}

struct Theme {
    var font: Font { .body }
}
