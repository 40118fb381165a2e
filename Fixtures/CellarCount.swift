import SwiftUI

/// The app's own `custom(size:weight:)`, named like SwiftUI's but given no face: a helper over the system font, whose
/// calls are read through it, not as a typeface named `28`.
extension Font {
    static func custom(size: CGFloat, weight: Weight) -> Font {
        .system(size: size, weight: weight) // expect: raw-font-size
    }
}

struct CellarCountView: View {
    let bottles: Int

    var body: some View {
        VStack(spacing: 4) {
            Text("\(bottles)").font(.custom(size: 28, weight: .bold)) // expect: raw-font-size, forbidden-font-weight
            Text("Last counted today").font(.custom(size: 10, weight: .regular)) // expect: raw-font-size, min-font-size
            Text("Cellar").font(.custom("Georgia", size: 17)) // expect: raw-font-size, forbidden-font-family
        }
    }
}
