import SwiftUI

#if os(macOS)
struct Sidebar: View {
    var body: some View {
        // No Dynamic Type on macOS: the profile makes a raw size a warning there.
        Text("Library").font(.system(size: 13))  // expect: raw-font-size (warning)
    }
}
#endif
