import SwiftUI

struct StatusBadge: View {
    let count: Int

    var body: some View {
        HStack {
            #if os(macOS)
            Text("\(count)")
                .font(.system(size: 10)) // ok: macOS has no Dynamic Type and its minimum is 10pt
            #elseif os(watchOS)
            Text("\(count)")
                .font(.system(size: 9)) // ok: watchOS is not a configured platform (default: iOS)
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
    static let sidebar = NSFont.systemFont(ofSize: 11) // ok: NSFont is macOS-only, outside the configured iOS
}
#endif

#if os(iOS) || os(visionOS)
enum PhoneFonts {
    static let tag = Font.system(size: 11, weight: .regular) // expect: raw-font-size
}
#endif

#if !os(iOS)
enum OtherFonts {
    static let tiny = Font.system(size: 6) // ok: not compiled for iOS
}
#endif
