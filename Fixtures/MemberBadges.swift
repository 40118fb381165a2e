import SwiftUI
import UIKit

// Text fitted to a shape or drawn into a picture takes the picture's size: a member's initials sized to the badge, a
// monogram rendered into an image at the size its caller asks. Text drawn at a number of points is still text someone
// reads, and a choice of fixed sizes by the screen's width is a fixed size for each width.
struct MemberBadge: View {
    let initials: String

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Circle().fill(.teal)
                Text(initials)
                    .font(.system(size: proxy.size.height * 0.45, weight: .semibold)) // ok: fitted to the circle
                    .minimumScaleFactor(0.2)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct MemberCaption: View {
    let name: String

    var body: some View {
        GeometryReader { proxy in
            Text(name)
                .font(.system(size: proxy.size.width < 380 ? 15 : 17)) // expect: raw-font-size
        }
    }
}

// A card the app renders to share; its text is laid out at the card's own size.
struct MemberShareCard: View {
    let name: String
    let scale: CGFloat

    var body: some View {
        Text(name)
            .font(.system(size: 40 * scale, weight: .semibold)) // ok: the card's size
            .padding()
    }
}

@MainActor
func shareImage(for name: String) -> UIImage? {
    ImageRenderer(content: MemberShareCard(name: name, scale: 2)).uiImage
}

final class MonogramRenderer {
    func monogram(_ letters: String, side: CGFloat) -> UIImage {
        let font = UIFont.systemFont(ofSize: side / 2, weight: .medium) // ok: drawn at the image's size
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        return UIGraphicsImageRenderer(bounds: bounds).image { _ in
            letters.draw(in: bounds, withAttributes: [.font: font])
        }
    }

    func visitStamp(_ date: String) -> UIImage {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)] // expect: raw-font-size
        let size = date.size(withAttributes: attributes)
        return UIGraphicsImageRenderer(size: size).image { _ in
            date.draw(at: .zero, withAttributes: attributes)
        }
    }
}
