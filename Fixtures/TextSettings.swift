import SwiftUI
import UIKit

/// Tracking, alignment and Dynamic Type settings on a marketing screen and its UIKit cells:
/// what Root forbids, next to the look-alikes that are fine.
struct LaunchBanner: View {
    let price: String
    let layout: ParagraphLayout
    var letterSpacing: CGFloat = 2
    var readerSize: DynamicTypeSize = .large

    var body: some View {
        VStack(alignment: .leading) {
            Text("NEW SEASON")
                .font(.caption)
                .tracking(2) // expect: tracking-override
            Text("Autumn collection").font(.title).kerning(-0.5) // expect: tracking-override
            Text("Limited run").tracking(letterSpacing) // expect: tracking-override
            Text("Free returns").tracking(0) // ok: zero leaves SF's tracking
            Text("04:12:09").font(.caption2.monospaced()).tracking(0.6) // expect: max-text-styles
            Text(price)
                .font(.body)
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge) // expect: dynamic-type-cap
            Text("Badge").dynamicTypeSize(.large) // expect: dynamic-type-cap
            HStack { Text("Members") }.dynamicTypeSize(.xSmall ... .accessibility3) // expect: dynamic-type-cap
            Text("Terms").dynamicTypeSize(...DynamicTypeSize.accessibility5) // ok: reaches AX5
            Text("Legal").dynamicTypeSize(.medium...) // ok: a lower bound only
            Text("Fine print").environment(\.dynamicTypeSize, .small) // expect: dynamic-type-cap
            Text("Notes").environment(\.dynamicTypeSize, readerSize) // ok: the reader's own choice, held in a variable
            Text("Summary").multilineTextAlignment(.leading) // ok: leading
        }
        .padding()
    }
}

enum ParagraphLayout { case justified, ragged } // ok: a layout of our own, not an alignment

struct TagCloud: View {
    let tags: [String]
    var body: some View {
        FlowStack(horizontalAlignment: .justified, spacing: 8) { // ok: a flow layout's alignment of views
            ForEach(tags, id: \.self) { Text($0).font(.footnote) }
        }
    }
}

struct CheckoutButtons: View {
    let policyURL: URL

    var body: some View {
        VStack(spacing: 12) {
            Text("Pay now").font(.headline).frame(maxWidth: .infinity).frame(height: 50) // expect: fixed-text-height
            Text("Pay later").frame(width: 200, height: 44) // expect: fixed-text-height
            HStack {
                Image(systemName: "lock")
                Text("Secure checkout").font(.footnote)
            }
            .frame(height: 24) // expect: fixed-text-height
            Text("Apple Pay").font(.headline).frame(minHeight: 50) // ok: grows
            Image(systemName: "creditcard").frame(height: 24) // ok: an image
            Divider().frame(height: 1) // ok: a divider
            Text("Terms apply").font(.footnote).frame(height: 60) // ok: footnote reaches 44pt at AX5
            Link("Refund policy", destination: policyURL).frame(height: 32) // ok: our own Link, an icon button below
            Button("Close", systemImage: "xmark") {}
                .labelStyle(.iconOnly)
                .font(.body)
                .bold() // ok: the title is not shown, only the symbol
                .frame(width: 44, height: 44) // ok: an icon-only button shows no text
        }
    }
}

/// A contact row: its name and handle stack in a fixed row (53 + 40pt at AX5 in 72pt), its legal notes scroll.
struct ContactRow: View {
    let name: String
    let handle: String

    var body: some View {
        HStack {
            Image(systemName: "person.circle")
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(handle).font(.caption)
            }
        }
        .frame(height: 72) // expect: fixed-text-height
        VStack {
#if os(iOS)
            Text(handle).font(.caption)
#else
            Text(name).font(.caption)
#endif
        }
        .frame(height: 60) // ok: one branch is built, caption reaches 40pt
        ScrollView {
            VStack {
                Text(name).font(.body)
                Text(handle).font(.body)
            }
        }
        .frame(height: 80) // ok: the content scrolls
    }
}

/// An amount in the app's typeface: `.custom(_:size:)` grows as body does (20pt is 62pt at AX5), `fixedSize:` does not.
struct AmountField: View {
    @Binding var amount: String

    var body: some View {
        VStack {
            TextField("0.0", text: $amount)
                .font(.custom("Inter", size: 20)) // expect: forbidden-font-family, raw-font-size
                .frame(height: 33) // expect: fixed-text-height
            Text("About $0").font(.custom("Inter", fixedSize: 20)).frame(height: 33) // expect: forbidden-font-family, raw-font-size
            Text(amount).font(.brandAmount).frame(height: 33) // expect: fixed-text-height, forbidden-font-family
            TextField("", text: $amount, prompt: Text("0")).font(.body).frame(height: 20) // expect: fixed-text-height
        }
    }
}

