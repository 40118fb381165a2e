import SwiftUI

/// A row with no text of its own: the app's file label it shows (`ViewMembers.swift`) brings its need to the frame the
/// row is given.
struct RecentFileRow: View {
    let name: String

    var body: some View {
        HStack {
            Image(systemName: "clock")
            FileNameLabel(name: name)
        }
    }
}

struct RecentFiles: View {
    let names: [String]

    var body: some View {
        ForEach(names, id: \.self) { name in
            RecentFileRow(name: name)
                .frame(height: 20) // expect: fixed-text-height
            RecentFileRow(name: name)
                .frame(height: 60) // ok: the label fits
        }
    }
}
