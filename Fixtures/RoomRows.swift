import SwiftUI

// A cap on Dynamic Type keeps a picture from growing: an avatar, an icon-only button. Text is what it must not cap.
// A view member's use passes its own modifiers to what the member shows, as a container does: a footnote's `.bold()`
// is semibold.
struct RoomAvatarImage: View {
    let initials: String

    var body: some View {
        Circle().fill(.indigo)
    }
}

struct RoomRow: View {
    let name: String
    let typing: [String]
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack {
            RoomAvatarImage(initials: String(name.prefix(2)))
                .dynamicTypeSize(dynamicTypeSize < .accessibility1 ? dynamicTypeSize : .accessibility1) // ok: a picture
            Text(name)
                .dynamicTypeSize(...DynamicTypeSize.xxLarge) // expect: dynamic-type-cap
            Button {
                refresh()
            } label: {
                Image(systemName: "location")
            }
            .dynamicTypeSize(.large) // ok: the button shows only an icon
            typingNotice
                .font(.footnote)
        }
    }

    var typingNotice: some View {
        Text(typing.first ?? "").bold() // ok: footnote, given where the member is used
    }

    func refresh() {}
}
