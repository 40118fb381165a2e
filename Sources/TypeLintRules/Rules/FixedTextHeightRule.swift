import TypeLintFonts
import TypeLintSyntax

/// `fixed-text-height`: a fixed height that text outgrows at the largest accessibility size.
public struct FixedTextHeightRule: CrossFileRule {
    static let sizeCategory = OptionKey.word("sizeCategory", "the Dynamic Type size a fixed height must fit", .sizeCategory)
    static let stackSpacing = OptionKey.number("stackSpacing", "a `VStack`'s spacing when it gives none", atLeast: 0)
    static let defaultPadding = OptionKey.number("defaultPadding", "the amount of a `.padding()` that gives none", atLeast: 0)

    public static let description = RuleDescription(
        id: "fixed-text-height",
        name: "Fixed Text Height",
        summary: "A fixed `.frame(height:)` on text, or on a stack of text, smaller than the text at the largest accessibility size.",
        rationale: """
            Root: "Failures show at AX5, where body goes from 17pt to 53pt and a fixed row height breaks." Flagged: \
            `.frame(height: N)` and `.frame(width:height:)` on a SwiftUI text (its own chain) or on a container \
            holding text (directly, or in the stacks nested in it), when N is below the size of the text's style at the \
            profile's `sizeCategory` (AX5) in the HIG's table, or below the sum of the sizes of the texts a `VStack` \
            stacks (those that show together: a `switch` shows one case, a `Group` all it holds; texts joined with `+` are one line) and of the spacing between them (its `spacing:`, \
            else the profile's `stackSpacing`, SwiftUI's standard 8pt), or below the text's size shrunk by its \
            `.minimumScaleFactor` (its own, or a container's): the text is clipped or truncated there. A button's label is its content. A text's own vertical padding takes room in its container. A view of the module brings its texts to where it is \
            used, and those of the module views it shows, the texts it shows only in some states (under an `if`) too, unless \
            the use passes a literal `false`, `true` or `nil` for a name that `if` tests (`Thumbnail(showsName: false)`). A view \
            type that lays out views its uses pass (`struct Row<Value: View> { let value: Value … }`) holds the largest text \
            the file's uses pass for them, and a `ViewModifier` of the file frames the view `.modifier(…)` applies it to. What \
            an `.overlay` draws is given the frame of the view it overlays; a `GeometryReader`, a `ScrollViewReader`, a `Menu`'s \
            label, a `Label`'s title, a `Toggle`'s label and a `ScrollView(.horizontal)` pass their content's height on; a `NavigationLink`'s \
            destination is the next screen; `AnyView(…)` only erases its view's type. A property the type's initializer \
            gives a default (`init(font: Font = .body, height: CGFloat = 44)`, `self.height = height`) has that value in its \
            body, and a use that passes its own value for one brings what typelint does not know. A font chosen between two styles (`isSelected ? .body : .title`) needs the smaller. A scrolling container (`ScrollView`, `List`, `Form`; \
            not a `ScrollView(.horizontal)`) clips nothing, \
            and a `Menu`'s or `Picker`'s choices are drawn by the system, where a frame does not apply. `minHeight`, \
            `maxHeight` and `idealHeight` grow; a height may be a constant of the file or the module (`Metrics.rowHeight`, \
            `.minimumButtonDimension / 2`, a side of a `CGSize` constant: `toastSize.height`), and the \
            vertical padding before the frame takes its share of it (`.padding()` without an amount: the profile's `defaultPadding`, \
            SwiftUI's standard 16pt on each edge); SwiftUI's `.custom(_:size:)` grows as body does (16pt is 50pt at AX5), \
            `.system(size:)` and `.custom(_:fixedSize:)` do not; heights on images, dividers and shapes, and text whose style \
            typelint cannot know, are not flagged (a token from a package outside the repository counts as the style \
            it is named after: `theme.fonts.headline`, `theme.fonts.bodySB`, `.uxTitle2Medium`; so does the style a use passes to a view \
            of the module that shows text in it, `ThemeText(title, style: .body)`, or to the app's modifier that sets a font, \
            `.appStyle(.calloutRegular)`). In UIKit, `heightAnchor.constraint(equalToConstant: N)` \
            (Objective-C's `[label.heightAnchor constraintEqualToConstant:N]`) on a label \
            given a text style's font in the same block (anywhere in the file for a stored property). Use `minHeight:` (`greaterThanOrEqualToConstant:`) or padding instead. (A file is read when it \
            mentions a font, as for every rule, or fixes a height with `.frame(…height:)`: a screen of default-body text too.)
            """,
        triggers: ["font", "Font", TriggerWord("frame(", inFilesWith: "height:"),
                   TriggerWord("heightAnchor", inFilesWith: "UIButton(configuration:")],
        options: [
            sizeCategory.option,
            stackSpacing.option,
            defaultPadding.option,
        ],
        triggeringExamples: [
            Example("Text(\"Continue\").font(.body).frame(maxWidth: .infinity).frame(↓height: 50)",
                    message: "fixed 50pt height; its text reaches 53pt at accessibility5; use `minHeight:`"),
            Example("Text(\"Inbox\").font(.headline).frame(width: 120, ↓height: 44)"),
            Example("HStack {\n    Image(systemName: \"star\")\n    Text(\"Favorites\").font(.subheadline)\n}\n.frame(↓height: 36)"),
            Example("HStack {\n    Spacer()\n    if let title {\n        Text(title).font(.headline)\n    }\n    Spacer()\n}\n.padding(.horizontal)\n.frame(↓height: 44)"),
            Example("titleLabel.font = .preferredFont(forTextStyle: .headline)\ntitleLabel.heightAnchor.constraint(↓equalToConstant: 22).isActive = true",
                    message: "fixed 22pt height; its text reaches 53pt at accessibility5; use `greaterThanOrEqualToConstant:`"),
            Example("Text(action.title).font(theme.fonts.bodySB).frame(↓height: 46)"),
            Example("TextField(\"0.0\", text: $amount).font(.custom(\"Inter-Bold\", size: 20)).frame(↓height: 33)"),
            Example("TextField(\"\", text: $fiatAmount, prompt: Text(\"0\")).font(.body).frame(↓height: 20)"),
            Example("struct ThemeText: View {\n    let text: String\n    let style: AppStyle\n    var body: some View { Text(text).font(style.font) }\n}\nlet row = ThemeText(\"n/a\", style: .uxTitle2Medium).frame(↓height: 44)"),
            Example("extension Text {\n    func appStyle(_ style: AppStyle) -> some View { font(style.font) }\n}\nlet bullet = Text(\"•\").appStyle(.calloutRegular).frame(width: 20, ↓height: 20)"),
            Example("Button { save() } label: {\n    Text(\"Save\").font(.headline)\n}\n.frame(↓height: 36)"),
            Example("Text(\"Retry\").font(.footnote).padding(.vertical, 12).frame(↓height: 50)"),
            Example("HStack {\n    TextField(\"Email\", text: $email).font(.body)\n}\n.padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))\n.frame(↓height: 63)"),
            Example("enum Metrics { static let rowHeight: CGFloat = 30 }\nlet row = Text(\"Inbox\").font(.headline).frame(↓height: Metrics.rowHeight)"),
            Example("let rowHeight: CGFloat = 22\ntitleLabel.font = .preferredFont(forTextStyle: .headline)\ntitleLabel.heightAnchor.constraint(↓equalToConstant: rowHeight).isActive = true"),
            Example("extension CGFloat { static let tapSide: Self = 44 }\nnameLabel.font = .preferredFont(forTextStyle: .body)\nnameLabel.heightAnchor.constraint(↓equalToConstant: .tapSide / 2).isActive = true"),
            Example("HStack {\n    Button(action: follow, label: { Text(\"Follow\") })\n}\n.frame(↓height: 30)"),
            Example("VStack {\n    if let news {\n        Text(news.title).font(.title3)\n        Text(news.summary).font(.body)\n    }\n}\n.frame(↓height: 90)",
                    message: "fixed 90pt height; its texts, stacked, reach 116pt at accessibility5; use `minHeight:`"),
            Example("HStack {\n    Image(systemName: \"person\")\n    VStack(alignment: .leading) {\n        Text(name).font(.headline)\n        Text(handle).font(.caption)\n    }\n}\n.frame(↓height: 72)"),
            Example("struct ThemeText: View {\n    let text: String\n    let style: AppStyle\n    var body: some View { Text(text).font(style.font) }\n}\nlet row = ThemeText(\"n/a\", style: .body).frame(↓height: 22)"),
            Example("struct BookInfo: View {\n    var body: some View {\n        HStack { pageLabel }\n            .frame(↓height: 40)\n    }\n    var pageLabel: some View {\n        VStack {\n            Text(\"Pages\").font(.headline)\n            Text(pageCount)\n        }\n    }\n}"),
            Example("struct PillStyle: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label.font(.headline).frame(↓height: 30)\n    }\n}"),
            Example("struct BorderedField: TextFieldStyle {\n    func _body(configuration: TextField<_Label>) -> some View {\n        configuration.font(.callout).frame(↓height: 40)\n    }\n}"),
            Example("VStack(spacing: 12) {\n    Text(title).font(.footnote)\n    Text(detail).font(.footnote)\n}\n.frame(↓height: 96)"),
            Example("ZStack {\n    LinearGradient(colors: [.black, .clear], startPoint: .bottom, endPoint: .top)\n    Text(\"Preview\").font(.headline).padding(.vertical, 14)\n}\n.frame(↓height: 80)"),
            Example("ScrollView(.horizontal) {\n    HStack {\n        Text(\"Books\").font(.callout)\n        Text(\"Movies\").font(.callout)\n    }\n}\n.frame(↓height: 40)"),
            Example("GeometryReader { geometry in\n    ScrollView(.horizontal) {\n        HStack { Text(\"Books\").font(.callout) }\n    }\n}\n.frame(↓height: 40)"),
            Example("ZStack(alignment: .leading)\n{\n    Text(badge).font(.caption).padding(.bottom, 30)\n}\n.frame(↓height: 60)"),
            Example("HStack {\n    Image(systemName: \"sidebar.left\")\n}\n.overlay {\n    Menu {\n        Button(\"Files\") { show(.files) }\n    } label: {\n        Text(section.title).bold()\n    }\n}\n.frame(↓height: 40)"),
            Example("AsyncImage(url: cover)\n    .overlay(Text(title).font(.headline))\n    .frame(↓height: 44)"),
            Example("RoundedRectangle(cornerRadius: 5)\n    .frame(width: 50, ↓height: 30)\n    .overlay { Text(line.number).fontWeight(.bold) }"),
            Example("VStack(spacing: 0) {\n    Text(server.name).font(.body)\n    Text(server.load).font(.caption)\n}\n.frame(↓height: withDivider ? 64 : 42)"),
            Example("HStack {\n    Image(systemName: \"bolt.car\")\n    Text(status).font(.subheadline)\n}\n.padding()\n.frame(↓height: 52)"),
            // A square badge grows by its side, not by a minimum height that would make it an oval.
            Example("Text(\"!\").font(.caption).frame(width: 20, ↓height: 20)",
                    message: "fixed 20pt height; its text reaches 43pt at accessibility5; a fixed square cannot grow taller alone: scale its side with `@ScaledMetric`"),
            Example("Text(digit).font(.title).frame(width: 48, ↓height: 50)",
                    message: "fixed 50pt height; its text reaches 58pt at accessibility5; a box of fixed width cannot grow taller alone: scale both sides with `@ScaledMetric`"),
            Example("struct DigitBox: View {\n    let digit: String\n    var body: some View { Text(digit).font(.title).frame(width: 48, ↓height: 50) }\n}\nlet code = HStack {\n    ForEach(digits, id: \\.self) { DigitBox(digit: $0) }\n}",
                    message: "fixed 50pt height; its text reaches 58pt at accessibility5; a box of a row of digits cannot grow with its text: "
                        + "let the text shrink to fit it (`.minimumScaleFactor(0.5)`) and show it in the large content viewer "
                        + "(`.accessibilityShowsLargeContentViewer()`)"),
            Example("HStack {\n    ForEach(digits, id: \\.self) { digit in\n        Text(digit).font(.title).frame(width: 48, ↓height: 50)\n    }\n}",
                    message: "fixed 50pt height; its text reaches 58pt at accessibility5; a box of a row of digits cannot grow with its text: "
                        + "let the text shrink to fit it (`.minimumScaleFactor(0.5)`) and show it in the large content viewer "
                        + "(`.accessibilityShowsLargeContentViewer()`)"),
            // A tag wider than tall, repeated in a row, scales and lets its row wrap.
            Example("HStack {\n    ForEach(tags, id: \\.self) { tag in\n        Text(tag).font(.title).frame(width: 90, ↓height: 50)\n    }\n}",
                    message: "fixed 50pt height; its text reaches 58pt at accessibility5; a box of fixed width cannot grow taller alone: "
                        + "scale both sides with `@ScaledMetric`, and let their row wrap where the boxes no longer fit"),
            // A keypad: keys in a grid of fixed columns have no row to wrap.
            Example("LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {\n"
                    + "    ForEach(1..<10) { digit in\n        Text(\"\\(digit)\").font(.title).frame(width: 52, ↓height: 52)\n    }\n}",
                    message: "fixed 52pt height; its text reaches 58pt at accessibility5; a key of a grid of fixed columns cannot grow with its "
                        + "text: let the text shrink to fit it (`.minimumScaleFactor(0.5)`) and show it in the large content viewer "
                        + "(`.accessibilityShowsLargeContentViewer()`)"),
            // The row's own frame, around the member that draws the numbers, leaves them short too.
            Example("struct Pager: View {\n    var body: some View {\n        HStack { numbers }\n            .padding()\n            .frame(height: 60)\n    }\n    var numbers: some View {\n        Text(\"12\").font(.body).frame(width: 24, ↓height: 24)\n    }\n}",
                    message: "fixed 24pt height; its text reaches 53pt at accessibility5 (the 60pt frame around it is short too); a fixed square cannot grow taller alone: scale its side with `@ScaledMetric`"),
            // A member called side by side for each digit is a row of boxes; a row's choice of heights is short at its smaller.
            Example("struct Code: View {\n    var body: some View {\n        HStack { digit(\"1\"); digit(\"2\"); digit(\"3\"); digit(\"4\") }\n    }\n    func digit(_ d: String) -> some View { Text(d).font(.largeTitle).frame(width: 48, ↓height: 44) }\n}",
                    message: "fixed 44pt height; its text reaches 60pt at accessibility5; a box of fixed width cannot grow taller alone: scale both sides with `@ScaledMetric`, and let their row wrap where the boxes no longer fit"),
            Example("struct Cell: View {\n    var body: some View {\n        HStack { title }.frame(height: isMinimal ? 52 : 68)\n    }\n    var title: some View { Text(name).font(.body).frame(↓height: 20) }\n}",
                    message: "fixed 20pt height; its text reaches 53pt at accessibility5 (the 52pt frame around it is short too); use `minHeight:`"),
            // A host that pins what it shows to the same shared height keeps it short too.
            Example("enum HeaderMetrics { static let height: CGFloat = 44 }\nlet title = Text(name).font(.headline).frame(↓height: HeaderMetrics.height)",
                    message: "fixed 44pt height; its text reaches 53pt at accessibility5; use `minHeight:` here, and wherever else `HeaderMetrics.height` fixes a height"),
            // Each page number's own frame is what clips it; the row around them holds two 24pt frames in its 28pt.
            Example("HStack {\n    Text(\"1\").font(.body).frame(width: 24, ↓height: 24)\n    Text(\"2\").font(.body).frame(width: 24, ↓height: 24)\n}\n.padding(.vertical, 16)\n.frame(height: 60)"),
            Example("ScrollView(.horizontal) {\n    Text(key).font(key == \"All\" ? .body : .title)\n}\n.frame(↓height: 40)"),
            Example("Button(action: openForks) {\n    HStack {\n        Label {\n            Text(\"Forked\")\n        } icon: {\n            Image(systemName: \"tuningfork\")\n        }\n        Spacer()\n    }\n}\n.frame(↓height: 37)"),
            Example("let toastSize = CGSize(width: 240, height: 30)\nlet toast = Text(\"Saved\").font(.headline).frame(width: toastSize.width, ↓height: toastSize.height)"),
            Example("struct SettingRow<Value: View>: View {\n    let value: Value\n    var body: some View {\n        HStack {\n            value\n        }\n        .frame(↓height: 40)\n    }\n}\nlet row = SettingRow(value: Text(\"Daily\"))"),
            Example("struct PillFrame: ViewModifier {\n    func body(content: Content) -> some View {\n        content\n            .frame(↓height: 32)\n    }\n}\nlet tag = HStack {\n    Text(\"Swift\").font(.footnote)\n}\n.modifier(PillFrame())"),
            Example("Toggle(isOn: $isOn) {\n    Text(\"Wi-Fi\").font(.body)\n}\n.frame(↓height: 40)"),
            Example("struct WideButton: View {\n    var height: CGFloat\n    init(height: CGFloat = 44) {\n        self.height = height\n    }\n    var body: some View { Text(\"Go\").font(.body).frame(↓height: self.height) }\n}"),
            Example("struct FileRow: View {\n    let status: String?\n    var body: some View {\n        HStack {\n            if let status { Text(status).font(.subheadline) }\n        }\n    }\n}\nlet row = FileRow(status: change.status).frame(↓height: 16)"),
            Example("Group {\n    HStack {\n        SecureField(\"Password\", text: $password)\n        Image(systemName: \"faceid\")\n    }\n}\n.frame(↓height: 48)"),
            Example("final class SaveController: UIViewController {\n    lazy var saveButton: UIButton = {\n        let button = UIButton(configuration: .filled())\n        button.setTitle(\"Save\", for: .normal)\n        return button\n    }()\n    func layout() {\n        saveButton.heightAnchor.constraint(↓equalToConstant: 40).isActive = true\n    }\n}"),
        ],
        nonTriggeringExamples: [
            Example("TextField(\"\", text: $emoji).frame(width: 1, height: 1).opacity(0.01)"),
            Example("func layout() {\n    let close = UIButton(configuration: .plain())\n    close.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n    close.heightAnchor.constraint(equalToConstant: 30).isActive = true\n}"),
            Example("@State private var barHeight: CGFloat = 32\nvar body: some View {\n    Text(\"Tags\").frame(height: barHeight)\n        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { barHeight = $0 }\n}"),
            Example("Group {\n    Text(\"Forgot your password?\").font(.footnote)\n}\n.frame(height: 48)"),
            Example("Text(\"Continue\").frame(minHeight: 50)"),
            Example("Text(\"Continue\").frame(maxWidth: .infinity, maxHeight: 44)"),
            Example("Image(systemName: \"star\").frame(height: 24)"),
            Example("Divider().frame(height: 1)"),
            Example("struct ThemeText: View {\n    let text: String\n    let style: AppStyle\n    var body: some View { Text(text).font(style.font) }\n}\nlet row = ThemeText(\"n/a\", style: .cardTitle).frame(height: 22)"),
            Example("VStack {\n#if os(iOS)\n    Text(status).font(.caption)\n#else\n    Text(status).font(.caption2)\n#endif\n}\n.frame(height: 60)"),
            Example("Text(title).font(.headline).lineLimit(1).minimumScaleFactor(0.5).frame(height: 30)"),
            Example("Text(\"Retry\").font(.footnote).padding(.horizontal, 12).frame(height: 50).padding(.vertical, 12)"),
            Example("enum Metrics { static let bannerHeight: CGFloat = 64 }\nlet banner = Text(\"Sale\").font(.headline).frame(height: Metrics.bannerHeight)"),
            Example("VStack {\n    switch state {\n    case .loading: Text(\"Loading\").font(.body)\n    case .done: Text(\"Done\").font(.body)\n    }\n}\n.frame(height: 60)"),
            Example("ScrollView {\n    VStack {\n        Text(terms).font(.body)\n        Text(privacy).font(.body)\n    }\n}\n.frame(height: 80)"),
            Example("Menu {\n    Button(\"TLS\") { transport = .tls }\n    Button(\"TCP\") { transport = .tcp }\n} label: {\n    Image(systemName: \"chevron.down\")\n}\n.frame(height: 25)"),
            Example("Menu {\n    Button { pickPhoto() } label: {\n        Label(\"Photos\", systemImage: \"photo\").frame(width: 25, height: 25)\n    }\n} label: {\n    Image(systemName: \"plus\")\n}"),
            Example("Text(\"Banner\").font(.caption2).frame(height: 60)"),
            Example("struct Toolbar: View {\n    @ScaledMetric(relativeTo: .body) var barHeight: CGFloat = 32\n    var body: some View { Text(\"Bold\").frame(height: barHeight) }\n}"),
            Example("#Preview {\n    Text(\"Break glass\").font(.headline).frame(height: 30)\n}"),
            Example("Text(\"👍 3\").font(.caption).dynamicTypeSize(.large).frame(height: 28)"),
            Example("struct IconStyle: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label.frame(width: 24, height: 24)\n    }\n}"),
            Example("Text(\"0.0\").font(.custom(\"Inter-Bold\", fixedSize: 20)).frame(height: 33)"),
            Example("Text(\"Tag\").font(.custom(\"Inter\", size: 12)).frame(height: 40)"),
            Example("Text(\"Total\").font(theme.amountFont).frame(height: 20)"),
            Example("Text(\"Total\").font(theme.fonts.bodyScale(1.2)).frame(height: 20)"),
            Example("Text(\"Note\").font(theme.fonts.caption2).frame(height: 44)"),
            Example("Circle().frame(width: 10, height: 10).accessibilityRepresentation { Text(\"Unread\").font(.body) }"),
            Example("GeometryReader { _ in\n    ScrollView {\n        Text(terms).font(.body)\n    }\n}\n.frame(height: 40)"),
            Example("Capsule().frame(height: 4).overlay(Circle().stroke(lineWidth: 1))"),
            Example("HStack {\n    Text(\"Line colours\").chewTextSize(.medium)\n}\n.frame(height: 30)"),
            Example("Text(tab.title).font(isSelected ? .caption2 : .caption).frame(height: 44)"),
            Example("Text(server.name).font(.body).frame(height: isExpanded ? 64 : 0)"),
            Example("HStack {\n    NavigationLink {\n        Text(\"Search results\").font(.body)\n    } label: {\n        Image(systemName: \"magnifyingglass\")\n    }\n}\n.frame(height: 44)"),
            Example("HStack {\n    Image(systemName: \"bolt.car\")\n    Text(status).font(.subheadline)\n}\n.padding(.horizontal)\n.frame(height: 52)"),
            Example("struct Thumbnail: View {\n    let showsName: Bool\n    var body: some View {\n        VStack {\n            Image(systemName: \"doc\")\n            if showsName { Text(name).font(.caption) }\n        }\n    }\n}\nlet icon = Thumbnail(showsName: false).frame(width: 60, height: 40)"),
            Example("AsyncImage(url: cover)\n    .overlay { Image(systemName: \"play.fill\") }\n    .frame(height: 44)"),
            Example("HStack {\n    Image(systemName: \"star\")\n}\n.overlay(alignment: .topTrailing) { Text(count).font(.caption2) }\n.frame(height: 60)"),
            Example("Toggle(\"\", isOn: $isOn).labelsHidden().font(.body).frame(height: 31)"),
            Example("TextField(\"\", text: $code).foregroundStyle(Color.clear).frame(width: 0, height: 0)"),
            Example("struct BadgeRow<Badge: View>: View {\n    let badge: Badge\n    var body: some View {\n        HStack {\n            badge\n        }\n        .frame(height: 48)\n    }\n}\nlet row = BadgeRow(badge: Text(\"New\").font(.caption))"),
            Example("struct Change: View {\n    let font: Font\n    init(font: Font = .title3) {\n        self.font = font\n    }\n    var body: some View { Text(\"+2%\").font(font) }\n}\nlet row = Change(font: .caption2).frame(height: 48)"),
            Example("titleLabel.font = .systemFont(ofSize: 15)\ntitleLabel.heightAnchor.constraint(equalToConstant: 22).isActive = true"),
            Example("iconView.heightAnchor.constraint(equalToConstant: 22).isActive = true\ntitleLabel.font = .preferredFont(forTextStyle: .body)"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        guard let category = context.settings[Self.sizeCategory] else { return [] }
        // Most files fix no height: their bytes say so at memory speed, before anything costs more.
        guard context.facts.mentionsHeightLabel else { return constrainedLabels(context, category) }
        let members = MemberUses(context.tree)
        let found = (heightsAndNeeds(context, category, exporting: nil).violations + constrainedLabels(context, category))
            .map { sharedHeightAdvice(boxAdvice($0, context.tree, members), context.tree) }
        // A preview shows the view at whatever size it is given; the app's screens are what count.
        guard !found.isEmpty, case let previews = context.tree.previewBodies(), !previews.isEmpty else { return found }
        return found.filter { violation in !previews.contains { $0.contains(violation.tokens.lowerBound) } }
    }

    /// A frame that fixes the width too, around little more than the text (a square badge, a key cap, a code digit's
    /// box, `.frame(width: 24, height: 18)` around a count): a minimum height alone still truncates the text sideways, or
    /// stretches a square into an oval. Its advice is to scale the box, both sides. A wide frame (a row) keeps `minHeight:`,
    /// since its text can wrap.
    private func boxAdvice(_ violation: Violation, _ tree: SyntaxTree, _ members: MemberUses) -> Violation {
        let label = violation.tokens.lowerBound
        guard tree.isWord(label, "height"), tree.isPunct(label + 1, ":"), case let open = Int(tree.enclosing[label]), open > 0,
              tree.isWord(open - 1, "frame"), violation.message.hasSuffix(Self.minimumHeightAdvice) else { return violation }
        let close = Int(tree.partner[open])
        let height = label + 2..<tree.endOfExpression(from: label + 2)
        guard let width = (open + 1..<close).first(where: { tree.isWord($0, "width") && tree.isPunct($0 + 1, ":")
                  && Int(tree.enclosing[$0]) == open }),
              case let side = width + 2..<tree.endOfExpression(from: width + 2)
        else { return violation }
        let square = tree.text(side) == tree.text(height)
        guard square || tree.numberValue(side).flatMap({ w in tree.numberValue(height).map { h in h > 0 && w <= 2 * h } }) == true
        else { return violation }
        var box = violation
        let prefix = String(violation.message.dropLast(Self.minimumHeightAdvice.count))
        // No wider than tall: a digit's or a glyph's box (a PIN's, a code's), not a tag's.
        let isNarrow = square || tree.numberValue(side).flatMap { w in tree.numberValue(height).map { h in w <= h } } == true
        let shrinkAdvice = "let the text shrink to fit it (`.minimumScaleFactor(0.5)`) and show it in the large content viewer "
            + "(`.accessibilityShowsLargeContentViewer()`)"
        let repeated = repetition(of: label, tree, members)
        switch repeated {
        case .inFixedGrid:
            // A keypad's keys: a grid of fixed columns has no room for keys that grow, and no row to wrap.
            box.message = prefix + "; a key of a grid of fixed columns cannot grow with its text: " + shrinkAdvice
            return box
        case .inRow where isNarrow && violation.message.contains("; \(Self.oneText) "):
            // A PIN's or a code's digits: scaled as a whole, the row of four to six boxes no longer fits, and wrapped it is no
            // longer a code.
            box.message = prefix + "; a box of a row of digits cannot grow with its text: " + shrinkAdvice
            return box
        case .once, .inRow:
            box.message = prefix + (square
                ? "; a fixed square cannot grow taller alone: scale its side with `@ScaledMetric`"
                : "; a box of fixed width cannot grow taller alone: scale both sides with `@ScaledMetric`")
        }
        // A row of such boxes (a code's digits) scaled as a whole may not fit across the screen any more.
        if repeated == .inRow { box.message += ", and let their row wrap where the boxes no longer fit" }
        return box
    }

    /// How often a token is drawn side by side with copies of itself.
    private enum Repetition {
        case once
        /// Once per element of a `ForEach`, or per call of a member called side by side: a row that can wrap.
        case inRow
        /// Once per element of a `ForEach` inside a grid of a fixed number of columns (`LazyVGrid(columns: [GridItem(
        /// .flexible()), …])`, `Grid`): a keypad, whose keys have nowhere to go.
        case inFixedGrid
    }

    /// Whether the token is drawn once per element of a `ForEach`: inside one, or in the body of a view the file shows in one
    /// (`ForEach(0..<length) { PINDigitField(…) }`); and whether that `ForEach` fills a grid of fixed columns.
    private func repetition(of k: Int, _ tree: SyntaxTree, _ members: MemberUses, throughViews views: Int = 1) -> Repetition {
        var open = Int(tree.enclosing[k])
        for _ in 0..<12 where open > 0 {
            // A view member the file calls three times or more side by side (`numberView(number: n1)`, … `n4`) is a row of
            // them; one it calls once is where that call is.
            if let uses = members.uses(openingAt: open) {
                if uses.count >= 3, Set(uses.map { tree.rowContainer(of: $0) }).count == 1 { return .inRow }
                guard uses.count == 1 else { return .once }
                open = tree.rowContainer(of: uses[0])
                continue
            }
            if views > 0, let body = tree.declarations.first(where: { $0.getter?.lowerBound == open + 1 && tree.isWord($0.name, "body") }) {
                guard let type = body.enclosingType else { return .once }
                let repeated = tree.words(TypeBody.ownName(type)).lazy.filter { tree.isPunct($0 + 1, "(") }
                    .map { self.repetition(of: $0, tree, members, throughViews: views - 1) }
                return repeated.first { $0 == .inFixedGrid } ?? repeated.first { $0 == .inRow } ?? .once
            }
            if tree.isPunct(open, "{"), let container = tree.container(openingAt: open), let base = container.base.name,
               tree.isWord(base, "ForEach") {
                return isInFixedGrid(container.start, tree) ? .inFixedGrid : .inRow
            }
            open = Int(tree.enclosing[open])
        }
        return .once
    }

    /// Whether the view at `k` is a cell of a grid with a fixed number of columns (or rows): `Grid`, or a lazy grid whose
    /// items are not `.adaptive` (which makes as many columns as fit, and so wraps).
    private func isInFixedGrid(_ k: Int, _ tree: SyntaxTree) -> Bool {
        let open = Int(tree.enclosing[k])
        guard open > 0, tree.isPunct(open, "{"), let grid = tree.container(openingAt: open), let base = grid.base.name else { return false }
        if tree.isWord(base, "Grid") { return true }
        guard tree.isWord(base, "LazyVGrid") || tree.isWord(base, "LazyHGrid"),
              let items = (grid.arguments(of: grid.base) ?? []).first(where: { $0.label.map { tree.isWord($0, "columns") || tree.isWord($0, "rows") } == true })
        else { return false }
        return tree.isPunct(items.value.lowerBound, "[") && !items.value.contains { tree.isWord($0, "adaptive") }
    }

    /// The functions and computed properties of a file by the brace their body opens at, and where the file names each:
    /// found on the first question and kept, since a file of thousands of views asks at each of their frames (asked
    /// afresh, each question read the whole file).
    final class MemberUses {
        private let tree: SyntaxTree
        private lazy var functions: [Int: Int] = Dictionary(tree.functions.map { ($0.body.lowerBound - 1, $0.name) },
                                                            uniquingKeysWith: { first, _ in first })
        private lazy var getters: [Int: Int] = Dictionary(tree.declarations.compactMap { declaration in
            declaration.getter.map { ($0.lowerBound - 1, declaration.name) }
        }, uniquingKeysWith: { first, _ in first })
        private lazy var spellings: [String: [Int]] = tree.spellings(of: Set((Array(functions.values) + Array(getters.values)).map { tree.identifier($0) }))

        init(_ tree: SyntaxTree) { self.tree = tree }

        /// Where the file names the function or computed property whose body opens at `brace`; nil when the brace opens
        /// no such member, or a view's `body`, which is shown where its type is named, not its own name.
        func uses(openingAt brace: Int) -> [Int]? {
            let getter = getters[brace].flatMap { tree.isWord($0, "body") ? nil : $0 }
            guard let member = functions[brace] ?? getter else { return nil }
            return spellings[tree.identifier(member), default: []].filter { $0 != member }
        }
    }

    /// A height given by a shared constant (`.frame(height: NavigationHeaderConstants.height)`) is fixed wherever else the
    /// constant is: a host that pins what it shows to the same height keeps it short however this frame is freed.
    private func sharedHeightAdvice(_ violation: Violation, _ tree: SyntaxTree) -> Violation {
        let label = violation.tokens.lowerBound
        guard violation.message.hasSuffix(Self.minimumHeightAdvice), tree.isWord(label, "height"), tree.isPunct(label + 1, ":")
        else { return violation }
        let value = label + 2..<tree.endOfExpression(from: label + 2)
        guard value.count >= 3, value.count % 2 == 1, !tree.isWord(value.lowerBound, "self"),
              value.allSatisfy({ ($0 - value.lowerBound) % 2 == 0 ? tree.code[$0].kind == .word : tree.isPunct($0, ".") })
        else { return violation }
        var shared = violation
        shared.message = String(violation.message.dropLast(Self.minimumHeightAdvice.count))
            + "; use `minHeight:` here, and wherever else `\(tree.text(value))` fixes a height"
        return shared
    }

    private static let minimumHeightAdvice = "; use `minHeight:`"
    /// What a message says of one text in the box (a digit's box holds one; a card's, texts stacked).
    private static let oneText = "its text reaches"

    /// What each SwiftUI view type of the file needs at the size category (its body's texts, stacked as in a container),
    /// by the type's name: the need a use of the view in another file brings to the container it is in
    /// (`HStack { ProfileSummaryRow(…) }.frame(height: 88)`). Given to `check` in `RuleContext.moduleFacts`.
    /// `views`: only these views' (by name), when not every view of the file is asked for.
    public static func viewFacts(_ context: RuleContext, of views: Set<String>? = nil) -> [String: ViewNeed] {
        guard let category = context.settings[Self.sizeCategory] else { return [:] }
        let wrapped = wrappedViewNeeds(context, category, of: views)
        // Only a view's `body` is exported: a file without one (most) has nothing to work out, nor one without text or a
        // view of the module with a need.
        guard !context.facts.elements.isEmpty || !context.moduleFacts.isEmpty,
              context.tree.declarations.contains(where: { $0.getter.map { context.tree.isViewBody($0.lowerBound - 1) } == true })
        else { return wrapped }
        let bodies = views.map { names in viewBodies(named: names, in: context.tree).map { $0.open..<$0.close } }
        // What a use passes for a property the type's code gives a default (`DiffText(change, font: .caption)`) is not
        // what its body was worked out with.
        let defaulted = ModuleIndex.initializedFromDefaults(context.tree).reduce(into: [String: Set<String>]()) { names, declaration in
            names[TypeBody.ownName(declaration.enclosingType ?? ""), default: []].insert(context.tree.text(declaration.name))
        }
        let always = Self().heightsAndNeeds(context, category, exporting: .always, within: bodies)
        let shown = always.hidden.isEmpty ? always.bodyNeeds
            : Self().heightsAndNeeds(context, category, exporting: .whenShown, within: bodies).bodyNeeds
        // Texts without a font of their own take the one the places that use the view set around it.
        let takingFont = Set(context.facts.elements.lazy.filter { $0.fontSource == nil && !isBlank($0.content) }
            .compactMap { context.tree.qualifiedTypeName(at: $0.chain.start).map(TypeBody.ownName) })
        return shown.reduce(into: wrapped) { needs, body in
            needs[body.key] = ViewNeed(always: always.bodyNeeds[body.key] ?? 0, whenShown: body.value,
                                       switches: always.hidden[body.key] ?? [], defaulted: defaulted[body.key] ?? [],
                                       takesFont: takingFont.contains(body.key))
        }
    }

    /// Which texts of a view's body its exported need counts.
    enum Export { case always, whenShown }

    /// The uses of the module's view types named in `names` (`ProfileSummaryRow(…)`, `Card {`) in the file, not in
    /// previews.
    public static func uses(in tree: SyntaxTree, _ names: WordSet) -> [Int] {
        let uses = tree.calls(of: names) { !tree.isPunct($0 - 1, ".") }.values.joined().sorted()
        guard !uses.isEmpty else { return [] }
        let previews = tree.previewBodies()
        return uses.filter { use in !previews.contains { $0.contains(use) } }
    }

    /// The uses of these view types whose own chain, or a container's around them, fixes a height: the
    /// views whose needs the file's check can use.
    public static func checkedUses(in tree: SyntaxTree, _ names: WordSet) -> [Int] {
        guard !names.names.isEmpty, tree.mentions(FontFacts.heightLabel) else { return [] }
        let found = uses(in: tree, names)
        guard !found.isEmpty else { return [] }
        var heights = FixedHeights(tree)
        return found.filter { heights.fixesHeight(around: $0) }
    }

    func violation(_ height: (label: Int, value: Double, room: Double), _ size: Double, _ category: String,
                   instead: String = "minHeight:", namedStyle: TextStyle? = nil, stacked: Bool = false,
                   shrunkBy factor: Double? = nil, viewNamed view: String? = nil, padded: Bool = false,
                   within context: (rule: RuleContext, members: MemberUses)? = nil) -> Violation {
        var text: String
        if stacked {
            text = "its texts, stacked, reach \(points(size))"
        } else if let view {
            text = "the text of `\(view)` reaches \(points(size))"
        } else if let factor {
            text = "its text, shrunk as far as `.minimumScaleFactor(\(factor))` lets it, still needs \(points(size))"
        } else if let namedStyle {
            text = "its text, in a style named `\(namedStyle)`, reaches about \(points(size)) (the HIG's \(namedStyle))"
        } else {
            text = "\(Self.oneText) \(points(size))"
        }
        if padded { text += " with its padding" }
        let room = height.room < height.value ? " (\(points(height.room)) inside its padding)" : ""
        let outer = context.flatMap { outerHeight(around: height.label, short: size, $0.rule, $0.members) }.map { " (the \(points($0)) frame around it is short too)" } ?? ""
        return Violation(tokens: height.label..<height.label + 1,
                         message: "fixed \(points(height.value)) height\(room); \(text) at \(category)\(outer); use `\(instead)`")
    }

    /// The height a container around the frame at `label` fixes too, when it leaves less room than `need` (a row's
    /// `.padding().frame(height: 60)` around a 24pt page number's box): freeing the inner frame alone leaves the text short
    /// there.
    private func outerHeight(around label: Int, short need: Double, _ context: RuleContext, _ members: MemberUses) -> Double? {
        let tree = context.tree
        guard tree.isWord(label, "height"), tree.isPunct(Int(tree.enclosing[label]), "(") else { return nil }
        var brace = tree.rowContainer(of: Int(tree.enclosing[label]))
        for _ in 0..<8 {
            guard brace > 0, tree.isPunct(brace, "{") else { return nil }
            // The body of a view member (`private var pages: some View`, `func pageButton(_:)`): on where the file uses it,
            // when it uses it once.
            if let uses = members.uses(openingAt: brace) {
                guard uses.count == 1 else { return nil }
                brace = tree.rowContainer(of: uses[0])
                continue
            }
            guard let container = tree.container(openingAt: brace) else { return nil }
            // A choice of heights (`isMinimal ? 52 : 68`) is short when its smaller one is.
            if let outer = fixedHeight(in: container, context), outer.label != label {
                let smallest = alternatives(of: outer.label + 2..<tree.endOfExpression(from: outer.label + 2), tree)
                    .compactMap { tree.numberValue($0) }.min() ?? outer.value
                if outer.room - (outer.value - smallest) < need { return smallest }
            }
            brace = tree.rowContainer(of: container.start)
        }
        return nil
    }
}
