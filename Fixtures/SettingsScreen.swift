import SwiftUI

struct SettingsScreen: View {
    @State private var notifications = true
    let version: String
    let storageUsed: Double
    private let footnoteSize: CGFloat = 12

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Notifications", isOn: $notifications)
                        .font(.system(size: 16)) // expect: raw-font-size
                    Toggle("Sounds", isOn: $notifications) // ok: default control font
                    NavigationLink("Account") { Text("Account") }
                        .fontWeight(.light) // expect: forbidden-font-weight
                } header: {
                    Text("General")
                        .font(.footnote)
                        .fontWeight(.semibold) // ok: section headers are semibold in Root
                }

                Section {
                    HStack {
                        Text("Storage")
                        Spacer()
                        Text("\(storageUsed, specifier: "%.1f") GB")
                            .monospacedDigit() // ok: tabular figures keep SF Pro
                    }
                    HStack {
                        Text("Version")
                        Spacer()
                        Text(version).font(.system(.body, design: .monospaced)) // ok: a value shown in mono is data
                    }
                    Text("Clear cache")
                        .font(.callout)
                        .fontWeight(.ultraLight) // expect: forbidden-font-weight
                } footer: {
                    Text("Cached images are removed after 30 days.")
                        .font(.system(size: footnoteSize)) // expect: raw-font-size, max-text-styles
                        .fontWeight(.bold) // expect: forbidden-font-weight
                }

                Text("Danger zone")
                    .font(.system(size: 17, weight: .bold, design: .serif)) // expect: raw-font-size, forbidden-font-weight
                Text("About")
                    .font(.system(size: 34, weight: .bold, design: .serif)) // expect: raw-font-size
                Text("Made with care")
                    .font(.caption2) // ok: the minimum size exactly
                    .foregroundStyle(.tertiary) // expect: caption2-tertiary
                Text("Tiny")
                    .font(.caption2)
                    .minimumScaleFactor(0.95) // ok: a profile reports shrinking to fit only with `shrinkingCounts`
            }
            .navigationTitle("Settings")
        }
    }
}
