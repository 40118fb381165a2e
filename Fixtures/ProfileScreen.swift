import SwiftUI

struct ProfileScreen: View {
    let user: User
    let followers: Int
    @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 64
    @ScaledMetric private var badgeSize: CGFloat = 14
    private let compactSize: CGFloat = 10

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(user.name)
                    .font(.display) // ok: a serif display token, bold allowed
                Text("@\(user.handle)")
                    .font(.subheadline) // ok: a text style
                Text(user.bio)
                    .bold() // expect: bold-body
                Text("Joined in \(user.year)")
                    .fontWeight(.bold) // expect: bold-body
                Text("Pinned")
                    .fontWeight(.medium) // ok: medium is Root's emphasis weight
                Text("Followers")
                    .font(.caption) // expect: max-text-styles
                    .bold() // ok: caption's emphasized weight is semibold
                Text("Following")
                    .font(.title2)
                    .bold() // expect: forbidden-font-weight
                Text("Verified")
                    .font(.system(size: 13)) // expect: raw-font-size
                Text("Fine print")
                    .font(.system(size: compactSize)) // expect: raw-font-size, min-font-size
                Text("Badge")
                    .font(.system(size: badgeSize)) // ok: @ScaledMetric scales with Dynamic Type
                Text("Location") // the 9pt token is too small wherever it is used; its raw size is reported where it is made
                    .font(.legal) // expect: min-font-size
                Text("Light")
                    .fontWeight(.light) // expect: forbidden-font-weight
                Text("Thin title")
                    .font(.title.weight(.thin)) // expect: forbidden-font-weight
                Text("Heavy")
                    .font(.headline)
                    .fontWeight(.heavy) // expect: forbidden-font-weight
                Text("Semibold")
                    .fontWeight(.semibold) // ok: in the band
                Text("Shrinks")
                    .font(.footnote)
                    .minimumScaleFactor(0.5) // ok: shrinking to fit is the system fitting the text, not a size the code sets
                Text("Shrinks a little")
                    .minimumScaleFactor(0.9) // ok: body at 90% is 15.3pt
                Text("Never shrinks")
                    .font(.footnote)
                    .minimumScaleFactor(0.5)
                    .fixedSize(horizontal: true, vertical: false) // ok: its ideal width, never compressed, so never shrunk
                Text("Not bold")
                    .bold(false) // ok: removes emphasis
                Text("Regular")
                    .bold(user.isVerified) // ok: a runtime flag typelint cannot know is not reported
            }
            .padding()

            VStack {
                Text("Inherits caption")
                    .bold() // ok: the container's caption makes it semibold
                Text("Also caption")
            }
            .font(.caption)

            VStack {
                Text("Inherits body")
                    .bold() // expect: bold-body
            }
            .font(.body)

            Image(systemName: "person.crop.circle")
                .font(.system(size: avatarSize)) // ok: an image, sized by a scaled metric
            Image(systemName: "checkmark.seal")
                .font(.system(size: 9, weight: .light)) // ok: a symbol, not text
            Label("Settings", systemImage: "gear")
                .font(.system(size: 15)) // expect: raw-font-size
        }
    }
}

struct User {
    var name = "", handle = "", bio = "", year = 2024, isVerified = false
}
