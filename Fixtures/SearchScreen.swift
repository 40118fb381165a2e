import SwiftUI

/// Recent searches: rows of a view declared in a file that names no font, a group given a height, a bar that measures
/// its own height, and the hidden field that raises the emoji keyboard.
struct SearchScreen: View {
    let keywords: [String]
    @State private var query = ""
    @State private var password = ""
    @State private var emoji = ""
    @State private var barHeight: CGFloat = 32

    var body: some View {
        List {
            ForEach(keywords, id: \.self) { keyword in
                SearchKeywordRow(title: "\(keyword)") {
                    query = keyword
                }
                .frame(height: 38) // expect: fixed-text-height
            }
            // A group's frame is each of its views' frame.
            Group {
                HStack {
                    SecureField("Master password", text: $password)
                    Image(systemName: "faceid")
                }
            }
            .frame(height: 48) // expect: fixed-text-height
            Group {
                Text("Forgot your password?").font(.footnote)
            }
            .frame(height: 48)
            // Measured at run time (`barHeight = …`): not a fixed height.
            ScrollView(.horizontal) {
                HStack {
                    ForEach(keywords, id: \.self) { Text($0).padding(.vertical, 8) }
                }
                .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { barHeight = $0 }
            }
            .frame(height: barHeight)
        }
        .background {
            // Takes emoji input and shows nothing.
            TextField("", text: $emoji)
                .frame(width: 1, height: 1)
                .opacity(0.01)
        }
    }
}
