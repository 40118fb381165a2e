import SwiftUI

// Uses the tokens declared in DesignTokens.swift: the rules see what the tokens are.
struct ArticleHeader: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.sectionTitle) // ok: serif title-1 token
            Text(subtitle)
                .font(.cardTitle) // ok: semibold title 3 token
            Text(subtitle)
                .font(.figures)
                .bold() // ok: footnote emphasized is semibold
            Text(subtitle)
                .font(Typography.caption) // expect: max-text-styles, forbidden-font-family
            Text("Paragraph")
                .font(.emphasis) // ok: the token declaration reports bold body once
            Text("More")
                .font(.display)
                .fontWeight(.black) // expect: forbidden-font-weight
            Text("Body")
                .font(.body) // ok: plain body
            Text("Terms")
                .font(Typography.readingAlias)
                .bold() // expect: bold-body
        }
    }
}

struct LeadParagraph: View {
    var body: some View {
        Text("Tap a card to open it").font(Typography.lead).bold() // expect: bold-body
    }
}
