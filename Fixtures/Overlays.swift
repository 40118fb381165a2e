import SwiftUI

/// Text drawn where a fixed frame reaches it from outside its own container: an `.overlay` given the frame of the view it
/// covers, a tab bar in a horizontal scroll view inside a `GeometryReader`, a menu's label, and a row whose content brace
/// opens on the line after the stack's call.
struct LibraryHeader: View {
    @Binding var section: LibrarySection
    let sections: [LibrarySection]

    var body: some View {
        HStack {
            Image(systemName: "sidebar.left")
            Spacer()
        }
        .overlay {
            Menu {
                ForEach(sections) { item in
                    Button(item.title) { section = item }
                }
            } label: {
                HStack {
                    Text(section.title).bold()
                    Image(systemName: "chevron.down")
                }
            }
        }
        .frame(height: 40) // expect: fixed-text-height
    }
}

struct CoverTile: View {
    let cover: URL?
    let title: String
    let isNew: Bool

    var body: some View {
        VStack {
            AsyncImage(url: cover)
                .overlay(Text(title).font(.headline).padding(.vertical, 6))
                .frame(height: 56) // expect: fixed-text-height
            AsyncImage(url: cover)
                .overlay(alignment: .topTrailing) {
                    if isNew {
                        Image(systemName: "sparkles")
                    }
                }
                .frame(height: 56) // ok: the overlay draws an icon
            Capsule()
                .frame(height: 4) // ok: a bar with an outline
                .overlay(Capsule().stroke(lineWidth: 1))
        }
    }
}

struct CategoryBar: View {
    @Binding var active: LibrarySection
    let sections: [LibrarySection]

    var body: some View {
        GeometryReader { geometry in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(sections) { item in
                        tab(item)
                    }
                }
                .frame(minWidth: geometry.size.width)
            }
        }
        .frame(height: 40) // expect: fixed-text-height
    }

    func tab(_ item: LibrarySection) -> some View {
        HStack(spacing: 6) {
            Image(systemName: item.symbol)
            if active == item {
                Text(item.title).font(.callout).lineLimit(1)
            }
        }
    }
}

struct TermsPane: View {
    let terms: String

    var body: some View {
        GeometryReader { _ in
            ScrollView {
                Text(terms).font(.body)
            }
        }
        .frame(height: 120) // ok: the text scrolls inside the frame
    }
}

struct BasketRow: View {
    let name: String
    let count: Int

    var body: some View {
        ZStack(alignment: .leading)
        {
            Rectangle().fill(.background)
            Text(name).font(.subheadline).padding(.leading)
            if count > 0 {
                Text("\(count)")
                    .font(.caption)
                    .padding(4)
                    .padding(.bottom, 30)
            }
        }
        .frame(height: 76) // expect: fixed-text-height
    }
}

/// A label's title is its text, and a button's label passes it on; a text sized by the app's own modifier is in a font
/// typelint cannot see.
struct ForksRow: View {
    let open: () -> Void

    var body: some View {
        Button(action: open) {
            HStack {
                Label {
                    Text("Forked")
                } icon: {
                    Image(systemName: "tuningfork")
                }
                Spacer()
            }
        }
        .frame(height: 37) // expect: fixed-text-height
        HStack {
            Text("What does this line mean?").appTextSize(.medium)
            Spacer()
        }
        .frame(height: 40) // ok: the app's modifier picks the size
    }
}

/// A tab whose font depends on whether it is the first: it needs the smaller of the two styles at least.
struct ReactionFilterTab: View {
    let key: String

    var body: some View {
        ScrollView(.horizontal) {
            Text(key).font(key == "All" ? .body : .title)
        }
        .frame(height: 40) // expect: fixed-text-height
        Text(key)
            .font(key == "All" ? .caption2 : .caption)
            .frame(height: 44) // ok: caption fits at AX5
    }
}
