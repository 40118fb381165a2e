import UIKit

// Markup read into attributed text: a `<b>` run drawn at the body style's own size is bold body text, whose emphasis
// is the medium weight; a heading sized from it is a heading.
final class NoteMarkupStyler {
    func style(_ run: NSMutableAttributedString, tag: String) {
        let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
        let whole = NSRange(location: 0, length: run.length)
        switch tag {
        case "b", "strong":
            run.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: bodySize), range: whole) // expect: bold-body
        case "h2":
            run.addAttribute(.font, value: UIFont.systemFont(ofSize: bodySize + 4, weight: .semibold), range: whole)
        default:
            break
        }
    }
}
