import SwiftUI

/// A button whose font and height come from its initializer's defaults: most screens take them, so the defaults are
/// what its own frame is checked with.
struct WideActionButton: View {
    var title: String
    var font: Font
    var height: CGFloat
    var action: () -> Void

    init(title: String, font: Font = .body, height: CGFloat = 44, action: @escaping () -> Void) {
        self.title = title
        self.font = font
        self.height = height
        self.action = action
    }

    var body: some View {
        Button(action: action) {
            ZStack {
                Color.accentColor
                Text(title)
                    .font(self.font)
            }
            .frame(height: self.height) // expect: fixed-text-height
        }
    }
}

/// A percentage label that callers usually give a smaller font: the default is not what a use that passes one shows.
struct ChangeLabel: View {
    private let value: Double
    private let font: Font

    init(_ value: Double, font: Font = .title3) {
        self.value = value
        self.font = font
    }

    var body: some View {
        Text(value, format: .percent)
            .font(font)
    }
}

struct MarketRow: View {
    let change: Double

    var body: some View {
        HStack {
            ChangeLabel(change, font: .caption2)
                .frame(height: 48) // ok: the caller's font, not the default, shows here
            ChangeLabel(change)
                .frame(height: 48) // expect: fixed-text-height
        }
    }
}

/// Previews picked by kind and type-erased: `AnyView` adds no level between a member and the frame it is given.
struct WidgetSlots: View {
    let kinds: [Int]

    var body: some View {
        HStack {
            ForEach(kinds, id: \.self) { kind in
                preview(for: kind)
                    .frame(width: 50, height: 50) // expect: fixed-text-height
            }
        }
    }

    private func preview(for kind: Int) -> some View {
        switch kind {
        case 0: return AnyView(glucosePreview)
        default: return AnyView(Image(systemName: "drop"))
        }
    }

    private var glucosePreview: some View {
        VStack {
            Text("112").font(.caption)
            Text("mg/dL").font(.caption2)
        }
    }
}
