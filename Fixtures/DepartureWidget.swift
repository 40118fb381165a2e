import SwiftUI

/// A home-screen card whose content is picked by state: the nearest stop's name and walking time (texts joined with
/// `+` are one line each), then the next departure or a notice. A `Group` shows all it holds, and an `if` whose
/// condition runs over two lines is still an `if`.
struct DepartureCard: View {
    let stop: String?
    let walk: Int?
    let departures: [String]

    var body: some View {
        VStack {
            stopContent()
                .frame(height: 160) // expect: fixed-text-height
            stopContent()
                .frame(height: 180) // ok: 169pt of callout text and spacing fits
        }
    }

    @ViewBuilder
    func stopContent() -> some View {
        if departures.count < 100,
           let stop {
            VStack {
                Group {
                    HStack {
                        VStack(alignment: .leading) {
                            Text("Stop: ") + Text(stop).fontWeight(.semibold)
                            Text("Walk: ") + Text("\(walk ?? 0) min").fontWeight(.semibold)
                        }
                        Spacer()
                    }
                }
                if departures.isEmpty {
                    Text("No departures")
                } else {
                    Text(departures[0])
                }
            }
            .font(.callout)
        }
    }
}
