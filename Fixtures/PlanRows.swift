import SwiftUI

// A subscription screen's rows. A view shows one branch of an `if` or a `switch` at a time, so texts in two branches
// are never on one line together; a text no one sees holds a place and is not read; a modifier of the app's on a
// concatenation sets the font of its parts.

extension View {
    func planFont(_ size: CGFloat) -> some View {
        font(.system(size: size)) // expect: raw-font-size
    }
}

struct PlanRow: View {
    let isPro: Bool
    let tier: Int

    var body: some View {
        VStack {
            HStack {
                if isPro {
                    Text("Pro").font(.system(.body, design: .serif))
                } else {
                    Text("Free")
                }
                Spacer()
            }
            HStack {
                switch tier {
                case 0: Text("Starter").font(.system(.body, design: .monospaced))
                default: Text("Team")
                }
            }
            HStack {
                if isPro {
                    Text("Pro").font(.system(.body, design: .serif))
                }
                Text("plan") // expect: mixed-font-families
            }
            HStack {
                // Measures the widest price so the column does not jump; it is never seen.
                Text("$99.99").font(.system(.body, design: .monospaced)).hidden()
                Text("per month")
            }
            (Text("Renews ") + Text("today").font(.system(.body, design: .serif))) // expect: mixed-font-families
                .planFont(13) // expect: raw-font-size
        }
    }
}
