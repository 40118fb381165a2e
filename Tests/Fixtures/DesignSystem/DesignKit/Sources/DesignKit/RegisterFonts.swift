import CoreText
import Foundation

/// Registers the package's Inter faces with the process, so that code can name them.
public func registerFonts() {
    for name in ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Light"] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "otf") else { continue }
        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    }
}
