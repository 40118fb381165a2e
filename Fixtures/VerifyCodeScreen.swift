import SwiftUI
import UIKit

/// A UIKit field wrapped for SwiftUI: its code gives the text callout, which grows to 51pt at AX5.
struct CodeField: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.adjustsFontForContentSizeCategory = true
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
        uiView.font = UIFont.preferredFont(forTextStyle: .callout)
    }
}

/// A wrapped spinner: no text to clip.
struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

struct VerifyCodeScreen: View {
    @State private var code = ""

    var body: some View {
        VStack {
            CodeField(text: $code)
                .frame(height: 30) // expect: fixed-text-height
            CodeField(text: $code)
                .frame(minHeight: 30)
            Spinner()
                .frame(height: 20)
        }
    }
}
