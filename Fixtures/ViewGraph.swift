import SwiftUI

// Fonts that reach text from outside its own chain: rows through control flow, fonts held in properties,
// a section footer given by a member view, custom views with trailing closures; and names read as words.
struct SpeedRow: View {
    let speed: String?
    let samples: [String]
    var valueFont: Font = .system(size: 20, design: .rounded) // expect: raw-font-size, forbidden-font-family

    var body: some View {
        VStack {
            HStack {
                if let speed {
                    Text(speed).font(.system(.body, design: .serif))
                }
                Text("Speed") // expect: mixed-font-families
            }
            HStack {
                ForEach(samples, id: \.self) { sample in
                    Text(sample).font(.system(.body, design: .serif))
                }
                Text("Recent samples") // expect: mixed-font-families
            }
            HStack {
                if speed != nil {
                    Text("\(samples.count)").font(.body.monospaced()) // ok: mono figures that are data
                }
                Text("samples")
            }
            HStack {
                Text("42").font(valueFont)
                Text("km/h") // expect: mixed-font-families
            }
            AnimatedCounter(value: 42) { digit in
                Text(digit)
            }
            .font(.system(size: 20, weight: .bold)) // expect: raw-font-size, forbidden-font-weight
            Text("Selected")
                .bold(speed == nil) // ok: a flag typelint cannot read is not known to be bold
            Text("Selected")
                .font(.body.bold(speed == nil)) // ok: the same on a Font
        }
    }
}

struct SettingsList: View {
    var body: some View {
        List {
            Section(footer: footer) {
                Text("Sync")
            }
        }
    }

    private var footer: some View {
        VStack(alignment: .leading) {
            Text("Drag").fontWeight(.bold) // expect: forbidden-font-weight
            Text("Check").bold() // ok: footnote emphasized is semibold
        }
    }
}

struct ReaderLabels: View {
    let price: String

    var body: some View {
        VStack {
            Text("Chapter")
                .font(.custom("Lexicon-Roman", size: 14)) // expect: raw-font-size, forbidden-font-family
            PriceTag(price: price, currencySymbolFont: .system(size: 9)) // expect: raw-font-size, min-font-size
            PriceTag(price: price, symbolFont: .system(size: 9)) // ok: it sizes a symbol
        }
    }
}

// Rows whose segments are words, not data; a module-qualified view; a postfix #if in a chain.
struct ShortcutHint: View {
    let isTrial: Bool

    var body: some View {
        VStack {
            HStack {
                Text("Press").font(.system(.body, design: .rounded)) // expect: forbidden-font-family
                Text("esc").font(.system(.body, design: .monospaced)) // expect: mixed-font-families
            }
            HStack {
                Text("Licence:")
                Text(isTrial ? "trial" : "active").font(.body.monospaced()) // expect: mixed-font-families
            }
            HStack {
                Text("Used")
                Text("12 GB").font(.body.monospaced()) // ok: figures and a unit are data
            }
            SwiftUI.Button("Check for updates") {
                check()
            }
            .font(.system(size: 10, weight: .semibold)) // expect: raw-font-size, min-font-size
            HStack {
                Text("Use")
                Text("Premium") // expect: mixed-font-families
                    #if !os(watchOS)
                    .font(.callout)
                    #endif
                    .fontDesign(.serif)
            }
        }
    }

    func check() {}
}

// A view's body is what its uses give it: every use below sets footnote (the preview is no use), so the bold label is
// footnote's bold, not bold body.
struct PreferenceRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label).fontWeight(.bold) // expect: forbidden-font-weight
            Text(value)
        }
    }
}

struct PreferencesScreen: View {
    var body: some View {
        List {
            PreferenceRow(label: "Version", value: "2.4").font(.footnote)
            PreferenceRow(label: "Server", value: "home.local").font(.footnote)
        }
    }
}

#Preview {
    PreferenceRow(label: "Version", value: "2.4")
}

/// The app's row view, declared in `ViewMembers.swift`, in fixed frames: its two lines need 100pt at AX5.
struct AccountPicker: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "person.crop.circle")
                AccountSummaryRow(name: "Ada")
            }
            .frame(height: 88) // expect: fixed-text-height
            AccountSummaryRow(name: "Grace")
                .frame(height: 120) // ok: 120pt holds both lines
        }
    }
}

/// Views of `ViewMembers.swift` whose text shows in some states: a use that turns the text off with a literal is fine.
struct ChangesList: View {
    let changes: [FileChange]

    var body: some View {
        ForEach(changes) { change in
            ChangedFileRow(status: change.status)
                .frame(height: 16) // expect: fixed-text-height
            ChangedFileRow(status: nil)
                .frame(height: 16) // ok: no status, no text
            FileThumbnail(showsName: false)
                .frame(width: 60, height: 40) // ok: the name is turned off
            OpenEditorRow(name: change.name)
                .frame(height: 16) // expect: fixed-text-height
        }
    }
}