/// Sizes scaled with Dynamic Type still differ from one another: each is a style of its own.
struct LicenseCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("MIT").font(.title)
            Text("Copyright 2024").font(.body)
            Text("example.com").font(.system(size: UIFontMetrics.default.scaledValue(for: 14)))
            Text("Permission is granted").font(.system(size: UIFontMetrics.default.scaledValue(for: 12))) // expect: max-text-styles
        }
    }
}

/// A titled view's title may be a name as well as a string: it is text all the same.
struct ToggleRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        VStack {
            Toggle(title, isOn: $isOn).fontWeight(.bold) // expect: forbidden-font-weight
            Button(isOn ? "Stop" : "Start") { isOn.toggle() }.font(.system(size: 10)) // expect: raw-font-size, min-font-size
            HStack {
                Button(title, systemImage: "minus") { isOn = false }
                Text("42").fontDesign(.serif) // ok: the button may show its symbol alone
            }
            .frame(height: 30) // expect: fixed-text-height
        }
    }
}

/// Text in a card: an app's modifier that only pads, fills and clips (`CardChrome`, in a file of its own) keeps the
/// text body; one that styles its content through another helper (`CardTitle`) makes its font unknown.
struct FareCard: View {
    var body: some View {
        VStack {
            Text("Fare").frame(height: 30) // expect: fixed-text-height
            Text("Seats").font(.headline).frame(height: RowMetrics.compactRow) // expect: fixed-text-height
            Text("Route").font(.headline).frame(height: RowMetrics.roomyRow) // ok: 120pt holds a headline at AX5
            VStack(spacing: 10) {
                Text("Saved").font(.body)
                Text("Tap to undo").font(.footnote)
            }
            .frame(width: BannerMetrics.toastSize.width, height: BannerMetrics.toastSize.height) // expect: fixed-text-height
            Text("Undo").font(.footnote).frame(height: BannerMetrics.toastSize.height) // ok: 70pt holds a footnote at AX5
        }
        .modifier(CardChrome())
    }
}

struct FareTitle: View {
    var body: some View {
        VStack {
            Text("Fare").frame(height: 30) // ok: CardTitle may set any font
            Text("Zone").font(.headline).frame(height: 30) // expect: fixed-text-height
            Text("Return").font(.title3).fontWeight(.bold) // expect: forbidden-font-weight
        }
        .modifier(CardTitle())
    }
}

/// The app's own link button: an icon with the title as its accessibility label, not SwiftUI's `Link`.
struct Link: View {
    let title: String
    let destination: URL

    init(_ title: String, destination: URL) {
        self.title = title
        self.destination = destination
    }

    var body: some View {
        Image(systemName: "arrow.up.right.square").accessibilityLabel(title)
    }
}

struct SyncStatus: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Synced 2 min ago").font(.caption2).foregroundStyle(.tertiary) // expect: caption2-tertiary
            Text("Offline changes: 3").font(.caption2).foregroundStyle(.secondary) // ok: secondary
            Text("Backed up nightly").font(.footnote).foregroundStyle(.tertiary) // ok: footnote is larger
            Text("Last device: iPad").font(.caption2).foregroundStyle(Palette.textTertiary) // expect: caption2-tertiary
            Text("Next sync: 9:00").font(.caption2).foregroundStyle(Palette.textSecondary) // ok: the app's secondary token
            Image(systemName: "icloud").font(.caption2).foregroundStyle(.tertiary) // ok: a symbol, not text
            Image.symbol(.cloud).font(.system(size: 9)) // ok: the app's image factory, a symbol sized, not text
            VStack {
                Text("Build 2041").font(.caption2)
                Text("Channel: beta").font(.caption2).foregroundStyle(.primary) // ok: its own colour wins
            }
            .foregroundStyle(.quaternary) // expect: caption2-tertiary
        }
    }
}

final class SyncStatusCell: UITableViewCell {
    private let stampLabel = UILabel()
    private let noteLabel = UILabel()

    func configure() {
        stampLabel.font = .preferredFont(forTextStyle: .caption2)
        stampLabel.textColor = .tertiaryLabel // expect: caption2-tertiary
        noteLabel.font = .preferredFont(forTextStyle: .footnote)
        noteLabel.textColor = .tertiaryLabel // ok: footnote is larger
    }
}

/// Small print that takes its point size from whoever makes it.
final class FinePrintLabel: UILabel {
    init(_ text: String, size: CGFloat = 13) {
        super.init(frame: .zero)
        self.text = text
        self.font = .systemFont(ofSize: size) // expect: raw-font-size
    }

    required init?(coder: NSCoder) { nil }
}

