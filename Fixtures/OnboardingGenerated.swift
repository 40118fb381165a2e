import SwiftUI
import UIKit

// An onboarding flow whose fonts come from code generators that run in the build (their output is not in the
// repository), a tracking helper that takes its value from callers, and UIKit fonts whose weight and traits a
// suggestion must keep.

extension View {
    /// The letter spacing is the caller's: it is checked where it is called.
    func spaced(_ amount: CGFloat) -> some View {
        kerning(amount)
    }
}

struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("Welcome").font(FontFamily.Manrope.semiBold.swiftUIFont(size: 28)) // expect: raw-font-size, forbidden-font-family
            Text("Terms").font(FontFamily.Manrope.regular.swiftUIFont(fixedSize: 10)) // expect: raw-font-size, min-font-size, forbidden-font-family
            Text("Scaled").font(FontFamily.Manrope.regular.swiftUIFont(size: 17, relativeTo: .body)) // expect: forbidden-font-family
            Text("STEP 1").spaced(1.5) // expect: tracking-override
            Text("Skip").spaced(0)
        }
    }
}

final class OnboardingCell: UITableViewCell {
    let titleLabel = UILabel()
    let hintLabel = UILabel()
    let countLabel = UILabel()

    func configure() {
        titleLabel.font = FontFamily.Manrope.bold.font(size: 20) // expect: raw-font-size, forbidden-font-family
        hintLabel.font = R.font.manropeRegular(size: 9) // expect: raw-font-size, min-font-size, forbidden-font-family
        // The medium weight and the monospaced digits stay in what the message suggests.
        hintLabel.font = .systemFont(ofSize: 15, weight: .medium) // expect: raw-font-size
        countLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular) // expect: raw-font-size
    }
}
