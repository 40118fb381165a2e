import UIKit

// Markup read into attributed text: a `<b>` run is the bold its writer chose, which the app shows and does not choose;
// a heading sized from the body style is the app's own choice of weight.
final class NoteMarkupStyler {
    func style(_ run: NSMutableAttributedString, tag: String) {
        let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
        let whole = NSRange(location: 0, length: run.length)
        switch tag {
        case "b", "strong":
            run.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: bodySize), range: whole) // ok: the writer's bold
        case "h2":
            run.addAttribute(.font, value: UIFont.systemFont(ofSize: bodySize + 4, weight: .semibold), range: whole)
        case "h1":
            run.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: bodySize + 6), range: whole) // expect: forbidden-font-weight
        default:
            break
        }
    }
}
