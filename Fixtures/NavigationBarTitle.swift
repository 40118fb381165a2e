import SwiftUI
import UIKit

// A view function that styles the navigation bar's title through UIKit's appearance, with the weight its caller
// passes. The bold is chosen where the function is called, on whatever view the screen's body starts with.
extension View {
    func trailTitleBar(tint: Color, textStyle: UIFont.TextStyle = .headline, weight: UIFont.Weight = .semibold) -> some View {
        background(
            TrailBarConfigurator { controller in
                let appearance = UINavigationBarAppearance()
                let base = UIFont.preferredFont(forTextStyle: textStyle)
                let font = UIFont.systemFont(ofSize: base.pointSize, weight: weight)
                appearance.titleTextAttributes = [.font: UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font)]
                controller.navigationBar.standardAppearance = appearance
            }
        )
    }
}

struct TrailBarConfigurator: UIViewControllerRepresentable {
    let configure: (UINavigationController) -> Void

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        if let navigation = controller.navigationController { configure(navigation) }
    }
}

struct TrailListScreen: View {
    var body: some View {
        ZStack {
            Color.green.opacity(0.1).ignoresSafeArea()
            Text("No trails saved")
        }
        .navigationTitle("Trails")
        .trailTitleBar(tint: .green, textStyle: .headline, weight: .bold) // expect: forbidden-font-weight
    }
}

struct TrailDetailScreen: View {
    var body: some View {
        VStack {
            Text("Elevation")
        }
        .navigationTitle("Ridge loop")
        .trailTitleBar(tint: .green)
    }
}
