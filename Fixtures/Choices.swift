import SwiftUI

// A weight or a size chosen at run time from literals (a ternary, a `switch`): each choice is checked.
struct SessionRow: View {
    let isCurrent: Bool
    let isCompact: Bool
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .fontWeight(titleWeight) // expect: forbidden-font-weight
            Text("Started")
                .font(.subheadline)
                .fontWeight(calmWeight) // ok: either weight is in the band
            Text("Synced")
                .font(.system(size: detailSize)) // expect: raw-font-size, min-font-size
            Text("Pending")
                .font(.system(size: isCompact ? 12 : 15)) // expect: raw-font-size
            Text("Badge")
                .font(.system(size: isCompact ? 9 : 12)) // expect: raw-font-size, min-font-size
        }
    }

    private var titleWeight: Font.Weight { isCurrent ? .heavy : .regular }
    private var calmWeight: Font.Weight { isCurrent ? .semibold : .regular }

    private var detailSize: CGFloat {
        switch isCompact {
        case true: return 9
        case false: return 13
        }
    }
}
