import SwiftUI

extension Player {
    /// The buttons' labels take the toolbar's font, whose size typelint cannot read: their height is not known either.
    struct Toolbar: View {
        let labelSize: CGFloat

        var body: some View {
            HStack {
                Spacer()
                ActionButtons()
                    .frame(height: 44)
            }
            .font(.system(size: labelSize, weight: .semibold)) // expect: raw-font-size
        }
    }
}
