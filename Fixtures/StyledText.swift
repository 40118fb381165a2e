import SwiftUI

/// A design system's text view: it shows its text in the style a use names. Uses are read as text in that style.
enum BrandTextStyle {
    case body, caption, headline1

    var font: Font {
        switch self {
        case .body: return .body
        case .caption: return .caption
        case .headline1: return .title3.weight(.semibold)
        }
    }
}

struct BrandText: View {
    private let text: String
    private let style: BrandTextStyle

    init(_ text: String, style: BrandTextStyle) {
        self.text = text
        self.style = style
    }

    var body: some View {
        Text(text).font(style.font)
    }
}

/// A button that shows its title in the font a use passes.
struct BrandButton: View {
    let title: String
    let font: Font
    let action: () -> Void

    var body: some View {
        Button(action: action) { Text(title).font(font) }
    }
}

struct SwapSummary: View {
    var body: some View {
        VStack {
            BrandText("Rate unavailable", style: .body)
                .frame(height: 22) // expect: fixed-text-height
            BrandText("Network fee", style: .caption)
                .frame(height: 50) // ok: caption reaches 43pt at AX5
            BrandText("Slippage", style: .body).font(.footnote).frame(height: 50) // ok: its own font wins, footnote reaches 44pt
            BrandText("Route", style: .headline1).frame(height: 30) // ok: a style name typelint does not know
            BrandButton(title: "Swap", font: .headline, action: {}).frame(height: 44) // expect: max-text-styles, fixed-text-height
        }
    }
}

extension View {
    /// An app's modifier that sets a font: a text it is called on is in caption 2, which reaches 40pt at the largest size.
    func fineprintStyle() -> some View {
        font(.caption2).foregroundStyle(.secondary)
    }
}

struct FeeNote: View {
    var body: some View {
        VStack {
            Text("Fees may apply").fineprintStyle().frame(height: 30) // expect: fixed-text-height
            Text("Rate").font(.headline)
            Text("0.3%").font(.subheadline)
            Image(systemName: "info.circle")
                .accessibilityLabel(Text("More about fees").font(.footnote)) // ok: read aloud, never drawn (no fourth style)
        }
    }
}

extension View {
    /// The app's text style with a size: a call sets a font of the size it passes, read where it is called.
    func captionStyle(size: CGFloat) -> some View {
        font(.system(size: size, weight: .semibold)).foregroundStyle(.secondary) // expect: raw-font-size
    }
}

struct DueDateRow: View {
    @State private var amount = ""

    var body: some View {
        VStack {
            Text("Due").captionStyle(size: 9) // expect: raw-font-size, min-font-size
            Text("Paid").captionStyle(size: 13) // expect: raw-font-size
            TextField("", text: $amount, prompt: Text("0.00")).font(.title3) // ok: the placeholder is drawn in the field's font, no fourth style
        }
    }
}

/// A switch whose label is the design system's text in the style its initializer defaults to: a `Toggle`'s label is
/// its row's text, and a use that passes no style shows the default.
struct BrandSwitch: View {
    private let title: String
    private let style: BrandTextStyle
    @Binding var isOn: Bool

    init(_ title: String, style: BrandTextStyle = .body, isOn: Binding<Bool>) {
        self.title = title
        self.style = style
        self._isOn = isOn
    }

    var body: some View {
        Toggle(isOn: $isOn) {
            BrandText(title, style: style)
        }
    }
}

struct SwapOptions: View {
    @State private var expert = false

    var body: some View {
        VStack {
            BrandSwitch("Expert mode", isOn: $expert)
                .frame(height: 44) // expect: fixed-text-height
            BrandSwitch("Gasless", style: .caption, isOn: $expert)
                .frame(height: 44) // ok: the style it passes is not the default typelint worked with
        }
    }
}
