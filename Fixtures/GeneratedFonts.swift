// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import SwiftUI
import UIKit

// A generator's output is read for the fonts it declares, and nothing in it is reported: a fix belongs in the
// generator's template or input, and the next run would write the file again.
internal struct GeneratedFontConvertible {
  internal let name: String

  internal func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font {
    return SwiftUI.Font.custom(self.name, fixedSize: fixedSize) // ok: generated
  }

  internal static let caption = UIFont.systemFont(ofSize: 9) // ok: generated
}
