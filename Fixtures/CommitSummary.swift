import UIKit
import StyledTextKit

// StyledTextKit builds attributed text piece by piece: each piece takes the builder's current style, `save()` and
// `restore()` keep a stack of styles, and pieces up to a line break share a line.
enum CommitText {
    static let caption = TextStyle(size: 13)
    static let captionEmphasis = TextStyle(font: .system(.weighted(.semibold)), size: 13)
    static let hash = TextStyle(font: .name("Menlo-Regular"), size: 13)
    static let headline = TextStyle(font: .system(.default), size: 17)
}

final class CommitSummaryModel {
    let summary: NSAttributedString
    let detail: NSAttributedString
    let title: NSAttributedString

    init(author: String, sha: String, message: String, reviewer: String?) {
        let builder = StyledTextBuilder(styledText: StyledText(style: CommitText.caption))
            .add(text: "\(message)\n") // ok: the line ends here, before the hash
            .add(text: "committed ")
            .save()
            .add(text: author, traits: [.traitBold]) // expect: forbidden-font-weight
            .restore()
        if let reviewer {
            builder.add(text: " with ")
                .add(text: reviewer, traits: [.traitItalic]) // ok: italic is no weight
        }
        builder.add(text: " as ")
            .add(styledText: StyledText( // expect: mixed-font-families
                text: sha,
                style: CommitText.hash.with(foreground: .secondaryLabel) // expect: forbidden-font-family
            ))
        summary = builder.build().render()

        detail = StyledTextBuilder(styledText: StyledText(text: "Reviewed by ", style: CommitText.caption))
            .add(styledText: StyledText(text: reviewer ?? "nobody", style: CommitText.captionEmphasis)) // ok: one family, an allowed weight
            .build().render()

        title = StyledTextBuilder(styledText: StyledText(text: "Commit\n", style: CommitText.headline))
            // The hash is on a line of its own, so no families mix; Menlo is still not the system's monospaced face.
            .add(styledText: StyledText(text: sha, style: CommitText.hash)) // expect: forbidden-font-family
            .build().render()
    }
}
