import SwiftUI

/// A screen built from view members (`var pageLabel: some View`), a button style and a text field style: the text a
/// member or a style's configuration shows is in the container that uses it.
struct BookSummary: View {
    let pages: Int
    let category: String

    var body: some View {
        infoRow
    }

    var infoRow: some View {
        HStack {
            pageLabel
            Spacer()
            categoryLabel
        }
        .frame(height: 90) // expect: fixed-text-height
    }

    var pageLabel: some View {
        VStack(spacing: 6) {
            Text("Pages").font(.headline)
            Text("\(pages)").font(.subheadline)
        }
    }

    var categoryLabel: some View {
        Text(category).font(.caption)
    }

    var reactionRow: some View {
        HStack {
            categoryLabel
        }
        .dynamicTypeSize(.large) // expect: dynamic-type-cap
        .frame(height: 28) // ok: the text stays at Large, where caption fits
    }
}

/// Another type with a member of the same name: its preview row holds text, the icon's does not.
struct DownloadBadge: View {
    var body: some View {
        pageLabel.frame(width: 20, height: 20) // ok: this type's pageLabel is an image
    }

    var pageLabel: some View {
        Image(systemName: "arrow.down.circle")
    }
}

struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            labelView(configuration: configuration)
        }
        .frame(height: 28) // expect: fixed-text-height
    }

    func labelView(configuration: Configuration) -> some View {
        configuration.label
            .font(.footnote)
            .foregroundStyle(.primary)
    }
}

struct IconButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 32, height: 32) // ok: no font given here, the label may be an icon
    }
}

struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .font(.callout)
            .frame(height: 44) // expect: fixed-text-height
    }
}

/// A field drawn by the app's text field style is in the style's font: not a fourth style (body) of the form.
struct SignInForm: View {
    @State private var email = ""

    var body: some View {
        VStack {
            Text("Welcome back").font(.title)
            Text("Sign in to continue").font(.subheadline)
            TextField("Email", text: $email)
                .textFieldStyle(OutlinedFieldStyle()) // ok: the style sets the field's font
            Text("Forgot your password?").font(.footnote)
        }
    }
}

/// A row of the app's, used by screens in other files: what its texts need comes with it (`ViewGraph.swift`).
struct AccountSummaryRow: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(name).font(.subheadline)
            Text("Signed in").font(.caption)
        }
    }
}

/// A file's row that shows its status only when it has one, and a thumbnail that shows its name only when asked: what
/// they show in some states still needs room wherever a use may show it (`ViewGraph.swift`).
struct ChangedFileRow: View {
    let status: String?

    var body: some View {
        HStack {
            Image(systemName: "doc")
            if let status {
                Text(status).font(.subheadline)
            }
        }
    }
}

struct FileThumbnail: View {
    let showsName: Bool

    var body: some View {
        VStack {
            Image(systemName: "doc.richtext")
            if showsName {
                Text("Report.pdf").font(.caption)
            }
        }
    }
}

/// A file name label, and an editor row that shows it: the row brings the label's need to where it is used (`ViewGraph.swift`).
struct FileNameLabel: View {
    let name: String

    var body: some View {
        Text(name).font(.subheadline)
    }
}

struct OpenEditorRow: View {
    let name: String

    var body: some View {
        HStack {
            Image(systemName: "doc.text")
            FileNameLabel(name: name)
        }
        .padding(5)
    }
}

/// Padding around a text takes room in the box it is in; a horizontal scroll view clips the height of its row.
struct ThemePreview: View {
    var body: some View {
        ZStack {
            Color.black
            Text("Midnight").font(.headline).padding(.vertical, 14)
        }
        .frame(height: 80) // expect: fixed-text-height
        ScrollView(.horizontal) { HStack { Text("Books").font(.callout) } }.frame(height: 40) // expect: fixed-text-height
        ScrollView { Text("Terms").font(.body) }.frame(height: 40) // ok: scrolls up and down
    }
}
