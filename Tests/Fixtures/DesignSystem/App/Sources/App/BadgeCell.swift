import DesignKit
import UIKit

final class BadgeCell: UITableViewCell {
    func configure() {
        textLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .appBody)
        detailTextLabel?.font = UIFont.systemFont(ofSize: 12)  // expect: raw-font-size
        accessoryLabel.font = .preferredFont(forTextStyle: .footnote)
    }

    let accessoryLabel = UILabel()
}
