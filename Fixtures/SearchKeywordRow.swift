import SwiftUI

/// A design-system row whose title keeps SwiftUI's default style. Nothing in this file names a typeface, yet the screens
/// that give the row a fixed height (`SearchScreen.swift`) hold body text in it.
public struct SearchKeywordRow: View {
    private let title: LocalizedStringKey
    private let action: () -> Void

    public init(title: LocalizedStringKey, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action, label: {
            HStack {
                Text(title)
                    .foregroundColor(.primary)
                Spacer()
                Image(systemName: "chevron.right")
            }
        })
    }
}
