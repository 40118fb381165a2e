import SwiftUI

/// A row of the settings screen that lays out the views its uses pass: what a use passes as `value` is what the row's
/// fixed height must hold.
struct SettingRow<Title: View, Value: View>: View {
    let title: Title
    let value: Value

    var body: some View {
        HStack {
            title
            Spacer()
            value
        }
        .frame(height: 40) // expect: fixed-text-height
    }
}

struct BadgeRow<Badge: View>: View {
    let badge: Badge

    var body: some View {
        HStack {
            Image(systemName: "seal")
            badge
        }
        .frame(height: 48) // ok: its one use passes a caption, 43pt at AX5
    }
}

/// A capsule every tag is drawn in: the modifier frames the view it is applied to.
private struct PillFrame: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 12)
            .frame(height: 32) // expect: fixed-text-height
    }
}

struct NotificationSettings: View {
    var body: some View {
        VStack {
            SettingRow(title: Image(systemName: "bell"), value: Text("Daily"))
            SettingRow(title: Image(systemName: "moon"), value: Text("Off").font(.caption))
            BadgeRow(badge: Text("New").font(.caption))
            HStack {
                Text("Swift").font(.footnote)
            }
            .modifier(PillFrame())
        }
    }
}

/// An amount whose digits shrink to fit the field: `.minimumScaleFactor` on the stack reaches every text in it.
struct AmountDigits: View {
    let digits: [String]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(digits, id: \.self) { digit in
                Text(digit)
            }
        }
        .minimumScaleFactor(0.1)
        .font(.largeTitle)
        .frame(height: 44) // ok: 131pt shrunk to a tenth fits
    }
}
