import SwiftUI

struct ShortcutsPanel: View {
    let hotkey: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Shortcuts").font(.headline)
            ShortcutRow(title: "Dim the screen", detail: "(keeps it on)")
            ShortcutRow(title: "Turn the screen off")
            ShortcutRow(title: "Mirror", detail: "(frees the GPU)")
            LatencyRow(name: "Round trip", reading: "42 ms")
            LatencyRow(name: "Render", reading: "16.7 ms")
            KeyRow(action: "Dim", keys: "Ctrl Shift")
            KeyRow(action: "Off", keys: hotkey)
        }
    }
}