final class SyncFooterView: UIView {
    private let footerStampLabel = UILabel()

    init(stampSize: CGFloat = 10) {
        super.init(frame: .zero)
        footerStampLabel.font = .systemFont(ofSize: stampSize) // expect: raw-font-size, min-font-size
        footerStampLabel.textColor = .tertiaryLabel // expect: caption2-tertiary
        let build = FinePrintLabel("Build 2041", size: 10) // expect: raw-font-size, min-font-size
        build.textColor = .quaternaryLabel // expect: caption2-tertiary
        let channel = FinePrintLabel("Channel: beta")
        channel.textColor = .tertiaryLabel // ok: 13pt unless told otherwise
        addSubview(build)
        addSubview(channel)
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell that builds its labels through one factory, given a style and a colour.
final class DepartureCell: UITableViewCell {
    func configure(updated: String, platform: String) {
        let stamp = Self.label(updated, style: .caption2, textColor: .tertiaryLabel) // expect: caption2-tertiary
        let track = Self.label(platform, style: .footnote, textColor: .tertiaryLabel) // ok: footnote is larger
        let badge = Self.label(platform, style: .caption2, textColor: .secondaryLabel, backgroundColor: .tertiarySystemFill) // ok: the faint colour is behind the text
        contentView.addSubview(stamp)
        contentView.addSubview(track)
        contentView.addSubview(badge)
    }

    static func label(_ text: String, style: UIFont.TextStyle, textColor: UIColor, backgroundColor: UIColor = .clear) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.textColor = textColor
        label.backgroundColor = backgroundColor
        return label
    }
}

struct QuietReceipt: View { // ok: three styles, rank from weight and colour
    var body: some View {
        VStack(alignment: .leading) {
            Text("Order total").font(.title2)
            Text(verbatim: "\u{F0110}").font(.custom("MaterialDesignIcons", size: 20)) // ok: an icon font's glyph is a picture, not a style
            Text("Paid with card ending 4242")
            Text("Paid").fontWeight(.medium) // ok: weight is not a style
            Text("Ref 0042").font(.footnote).foregroundStyle(.secondary) // ok: colour is not a style
            Text("Thanks for shopping").font(.footnote)
            ReceiptFooter()
        }
    }

    struct ReceiptFooter: View { // ok: a nested type counts its own styles
        var body: some View {
            VStack {
                Text("Questions?").font(.headline)
                Text("Call us").font(.callout)
            }
        }
    }
}

struct QuietReceipt_Previews: PreviewProvider { // ok: a preview is not a screen
    static var previews: some View {
        VStack {
            QuietReceipt()
            Text("Large").font(.largeTitle)
            Text("Caption").font(.caption)
            Text("Caption 2").font(.caption2)
            Text("Title 3").font(.title3)
        }
    }
}

struct ScoreBadge: View {
    let score: Int
    var body: some View {
        Text("\(score)")
            .font(.title2)
            .fontDesign(.rounded) // expect: forbidden-font-family
            .padding(6)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.tint)) // ok: a shape, not a font
            .overlay(Capsule().stroke(style: StrokeStyle(lineWidth: 1, lineCap: .round))) // ok: a line cap
    }
}

enum Typefaces {
    static let quote = Font.system(.title3, design: .serif) // ok: New York is one of the system's families
    static let code = Font.system(.footnote, design: .monospaced) // ok: SF Mono
    static let label = UIFont(name: "SFProText-Semibold", size: 17) // expect: raw-font-size
    static let stats = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withDesign(.rounded) // expect: forbidden-font-family
}

#Preview("Largest sizes") {
    LaunchBanner(price: "$12", layout: .ragged).dynamicTypeSize(.accessibility3) // ok: a preview shows one size
}

final class EditorLine {
    var kern: CGFloat = 0 { // ok: a setting's declaration
        didSet { attributes[.kern] = kern } // ok: handed on under its own name
    }
    var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .body)]

    func tighten() {
        attributes[.kern] = -0.4 // expect: tracking-override
    }
}

final class ArticleCell: UITableViewCell {
    private let bodyLabel = UILabel()
    private let titleLabel = UILabel()
    private let analytics = Analytics()

