import CoreGraphics

/// The app's spacing and tap-target constants. This file names no typeface, so it has no findings of its own; the
/// heights it declares are read by the screens that use them (`TextSettings.swift`).
extension CGFloat {
    static let minimumTapSide: Self = 44
    static let hairlineInset: Self = 0.5
}

enum RowMetrics {
    static let compactRow: CGFloat = 28
    static let roomyRow: CGFloat = 120
}

enum BannerMetrics {
    static let toastSize = CGSize(width: 240, height: 70)
}
