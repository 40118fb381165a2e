import DesignKit
import SwiftUI

/// Through the design system: its tokens and a text style. A token below the minimum is reported where it is declared.
struct ProfileView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Ada Lovelace").font(AppFont.title)
            Text("Analyst").font(AppFont.body)
            Text("Terms apply").font(AppFont.legal)
        }
    }
}

/// Around it: sizes and typefaces made on the spot, each told the token to use instead.
struct PromoView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Score").font(.system(size: 12))  // expect: raw-font-size
            Text("Promo").font(.custom("Inter-Medium", size: 13))  // expect: raw-font-size
            Text("Engines").font(.system(size: 34, weight: .semibold))  // expect: raw-font-size
        }
    }
}

struct QuoteView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("“Poetical science”").font(.custom("Georgia", size: 17, relativeTo: .body))  // expect: forbidden-font-family
            Text("Fine print").font(.system(size: 9))  // expect: raw-font-size, min-font-size
        }
    }
}

/// Tracking taken from the system is the system's; tracking set here is not.
struct LabelView: View {
    let ramp = TextRamp.label

    var body: some View {
        VStack(alignment: .leading) {
            Text("LABEL").font(AppFont.caption).kerning(ramp.kern)
            Text("SPACED").font(.headline).tracking(2)  // expect: tracking-override
            Text("Joined 1833").font(.caption)
        }
    }
}
