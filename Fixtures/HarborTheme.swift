import SwiftUI

// A theme can hand out its fonts through an instance it holds: `Harbor.scale` is a `HarborTypeScale()`, so
// `Harbor.scale.fine` is that type's `fine`, a 10pt font, under the minimum wherever it is used.
protocol HarborScaling {
    var heading: Font { get }
    var fine: Font { get }
}

struct HarborTypeScale: HarborScaling {
    var heading: Font { .system(.title3, weight: .semibold) }
    var fine: Font { .system(size: 10) } // expect: raw-font-size, min-font-size
}

enum Harbor {
    static let scale: HarborScaling = HarborTypeScale()
}

struct TideRow: View {
    let place: String
    let time: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(place).font(Harbor.scale.heading)
            Text(time).font(Harbor.scale.fine) // expect: min-font-size
        }
    }
}
