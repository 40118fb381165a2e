import SwiftUI

struct OnboardingHero: View {
    var body: some View {
        VStack {
            // typelint:disable:next raw-font-size -- the hero number is sized to the artwork behind it
            Text("42").font(.system(size: 120))
            Text("Welcome").font(.system(size: 30)) // typelint:disable:this raw-font-size -- matches the marketing site
            /* expect: missing-suppression-reason */ // typelint:disable:next raw-font-size
            Text("Step 1").font(.system(size: 24))
            // typelint:disable:next raw-font-sizes -- misspelt, so nothing is suppressed  expect: unknown-rule
            Text("Step 2").font(.system(size: 24)) // expect: raw-font-size
            Text("Step 3").font(.system(size: 24)) // expect: raw-font-size
            // typelint:disable min-font-size, raw-font-size -- legal footer, reviewed with design
            Text("Terms").font(.system(size: 9)) // expect: max-text-styles
            Text("Privacy").font(.system(size: 9))
            // typelint:enable min-font-size, raw-font-size
            Text("Cookies").font(.system(size: 9)) // expect: raw-font-size, min-font-size
            // typelint:disable:next all -- a generated preview screen
            Text("Preview").font(.system(size: 8)).fontWeight(.ultraLight)
            // typelint:disable:next bold-body -- the suppression covers bold-body only
            Text("Bold").bold().tracking(1) // expect: tracking-override
            /* expect: unused-suppression */ // typelint:disable:next raw-font-size -- the hero number was a raw size once
            Text("Hero").font(.title)
        }
    }
}
