import SwiftUI

// Code compiled only for platforms the configuration does not name is checked on its own platforms:
// a raw size on macOS is outside the design system too (no Dynamic Type: a message of its own), and
// watchOS text has watchOS's 12pt minimum.

struct StatusBadge: View {
    let count: Int

    var body: some View {
        HStack {
            #if os(macOS)
            Text("\(count)")
                .font(.system(size: 10)) // expect: raw-font-size
            #elseif os(watchOS)
            Text("\(count)")
                .font(.system(size: 9)) // expect: raw-font-size, min-font-size
            #else
            Text("\(count)")
                .font(.system(size: 10)) // expect: raw-font-size, min-font-size
            #endif
        }
    }
}

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

enum DesktopFonts {
    static let sidebar = NSFont.systemFont(ofSize: 11) // expect: raw-font-size
}
#endif

#if os(iOS) || os(visionOS)
enum PhoneFonts {
    static let tag = Font.system(size: 11, weight: .regular) // expect: raw-font-size
}
#endif

#if !os(iOS)
enum OtherFonts {
    static let tiny = Font.system(size: 6) // expect: raw-font-size, min-font-size
}
#endif