    func configure(with text: String, layout: ParagraphLayout) {
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textAlignment = .justified // expect: justified-text
        titleLabel.textAlignment = .natural // ok: natural alignment
        bodyLabel.adjustsFontForContentSizeCategory = false // expect: dynamic-type-cap
        titleLabel.adjustsFontForContentSizeCategory = true // ok: follows Dynamic Type
        titleLabel.maximumContentSizeCategory = .extraExtraLarge // expect: dynamic-type-cap
        bodyLabel.maximumContentSizeCategory = .accessibilityExtraExtraExtraLarge // ok: the largest size
        titleLabel.minimumContentSizeCategory = .large // ok: a floor, not a cap
        bodyLabel.heightAnchor.constraint(equalToConstant: 21).isActive = true // expect: fixed-text-height
        bodyLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 21).isActive = true // ok: grows
        titleLabel.heightAnchor.constraint(equalToConstant: 21).isActive = true // ok: no text style set on it here
        bodyLabel.heightAnchor.constraint(equalToConstant: .minimumTapSide / 2).isActive = true // expect: fixed-text-height
        bodyLabel.heightAnchor.constraint(equalToConstant: .minimumTapSide + RowMetrics.roomyRow).isActive = true // ok: 164pt holds body
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = NSTextAlignment.justified // expect: justified-text
        paragraph.alignment = .left // ok: left aligned
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.preferredFont(forTextStyle: .body),
            .paragraphStyle: paragraph,
            .kern: 1.5, // expect: tracking-override
        ]
        let quiet: [NSAttributedString.Key: Any] = [.kern: 0, .font: UIFont.preferredFont(forTextStyle: .footnote)] // ok: zero kern
        let styled = NSMutableAttributedString(string: text, attributes: attributes)
        styled.addAttribute(.kern, value: 0.8, range: NSRange(location: 0, length: styled.length)) // expect: tracking-override
        bodyLabel.attributedText = styled
        _ = quiet
        analytics.tracking("article_opened") // ok: an analytics call, not text tracking
        switch layout {
        case .justified: break // ok: reads our own enum
        case .ragged: break
        }
        let summary = makeAttributes(alignment: .justified) // expect: justified-text
        _ = summary
    }

    private func makeAttributes(alignment: NSTextAlignment) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignment
        return [.paragraphStyle: paragraph, .font: UIFont.preferredFont(forTextStyle: .body)]
    }
}

struct Analytics {
    func tracking(_ event: String) {}
    func record(_ event: String, tracking: Bool) {} // ok: a flag, not a number
}

/// A design system's table of styles: the tracking is chosen here and applied by `styled(_:)` below.
struct TypeRamp {
    let size: CGFloat
    let kern: CGFloat

    static let display = TypeRamp(size: 28, kern: -0.5) // expect: tracking-override
    static let label = TypeRamp(size: 15, kern: 0) // ok: zero leaves SF's tracking
    static let overline = TypeRamp(size: 12, kern: 1.2) // expect: tracking-override

    init(size: CGFloat, kern: CGFloat) { // ok: a parameter without a value
        self.size = size
        self.kern = kern
    }
}

struct Paragraph {
    init(lineHeight: CGFloat = 22, kern: CGFloat = -0.3) {} // expect: tracking-override
}

extension Text {
    func styled(_ ramp: TypeRamp) -> Text {
        font(.body).kerning(ramp.kern) // expect: tracking-override
    }
}

enum Palette {
    static let textSecondary = Color(white: 0.35)
    static let textTertiary = Color(white: 0.55)
}

/// Tokens of a design system whose package is not in this repository (`DesignKit`): typelint cannot read them, but
/// a token named after a style is sized as that style where only the size matters.
struct SheetHeader: View {
    @Environment(\.designKit) private var kit
    let title: String?

    var body: some View {
        VStack {
            HStack {
                Spacer()
                if let title {
                    Text(title).font(kit.fonts.headline)
                }
                Spacer()
            }
            .frame(height: 44) // expect: fixed-text-height
            Text("Scan the code").font(kit.fonts.bodySB).frame(height: 60) // ok: body reaches 53pt at AX5
            Text("Needs a camera").font(kit.fonts.caption2).frame(height: 44) // ok: caption 2 reaches 40pt
            Text("Step 2").font(kit.fonts.stepNumber).frame(height: 20) // ok: a token named after no style
        }
    }
}

/// A one-time-code screen whose digit boxes have no placeholder: each box still shows the digit typed into it, in
/// the box's font, so that font is one of the screen's styles.
struct PasscodeBoxes: View {
    @State private var digits = ["", "", "", ""]

    var body: some View {
        VStack(spacing: 16) {
            Text("Enter the code").font(.title2)
            HStack {
                ForEach(0..<4, id: \.self) { box in
                    TextField("", text: $digits[box]).font(.title)
                }
            }
            Text("It came by text message").font(.footnote)
            Text("Send another").font(.callout) // expect: max-text-styles
        }
    }
}

/// A delivery timeline: the step under way is picked out by weight, chosen in place.
struct DeliverySteps: View {
    let steps: [String]
    let current: Int

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(steps.indices, id: \.self) { index in
                Text(steps[index])
                    .font(.subheadline.weight(index == current ? .heavy : .regular)) // expect: forbidden-font-weight
            }
        }
    }
}
