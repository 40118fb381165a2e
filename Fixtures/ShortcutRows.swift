import SwiftUI

// Rows whose second segment is monospaced. Whether that segment is data depends on what the callers pass
// (ShortcutsPanel.swift): the rows are checked with the module's calls.

struct ShortcutRow: View {
    var title: String
    var detail = ""

    var body: some View {
        HStack {
            Text(title)
                .font(.body)
            if !detail.isEmpty {
                Text(detail) // expect: mixed-font-families
                    .font(.system(.body, design: .monospaced))
            }
        }
    }
}

struct LatencyRow: View {
    let name: String
    let reading: String

    var body: some View {
        HStack {
            Text(name)
            Text(reading).monospaced() // ok: every caller passes figures with a unit
        }
    }
}

struct KeyRow: View {
    let action: String
    let keys: String

    var body: some View {
        HStack {
            Text(action)
            Text(self.keys).font(.system(.body, design: .monospaced)) // ok: one caller passes a value, so it may be data
        }
    }
}
