import SwiftUI

/// The player's buttons, drawn in whatever the toolbar around them sets (`PlayerToolbar.swift`): nothing here names one.
enum Player {
    struct AspectFillButton: View {
        var body: some View {
            Button {
            } label: {
                Label("Fill", systemImage: "rectangle.arrowtriangle.2.outward")
            }
        }
    }

    struct ActionButtons: View {
        var body: some View {
            HStack {
                AspectFillButton()
                Menu {
                    Button("Playback speed") {}
                } label: {
                    menuLabel
                }
            }
        }

        private var menuLabel: some View {
            Label("More", systemImage: "ellipsis.circle")
        }
    }
}
