import UIKit

// A font read for its size (a row's height) is measured, not drawn: its face and size are judged where it draws text.
extension UIFont {
    static let statementSmall = UIFont(name: "Avenir-Book", size: 13)! // expect: forbidden-font-family, raw-font-size
}

final class StatementList: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UIFont.statementSmall.pointSize * 2 + 8 // ok: measured, not drawn
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.font = .statementSmall // expect: forbidden-font-family
        return cell
    }
}
