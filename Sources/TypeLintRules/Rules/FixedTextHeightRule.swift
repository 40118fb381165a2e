import TypeLintFonts
import TypeLintSyntax

/// `fixed-text-height`: a fixed height that text outgrows at the largest accessibility size.
public struct FixedTextHeightRule: CrossFileRule {
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
            RuleOption("sizeCategory", "the Dynamic Type size a fixed height must fit", .sizeCategory),
            RuleOption("stackSpacing", "a `VStack`'s spacing when it gives none", .number(atLeast: 0)),
            RuleOption("defaultPadding", "the amount of a `.padding()` that gives none", .number(atLeast: 0)),
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
        guard let category = context.settings.string("sizeCategory") else { return [] }
        // Most files fix no height: their bytes say so at memory speed, before anything costs more.
        guard context.facts.mentionsHeightLabel else { return constrainedLabels(context, category) }
        let found = heightsAndNeeds(context, category, exporting: nil).violations + constrainedLabels(context, category)
        // A preview shows the view at whatever size it is given; the app's screens are what count.
        guard !found.isEmpty, case let previews = context.tree.previewBodies(), !previews.isEmpty else { return found }
        return found.filter { violation in !previews.contains { $0.contains(violation.tokens.lowerBound) } }
    }

    /// What each SwiftUI view type of the file needs at the size category (its body's texts, stacked as in a container),
    /// by the type's name: the need a use of the view in another file brings to the container it is in
    /// (`HStack { ProfileSummaryRow(…) }.frame(height: 88)`). Given to `check` in `RuleContext.moduleFacts`.
    /// `views`: only these views' (by name), when not every view of the file is asked for.
    public static func viewFacts(_ context: RuleContext, of views: Set<String>? = nil) -> [String: ViewNeed] {
        guard let category = context.settings.string("sizeCategory") else { return [:] }
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

    /// A UIKit text view wrapped for SwiftUI (`struct SearchField: UIViewRepresentable`) whose code gives it a text style
    /// (`uiView.font = .preferredFont(forTextStyle: .callout)`) needs that style's size at the category.
    private static func wrappedViewNeeds(_ context: RuleContext, _ category: String, of views: Set<String>?) -> [String: ViewNeed] {
        let tree = context.tree
        guard tree.mentions(Self.textStyleLabel) else { return [:] }
        var needs: [String: ViewNeed] = [:]
        for body in tree.typeBodies where !body.isExtension {
            let name = TypeBody.ownName(body.qualifiedName)
            guard views?.contains(name) ?? true,
                  ModuleIndex.wrapsPlatformView(body, in: tree),
                  let platform = context.checkedPlatforms(tree.platforms(at: body.open)).first,
                  context.profile.tables.supportsDynamicType(platform) else { continue }
            let sizes = tree.words("font").filter { font in
                font > body.open && font < body.close && tree.isPunct(font - 1, ".") && tree.isToken(font + 1, .operator, "=")
                    && font + 2 < tree.code.count
            }
                .compactMap { Self().textStyle(in: tree.assignedValue(from: $0 + 2), tree) }
                .compactMap { context.profile.tables.metrics(of: $0, on: platform, category: category)?.size }
            if let largest = sizes.max() { needs[name] = ViewNeed(always: largest, whenShown: largest, switches: []) }
        }
        return needs
    }

    /// What a view type's body needs at the size category: the texts it always shows, and with them those it shows only
    /// in some states (under an `if` without text in every branch), which a use may turn off by passing a literal for a
    /// name those `if`s test (`switches`: `ThumbnailView(showFileName: false)`, `Row(title: nil)`).
    public struct ViewNeed: MergeableFact {
        public var always: Double
        public var whenShown: Double
        public var switches: Set<String>
        /// The properties its initializer gives a default (`font: Font = .subheadline`), which its needs were worked out
        /// with: a use that passes one brings what typelint does not know.
        public var defaulted: Set<String>
        /// Whether some of its texts have no font of their own: counted in the default style, they take the font a use
        /// sets around the view (`HStack { ActionButtons() }.font(.system(size: size))`), which typelint may not know.
        public var takesFont: Bool

        public init(always: Double, whenShown: Double, switches: Set<String>, defaulted: Set<String> = [], takesFont: Bool = false) {
            self.always = always
            self.whenShown = whenShown
            self.switches = switches
            self.defaulted = defaulted
            self.takesFont = takesFont
        }

        /// Two files declaring a type of the name: the larger of each.
        public func merged(with other: ViewNeed) -> ViewNeed {
            ViewNeed(always: max(always, other.always), whenShown: max(whenShown, other.whenShown),
                     switches: switches.union(other.switches), defaulted: defaulted.union(other.defaulted),
                     takesFont: takesFont || other.takesFont)
        }
    }

    /// Which texts of a view's body its exported need counts.
    private enum Export { case always, whenShown }

    /// The uses of the module's view types named in `names` (`ProfileSummaryRow(…)`, `Card {`) in the file, not in
    /// previews.
    public static func uses(in tree: SyntaxTree, _ names: WordSet) -> [Int] {
        let uses = tree.calls(of: names) { !tree.isPunct($0 - 1, ".") }.values.joined().sorted()
        guard !uses.isEmpty else { return [] }
        let previews = tree.previewBodies()
        return uses.filter { use in !previews.contains { $0.contains(use) } }
    }

    /// What the view used at `use` brings: all its texts, or only those it always shows when the use passes a literal
    /// (`false`, `nil`) for a name its hidden texts' `if`s test.
    private func need(of use: Int, _ need: ViewNeed, _ tree: SyntaxTree) -> Double {
        if need.takesFont, ModuleIndex.styleGiven(at: use, tree) == .unknown { return 0 }
        guard need.whenShown > need.always || !need.defaulted.isEmpty, tree.isPunct(use + 1, "("),
              let arguments = tree.chain(at: use).flatMap({ $0.arguments(of: $0.base) }) else { return need.whenShown }
        if arguments.contains(where: { $0.label.map { need.defaulted.contains(tree.text($0)) } == true }) { return 0 }
        let setsSwitch = arguments.contains { argument in
            guard let label = argument.label, need.switches.contains(tree.text(label)), argument.value.count == 1 else { return false }
            return ["true", "false", "nil"].contains(tree.text(argument.value.lowerBound))
        }
        return setsSwitch ? need.always : need.whenShown
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

    /// A file's `height:` labels, in order, and which of its views and containers fix a height: each container is read
    /// once, however many views in it are asked about.
    private struct FixedHeights {
        let tree: SyntaxTree
        let labels: [Int]
        /// By container brace: whether its chain holds a `height:` after the brace closes, and the container around it
        /// (-1 when no label follows, so that none around it can hold one either).
        private var containers: [Int: (holds: Bool, outer: Int)] = [:]
        private var views: [Int: Bool] = [:]

        /// `labels`: the file's `height` labels (`FontFacts.heightLabels`), found here when its facts are not made yet.
        init(_ tree: SyntaxTree, labels: [Int]? = nil) {
            self.tree = tree
            self.labels = labels ?? FontFacts.heightLabels(in: tree)
        }

        func labelsHeight(after start: Int, before end: Int) -> Bool { SyntaxTree.contains(labels, after: start, before: end) }

        /// Whether the view at `use` has a `height:` in its own chain or in that of a container around it (up to eight).
        mutating func fixesHeight(around use: Int) -> Bool {
            if let known = views[use] { return known }
            let found = findsHeight(around: use)
            views[use] = found
            return found
        }

        private mutating func findsHeight(around use: Int) -> Bool {
            guard !labels.isEmpty, let chain = tree.chain(at: use) else { return false }
            if labelsHeight(after: use, before: chain.end) { return true }
            var brace = tree.rowContainer(of: use)
            for _ in 0..<8 {
                guard brace >= 0, tree.isPunct(brace, "{") || tree.isPunct(brace, "(") else { return false }
                let level = containers[brace] ?? container(at: brace)
                containers[brace] = level
                if level.holds { return true }
                brace = level.outer
            }
            return false
        }

        private func container(at brace: Int) -> (holds: Bool, outer: Int) {
            let close = Int(tree.partner[brace])
            guard labelsHeight(after: close, before: tree.code.count),
                  let container = tree.isPunct(brace, "{") ? tree.container(openingAt: brace) : overlaid(brace, tree)
            else { return (false, -1) }
            return (labelsHeight(after: close, before: container.end), tree.rowContainer(of: container.start))
        }
    }

    private static func isBlank(_ content: TextContent) -> Bool {
        guard case .literal(let text, interpolations: 0) = content else { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// Whether the view at `k` may not show, in the member or body it is in: under an `if` without a final `else`, or
    /// under an `if`/`else` of which a branch holds no text (`if showsErrors { Text(message) } else { icon }`). Every
    /// branch holding text (`if let status { Text(name)… } else { Text(name) }`) shows some text whichever is taken.
    /// `textBraces`: every brace with a text in it. Nil when it always shows, else the names those `if`s test (`if
    /// showsName`, `if !isCompact`, `if let title`), which a use may set. `memo`: what each bracket walked holds, so that
    /// texts deep in the same brackets walk them once.
    private func conditions(hiding k: Int, _ tree: SyntaxTree, textBraces: Set<Int>,
                            _ memo: inout [Int: (hides: Bool, tested: Set<String>)]) -> Set<String>? {
        var path: [Int] = []
        var found = (hides: false, tested: Set<String>())
        var brace = Int(tree.enclosing[k])
        while brace >= 0 {
            if let known = memo[brace] {
                found = known
                break
            }
            if tree.isPunct(brace, "{"), tree.isViewBody(brace) || tree.viewMemberName(ofBody: brace) != nil { break }
            path.append(brace)
            brace = Int(tree.enclosing[brace])
        }
        for brace in path.reversed() {
            if tree.isPunct(brace, "{"), let keyword = tree.controlFlowKeyword(opening: brace), keyword == "if" || keyword == "else" {
                var first = brace
                while let previous = tree.branch(before: first) { first = previous }
                var branches = [first]
                while let next = tree.branch(after: branches.last!) { branches.append(next) }
                if !(branches.count > 1 && tree.isWord(branches.last! - 1, "else") && branches.allSatisfy(textBraces.contains)) {
                    found.hides = true
                    found.tested.formUnion(branches.compactMap { testedName(opening: $0, tree) })
                }
            }
            memo[brace] = found
        }
        return found.hides ? found.tested : nil
    }

    /// The one name an `if` branch tests: `if showsName {`, `if !isCompact {`, `if let title {`, `if let title = title {`,
    /// `if self.showsName {`; nil for any other condition and for an `else` branch.
    private func testedName(opening brace: Int, _ tree: SyntaxTree) -> String? {
        guard let keyword = tree.ifKeyword(opening: brace), brace - keyword < 8 else { return nil }
        var condition = Array(keyword + 1..<brace)
        if condition.count >= 2, tree.isWord(condition[0], "let") || tree.isWord(condition[0], "var") {
            // `if let title = title`: the name the value comes from, when it is one word.
            condition = condition.count == 4 && tree.isToken(condition[2], .operator, "=") ? [condition[3]] : [condition[1]]
        } else if condition.count == 2, tree.isToken(condition[0], .operator, "!") {
            condition = [condition[1]]
        } else if condition.count == 3, tree.isWord(condition[0], "self"), tree.isPunct(condition[1], ".") {
            condition = [condition[2]]
        }
        guard condition.count == 1, tree.code[condition[0]].kind == .word else { return nil }
        return tree.text(condition[0])
    }

    /// The violations of the file's fixed heights, and when `exporting`, the needs of its view types' bodies (every
    /// container is then worked out, not only those a height follows).
    private func heightsAndNeeds(_ context: RuleContext, _ category: String, exporting export: Export?, within bodies: [Range<Int>]? = nil)
        -> (violations: [Violation], bodyNeeds: [String: Double], hidden: [String: Set<String>]) {
        let exporting = export != nil
        let tree = context.tree
        // Every `height:` label, in order: a text or container with none after it in its scope fixes no height.
        var heights = FixedHeights(tree, labels: context.facts.heightLabels)
        func labelsHeight(after start: Int, before end: Int) -> Bool { heights.labelsHeight(after: start, before: end) }
        // A type's view members (`var pageLabel: some View { VStack { … } }`, `func row(…) -> some View`) hold text for the
        // containers that use them: inside one, a container may fix no height itself and still pass its need on.
        var members = tree.viewMembers()
        if exporting {
            members += tree.declarations.compactMap { declaration in
                guard let getter = declaration.getter, tree.isViewBody(getter.lowerBound - 1) else { return nil }
                return (declaration.name, getter.lowerBound - 1)
            }
        }
        members.removeAll { Int(tree.partner[$0.body]) <= $0.body }
        // Exporting some views only: what lies outside their type bodies is not worked out.
        func isWanted(_ k: Int) -> Bool { bodies?.contains { $0.contains(k) } ?? true }
        if bodies != nil { members.removeAll { !isWanted($0.body) } }
        // Each member's name wherever it is spelled, in one pass over the file's words.
        let spellings = tree.spellings(of: Set(members.map { tree.text($0.name) }))
        // Checking, only members used where a height is fixed around them matter (or in such a member): most are not.
        if !exporting {
            var used: Set<Int> = []
            for _ in 0..<2 {
                let kept = members.filter { member in
                    spellings[tree.text(member.name), default: []].contains { use in
                        use != member.name && (heights.fixesHeight(around: use)
                            || members.contains { used.contains($0.body) && $0.body < use && use < Int(tree.partner[$0.body]) })
                    }
                }
                guard kept.count != used.count else { break }
                used = Set(kept.map(\.body))
            }
            members.removeAll { !used.contains($0.body) }
        }
        // Members by where their bodies open, for a binary search (a file may have hundreds, asked of every text and
        // container), with the furthest close among each one and those before it: `k` is in a member that opens before it
        // exactly when one of them closes after it.
        let memberBodies = members.map(\.body).sorted()
        let furthestClose = memberBodies.reduce(into: [Int]()) { closes, body in
            closes.append(max(closes.last ?? -1, Int(tree.partner[body])))
        }
        func inMember(_ k: Int) -> Bool {
            let before = SyntaxTree.count(memberBodies, atOrBefore: k)
            return before > 0 && k < furthestClose[before - 1]
        }
        // A modifier of the file may frame what it is applied to wherever it is declared (`.modifier(TitlePill())`).
        let contentUses = modifiedContent(tree)
        func mayFixHeight(around brace: Int) -> Bool {
            if labelsHeight(after: Int(tree.partner[brace]), before: tree.code.count) || inMember(brace) || !contentUses.isEmpty { return true }
            // An overlay is given the frame of the view it covers, set before it too (`.frame(height: 30).overlay { … }`).
            guard let owner = Self.overlaid(brace, tree) else { return false }
            return labelsHeight(after: owner.start, before: owner.end)
        }
        // `Group { HStack { … } }.frame(height: 48)`: a group's modifiers apply to each view it holds. The height of such
        // a group between the view at `k` and its row container, and the group's brace (each group is reported once).
        func heightOfGroup(around k: Int) -> FramingGroup? {
            let row = tree.rowContainer(of: k)
            var open = Int(tree.enclosing[k])
            while open > row {
                if tree.isPunct(open, "{"), tree.controlFlowKeyword(opening: open) == "Group", let chain = tree.container(openingAt: open),
                   chain.links.count > 1, labelsHeight(after: Int(tree.partner[open]), before: chain.end) {
                    return fixedHeight(in: chain, context).map { FramingGroup(brace: open, height: $0) }
                }
                open = Int(tree.enclosing[open])
            }
            return nil
        }
        var framedGroups: Set<Int> = []
        let isCapped = tree.mentions(Self.dynamicTypeSize)
        var found: [Violation] = []
        // What is inside each container brace, by the brace's index: its texts, and the stacks nested in it.
        var children: [Int: [Need]] = [:]
        // An empty text (`Text("")`, `Text(verbatim: " ")`, a `Toggle("")` whose label is hidden) shows nothing to clip; a
        // text field with no title (`TextField("", text: $amount)`) still shows what is typed, in its font. Texts joined
        // with `+` (`Text("Station: ") + Text(name).bold()`) are one line, counted once.
        let shown = context.facts.elements.filter {
            (!Self.isBlank($0.content) || [.textField, .secureField].contains($0.kind)) && isWanted($0.chain.start)
                && !tree.isToken($0.chain.start - 1, .operator, "+")
        }
        var textBraces: Set<Int> = []
        var hidden: [String: Set<String>] = [:]
        var walked: [Int: (hides: Bool, tested: Set<String>)] = [:]
        if export == .always {
            for element in shown {
                var brace = Int(tree.enclosing[element.chain.start])
                while brace >= 0, textBraces.insert(brace).inserted { brace = Int(tree.enclosing[brace]) }
            }
        }
        for element in shown {
            // What a view always shows is what it brings to the places that use it; its `if`s depend on what they pass.
            if export == .always, let tested = conditions(hiding: element.chain.start, tree, textBraces: textBraces, &walked) {
                let type = tree.qualifiedTypeName(at: element.chain.start).map(TypeBody.ownName) ?? ""
                hidden[type, default: []].formUnion(tested)
                continue
            }
            // Through `if`, `switch` and `ForEach`: their views are the container's children too. A container, or one around
            // it, can fix a height only with a `height:` after its closing brace.
            let brace = tree.rowContainer(of: element.chain.start)
            let inContainer = brace >= 0 && isContent(brace, tree) && mayFixHeight(around: brace)
            let ownHeight = labelsHeight(after: element.chain.start, before: element.chain.end)
            let group = ownHeight ? nil : heightOfGroup(around: element.chain.start).flatMap { framedGroups.contains($0.brace) ? nil : $0 }
            guard inContainer || ownHeight || group != nil, var largest = largestSize(of: element, category, context) else { continue }
            // `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` on the text or around it: it grows no further (the cap is
            // dynamic-type-cap's finding).
            if isCapped, let cap = dynamicTypeCap(above: element.chain, tree), let capped = largestSize(of: element, cap, context) {
                largest = min(largest, capped)
            }
            // `.minimumScaleFactor(0.8)` lets the text shrink that far to fit: 53pt needs 42.
            let size = largest * min(1, element.minimumScaleFactor?.factor ?? 1)
            let height = ownHeight ? fixedHeight(in: element.chain, context) : group?.height
            if let height, height.room < size, !isChoice(element.chain.start, tree) {
                found.append(violation(height, size, category, namedStyle: namedStyle(of: element, context),
                                       shrunkBy: size < largest ? element.minimumScaleFactor?.factor : nil))
                if let group { framedGroups.insert(group.brace) }
            }
            if inContainer {
                // Its own padding (`Text(…).padding(.vertical, 14)`) takes room in the container too.
                let padding = outerPadding(of: element.chain, context)
                children[brace, default: []].append(Need(size: size + padding, text: element,
                                                         group: Int(tree.enclosing[element.chain.start]), padded: padding > 0))
            }
        }
        // A member's need is known once its containers are worked out, and a member may use another: a few rounds, each
        // adding at every use the needs the round before found (members of members of members are rare).
        var memberNeeds: [String: Need] = [:]
        var containerFindings: [Violation] = []
        // The module's view types used here (`ProfileSummaryRow(…)`), with what their bodies need (see `viewFacts`).
        let viewNeeds = context.moduleFacts[Self.self]
        let viewUses = viewNeeds.isEmpty ? [] : Self.uses(in: tree, WordSet(Set(viewNeeds.keys))).compactMap {
            use -> (use: Int, need: Double)? in
            guard let needs = viewNeeds[tree.text(use)], case let size = need(of: use, needs, tree), size > 0 else { return nil }
            return (use, size)
        }
        let memberUses = members.map { ($0, spellings[tree.text($0.name), default: []]) }
        let slotUses = slots(shown, context, category)
        for _ in 0..<3 {
            var round = children
            var uses: [Violation] = []
            // Where the module's views, the type's members and the views its uses pass are, with what each brings.
            var placed = viewUses.map { (use: $0.use, need: Need(size: $0.need, text: nil, group: $0.use, view: tree.text($0.use))) }
                + slotUses.map { (use: $0.use, need: Need(size: $0.need, text: nil, group: $0.use, view: tree.text($0.use))) }
            // A modifier of the file shows the view it is applied to as its `content` (`.modifier(TitlePill())`).
            placed += contentUses.compactMap { use in
                memberNeeds[use.key].map { (use: use.use, need: Need(size: $0.size, text: nil, group: use.use, view: "content")) }
            }
            for (member, spellings) in memberUses {
                guard let need = memberNeeds[memberKey(member.name, tree)] else { continue }
                // A use in the same type (another type's member may have the name).
                placed += spellings.filter { use in
                    use != member.name && (!tree.isPunct(use - 1, ".") || tree.isWord(use - 2, "self"))
                        && memberKey(use, tree) == memberKey(member.name, tree)
                }.map { (use: $0, need: need) }
            }
            for (use, need) in placed {
                // On a platform whose text grows, and not under a Dynamic Type cap (what the texts reach at the cap is not
                // known here).
                guard let platform = context.checkedPlatforms(tree.platforms(at: use)).first,
                      context.profile.tables.supportsDynamicType(platform), let chain = tree.chain(at: use),
                      !isCapped || dynamicTypeCap(above: chain, tree) == nil else { continue }
                let height = labelsHeight(after: use, before: chain.end) ? fixedHeight(in: chain, context) : nil
                if let height, height.room < need.size {
                    uses.append(violation(height, need.size, category, namedStyle: need.text.flatMap { namedStyle(of: $0, context) },
                                          stacked: need.text == nil && need.view == nil, viewNamed: need.view))
                }
                let brace = tree.rowContainer(of: use)
                if brace >= 0, isContent(brace, tree), mayFixHeight(around: brace) {
                    var inside = need
                    inside.group = Int(tree.enclosing[use])
                    inside.overlays = false
                    round[brace, default: []].append(inside)
                }
            }
            var needs: [String: Need] = [:]
            containerFindings = uses + containerViolations(&round, memberNeeds: &needs, members, context, category, labelsHeight, mayFixHeight,
                                                           heightOfGroup)
            guard needs.mapValues(\.size) != memberNeeds.mapValues(\.size) else { break }
            memberNeeds = needs
        }
        guard exporting else { return (found + containerFindings, [:], [:]) }
        var bodyNeeds: [String: Double] = [:]
        for (key, need) in memberNeeds where key.hasSuffix(".body") {
            let type = TypeBody.ownName(String(key.dropLast(".body".count)))
            if !type.isEmpty { bodyNeeds[type] = max(bodyNeeds[type] ?? 0, need.size) }
        }
        return ([], bodyNeeds, hidden)
    }

    /// Each container around text, innermost first: the chain whose base's own content is that brace (`HStack {`,
    /// `VStack(spacing: 8) {`), not a modifier's closure (`.overlay { Text }`, `.accessibilityRepresentation { Text }`).
    /// A stack's need is its largest child's, or in a vertical stack the sum of the children that show together: those
    /// directly inside it, and of the branches behind `if` or `ForEach` (each a brace of its own) the largest branch's
    /// (not a `switch`'s cases, of which one shows); a stack or a button passes its need on to the container around it,
    /// and a view member's body its largest view to `memberNeeds`, by the member's name.
    /// A `Group` whose modifiers fix a height, which each view it holds gets.
    private struct FramingGroup {
        var brace: Int
        var height: (label: Int, value: Double, room: Double)
    }

    private func containerViolations(_ children: inout [Int: [Need]], memberNeeds: inout [String: Need],
                                     _ members: [(name: Int, body: Int)], _ context: RuleContext, _ category: String,
                                     _ labelsHeight: (Int, Int) -> Bool, _ mayFixHeight: (Int) -> Bool,
                                     _ heightOfGroup: (Int) -> FramingGroup?) -> [Violation] {
        let tree = context.tree
        let memberNames = Dictionary(members.map { ($0.body, $0.name) }) { first, _ in first }
        var found: [Violation] = []
        var framedGroups: Set<Int> = []
        // The innermost first: what a container needs goes to the one around it, which opens before it, so the last
        // brace left is the next (kept sorted: taking the largest of a set each time was quadratic in the file's stacks).
        var pending = children.keys.sorted()
        while let brace = pending.popLast() {
            guard let inside = children[brace], let largest = inside.max(by: { $0.size < $1.size }) else { continue }
            if let member = memberNames[brace] {
                let key = memberKey(member, tree)
                if largest.size > memberNeeds[key]?.size ?? 0 { memberNeeds[key] = largest }
                continue
            }
            if let owner = Self.overlaid(brace, tree) {
                overlay(largest, drawnBy: brace, over: owner, &children, &pending, &found, context, category, labelsHeight)
                continue
            }
            guard let chain = tree.container(openingAt: brace), let base = chain.base.name, !holdsChoices(chain, brace, tree),
                  !holdsDestination(chain, brace, tree)
            else { continue }
            // Under `#if … #else` only one branch is built: no sum is known.
            let close = Int(tree.partner[brace])
            let isConditional = close > brace && tree.startsConditionalCompilation(in: brace..<close)
            var sums: [Int: (size: Double, count: Int)] = [:]
            // A `switch`'s cases are one brace, of which one case shows: no sum there.
            for child in inside where !child.overlays {
                // A `Group` shows all it holds: its views are the stack's own.
                var group = child.group
                var keyword = group == brace ? nil : tree.controlFlowKeyword(opening: group)
                while keyword == "Group" {
                    group = Int(tree.enclosing[group])
                    keyword = group == brace ? nil : tree.controlFlowKeyword(opening: group)
                }
                guard keyword != "switch" else { continue }
                sums[group, default: (0, 0)].size += child.size
                sums[group, default: (0, 0)].count += 1
            }
            let direct = sums[brace] ?? (0, 0)
            let branch = sums.filter { $0.key != brace }.values.max { $0.size < $1.size } ?? (0, 0)
            // The stack's spacing between each two of them: its `spacing:`, or SwiftUI's standard spacing (the profile's).
            let spacing = chain.arguments(of: chain.base)?.first { $0.label.map { tree.isWord($0, "spacing") } == true }
                .map { tree.numberValue($0.value) ?? 0 } ?? context.settings.number("stackSpacing") ?? 0
            let stacked = isConditional ? 0 : direct.size + branch.size + spacing * Double(max(0, direct.count + branch.count - 1))
            var need = Self.verticalStacks.contains(tree.text(base)) && stacked > largest.size
                ? Need(size: stacked, text: nil, group: brace, padded: inside.contains(where: \.padded)) : largest
            // `.minimumScaleFactor(0.1)` on the container lets each text in it shrink that far.
            if let factor = minimumScaleFactor(of: chain, tree), factor < 1 {
                need = Need(size: need.size * factor, text: need.text, group: need.group, view: need.view, padded: need.padded)
            }
            // What a modifier of the file it is given (`.modifier(TitlePill())`) draws as its content.
            for link in chain.modifiers where link.name.map({ tree.isWord($0, "modifier") }) == true {
                guard let applied = chain.arguments(of: link)?.first?.value, tree.code[applied.lowerBound].kind == .word,
                      tree.isPunct(applied.lowerBound + 1, "(") else { continue }
                let key = tree.text(applied.lowerBound) + ".content"
                if need.size > memberNeeds[key]?.size ?? 0 { memberNeeds[key] = need }
            }
            // A container's modifiers follow its closing brace (and the parenthesis of a closure given as an argument).
            let group = heightOfGroup(chain.start).flatMap { framedGroups.contains($0.brace) ? nil : $0 }
            let height = chain.links.count > 1 && labelsHeight(Int(tree.partner[brace]), chain.end) ? fixedHeight(in: chain, context)
                : group?.height
            if let height, !scrollsVertically(chain, tree), height.room < need.size, !isChoice(chain.start, tree) {
                found.append(violation(height, need.size, category, namedStyle: need.text.flatMap { namedStyle(of: $0, context) },
                                       stacked: need.text == nil && need.view == nil, viewNamed: need.view, padded: need.padded))
                if let group { framedGroups.insert(group.brace) }
            }
            // A horizontal scroll view passes its content's height on as a row does; a vertical one scrolls it.
            guard Self.stacks.contains(tree.text(base)) || tree.isWord(base, "ScrollView") && !scrollsVertically(chain, tree)
            else { continue }
            let outer = tree.rowContainer(of: chain.start)
            guard outer >= 0, tree.isPunct(outer, "{"), mayFixHeight(outer) else { continue }
            let padding = outerPadding(of: chain, context)
            children[outer, default: []].append(Need(size: need.size + padding, text: need.text, group: Int(tree.enclosing[chain.start]),
                                                     view: need.view, padded: need.padded || padding > 0))
            Self.schedule(outer, in: &pending)
        }
        return found
    }

    /// The places a view type of the file shows a view its uses pass (`struct FormRow<Value: View> { let value: Value … HStack {
    /// title; value } }`, a property typed by a parameter that is a `View`, or `Text` or `AnyView`), each with the largest
    /// text the file's uses of the type pass for it (`FormRow(title: …, value: Text(detail))`).
    private func slots(_ texts: [TextElement], _ context: RuleContext, _ category: String) -> [(use: Int, need: Double)] {
        let tree = context.tree
        var slots: [String: Set<String>] = [:]
        for body in tree.typeBodies where !body.isExtension {
            let views = Self.viewParameters(of: body, tree)
            for declaration in tree.declarations where declaration.isMember && !declaration.isStatic && declaration.value == nil
                && declaration.enclosingType == body.qualifiedName {
                guard let type = declaration.type, type.count == 1, case let name = tree.text(type.lowerBound),
                      views.contains(name) || name == "Text" || name == "AnyView" else { continue }
                slots[TypeBody.ownName(body.qualifiedName), default: []].insert(tree.text(declaration.name))
            }
        }
        guard !slots.isEmpty else { return [] }
        // What the file's uses pass for each, not in previews (made-up content): its texts' largest need.
        var fills: [String: Double] = [:]
        let previews = tree.previewBodies()
        for (type, uses) in tree.spellings(of: Set(slots.keys)) {
            for use in uses where tree.isPunct(use + 1, "(") && !tree.isPunct(use - 1, ".") && !previews.contains(where: { $0.contains(use) }) {
                for argument in tree.chain(at: use).flatMap({ $0.arguments(of: $0.base) }) ?? [] {
                    guard let label = argument.label, case let slot = tree.text(label), slots[type]!.contains(slot) else { continue }
                    let sizes = texts.filter { argument.value.contains($0.chain.start) }.compactMap { text in
                        largestSize(of: text, category, context).map { $0 * min(1, text.minimumScaleFactor?.factor ?? 1) }
                    }
                    if let largest = sizes.max() { fills[type + "." + slot] = max(fills[type + "." + slot] ?? 0, largest) }
                }
            }
        }
        guard !fills.isEmpty else { return [] }
        // Where each type's body shows one: the name (or `self.` and it) alone at the start of a line, as a view is.
        let names = Set(fills.keys.map { TypeBody.ownName($0) })
        return tree.spellings(of: names).values.joined().sorted().compactMap { use -> (use: Int, need: Double)? in
            let start = tree.isPunct(use - 1, ".") && tree.isWord(use - 2, "self") ? use - 2 : use
            guard start == use ? !tree.isPunct(use - 1, ".") : true, tree.startsLine(start), !tree.isPunct(use + 1, ":"),
                  let type = tree.qualifiedTypeName(at: use).map(TypeBody.ownName),
                  let need = fills[type + "." + tree.text(use)] else { return nil }
            return (use, need)
        }
    }

    /// The generic parameters of a type that are views: `Value` in `struct FormRow<Title: View, Value: View>`.
    private static func viewParameters(of body: TypeBody, _ tree: SyntaxTree) -> Set<String> {
        Set(header(of: body, tree).filter { k in tree.isWord(k, "View") && tree.isPunct(k - 1, ":") && tree.code[k - 2].kind == .word }
            .map { tree.text($0 - 2) })
    }

    /// The tokens between a type's keyword and its body: its name, generic parameters, conformances and `where` clause.
    private static func header(of body: TypeBody, _ tree: SyntaxTree) -> Range<Int> {
        var k = body.open - 1
        while k > 0, body.open - k < 48, !tree.isWord(k, "struct"), !tree.isWord(k, "class"), !tree.isWord(k, "enum") { k -= 1 }
        return k + 1..<body.open
    }

    /// Where the file's `ViewModifier`s show the view they are applied to: `content` alone at the start of a line in
    /// `func body(content: Content)`, keyed by the modifier's own name (`TitlePill.content`).
    private func modifiedContent(_ tree: SyntaxTree) -> [(use: Int, key: String)] {
        let modifiers = tree.typeBodies.filter { body in
            !body.isExtension && ModuleIndex.conforms(body, to: "ViewModifier", in: tree)
        }
        guard !modifiers.isEmpty else { return [] }
        return tree.functions.flatMap { function -> [(use: Int, key: String)] in
            guard tree.isWord(function.name, "body"), function.parameters.first?.name == "content",
                  let modifier = modifiers.first(where: { $0.open < function.body.lowerBound && function.body.upperBound <= $0.close })
            else { return [] }
            let key = TypeBody.ownName(modifier.qualifiedName) + ".content"
            return function.body.filter { tree.isWord($0, "content") && tree.startsLine($0) && !tree.isPunct($0 + 1, ":") }.map { ($0, key) }
        }
    }

    /// The literal factor a chain's `.minimumScaleFactor(…)` gives, if one does.
    private func minimumScaleFactor(of chain: Chain, _ tree: SyntaxTree) -> Double? {
        chain.modifiers.lazy.compactMap { link in
            guard let name = link.name, tree.isWord(name, "minimumScaleFactor"), let value = chain.arguments(of: link)?.first?.value
            else { return nil }
            return tree.numberValue(value)
        }.first
    }

    /// A view member by the type it is in and its name (`DownloadIcon.icon`): the key of its need.
    private func memberKey(_ name: Int, _ tree: SyntaxTree) -> String {
        (tree.qualifiedTypeName(at: name) ?? "") + "." + tree.text(name)
    }

    /// The size category `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` (or a fixed `.dynamicTypeSize(.large)`) caps the
    /// text of `chain` at, on its own chain or on a container around it in the file; nil when none does.
    private func dynamicTypeCap(above chain: Chain, _ tree: SyntaxTree) -> String? {
        var chain: Chain? = chain
        var brace = Int(tree.enclosing[chain!.start])
        while true {
            for link in chain?.modifiers ?? [] {
                guard let name = link.name, tree.isWord(name, "dynamicTypeSize"),
                      let argument = chain?.arguments(of: link)?.first?.value, let last = argument.last,
                      tree.code[last].kind == .word, !tree.isToken(argument.lowerBound, .operator, "..<") else { continue }
                return tree.text(last)
            }
            guard brace >= 0 else { return nil }
            chain = tree.isPunct(brace, "{") ? tree.container(openingAt: brace) : nil
            brace = Int(tree.enclosing[brace])
        }
    }

    /// UIKit: `label.heightAnchor.constraint(equalToConstant: N)` on a label whose font is a text style
    /// (`label.font = .preferredFont(forTextStyle: .body)`).
    private func constrainedLabels(_ context: RuleContext, _ category: String) -> [Violation] {
        let tree = context.tree
        let heights = tree.words("heightAnchor").compactMap { i -> (dot: Int, label: Int, value: Double)? in
            guard tree.isPunct(i - 1, ".") else { return nil }
            if tree.isPunct(i + 1, "."), tree.isWord(i + 2, "constraint"), tree.isPunct(i + 3, "("),
               tree.isWord(i + 4, "equalToConstant"), tree.isPunct(i + 5, ":"), case let close = Int(tree.partner[i + 3]), close > i + 6,
               let value = tree.numberValue(i + 6..<close) ?? context.facts.heights[i + 6] {
                return (i - 1, i + 4, value)
            }
            // Objective-C: `[label.heightAnchor constraintEqualToConstant:22]`.
            if tree.isWord(i + 1, "constraintEqualToConstant"), tree.isPunct(i + 2, ":"), tree.isPunct(i + 4, "]"),
               let value = tree.numberValue(i + 3..<i + 4) {
                return (i - 1, i + 1, value)
            }
            return nil
        }
        guard !heights.isEmpty else { return labelHeights(context, category, reported: []) }
        let objects = ObjectSettings(tree)
        var styles: [String: TextStyle] = [:]
        for i in tree.words("font") where tree.isPunct(i - 1, ".") && tree.isToken(i + 1, .operator, "=") {
            if let object = objects.object(before: i - 1, tree), let style = textStyle(in: tree.assignedValue(from: i + 2), tree) {
                styles[object] = style
            }
        }
        for (key, style) in configuredButtons(objects, tree) where styles[key] == nil { styles[key] = style }
        // Another name for a view already known (`lazy var loginContainer: UIView = { loginButton }()`).
        for declaration in tree.declarations {
            guard let value = declaration.initializer, let name = Self.aliased(value, tree),
                  let style = styles[objects.key(tree.text(name), at: name, tree)] else { continue }
            styles[objects.key(tree.text(declaration.name), at: declaration.name, tree), default: style] = style
        }
        let found = heights.compactMap { height -> Violation? in
            guard let object = objects.object(before: height.dot, tree), let style = styles[object],
                  let size = sizeAtCategory(of: style, at: height.label, category, context), height.value < size else { return nil }
            let instead = context.facts.language == .objectiveC ? "constraintGreaterThanOrEqualToConstant:" : "greaterThanOrEqualToConstant:"
            return violation((height.label, height.value, height.value), size, category, instead: instead)
        }
        return found + labelHeights(context, category, reported: Set(found.map(\.tokens.lowerBound)))
    }

    /// The size a style reaches at `category` on the first platform the token at `k` is checked on (one with Dynamic
    /// Type).
    private func sizeAtCategory(of style: TextStyle, at k: Int, _ category: String, _ context: RuleContext) -> Double? {
        guard let platform = context.checkedPlatforms(context.tree.platforms(at: k)).first,
              context.profile.tables.supportsDynamicType(platform) else { return nil }
        return context.profile.tables.metrics(of: style, on: platform, category: category)?.size
    }

    /// Objective-C labels clang found given a text style and a fixed height, whatever name they go by (a local
    /// `UILabel *`, a property, an instance variable): a constraint is reported at its selector, as the tokens' own
    /// findings are (those already `reported` are not again), a frame at its height.
    private func labelHeights(_ context: RuleContext, _ category: String, reported: Set<Int>) -> [Violation] {
        let tree = context.tree
        return context.facts.labelHeights.compactMap { height in
            let value = height.range.lowerBound
            let selector = height.isConstraint && tree.isPunct(value - 1, ":") && value >= 2 && tree.code[value - 2].kind == .word
                ? value - 2 : value
            guard !reported.contains(selector), let size = sizeAtCategory(of: height.style, at: selector, category, context),
                  height.height < size else { return nil }
            let instead = height.isConstraint ? "constraintGreaterThanOrEqualToConstant:" : "sizeThatFits:"
            return violation((selector, height.height, height.height), size, category, instead: instead)
        }
    }

    /// Buttons made with a configuration and given a title (`UIButton(configuration: .filled())`, then `setTitle(…)` or
    /// `configuration.title = …`), by the keys of the names they are kept in: at the default `buttonSize` the title is drawn
    /// in body, which grows with Dynamic Type. One whose title is given a font or a size of its own is left out.
    private func configuredButtons(_ objects: ObjectSettings, _ tree: SyntaxTree) -> [String: TextStyle] {
        var found: [String: TextStyle] = [:]
        for k in tree.words("configuration") where k >= 2 && tree.isPunct(k - 1, "(") && tree.isWord(k - 2, "UIButton") {
            let made = tree.declarations.filter { $0.initializer?.contains(k) == true }
            // What sets the button up: the closure that makes it (`lazy var button: UIButton = { … }()`), else the block
            // it is declared in.
            guard let outermost = made.min(by: { $0.initializer!.lowerBound < $1.initializer!.lowerBound }) else { continue }
            let block = Int(tree.enclosing[outermost.name])
            let scope = tree.isPunct(outermost.initializer!.lowerBound, "{") ? outermost.initializer!
                : block >= 0 && Int(tree.partner[block]) > block ? block..<Int(tree.partner[block]) : outermost.initializer!
            let titled = scope.contains { tree.isWord($0, "setTitle") || tree.isWord($0, "title") && tree.isToken($0 + 1, .operator, "=") }
            let restyled = scope.contains { j in
                tree.code[j].kind == .word && Self.buttonTitleStyling.contains(tree.text(j))
            }
            guard titled, !restyled else { continue }
            for declaration in made { found[objects.key(tree.text(declaration.name), at: declaration.name, tree)] = .body }
        }
        return found
    }

    /// The name an initializer only repeats: `= titleLabel`, `= { loginButton }()`.
    private static func aliased(_ value: Range<Int>, _ tree: SyntaxTree) -> Int? {
        let k = value.lowerBound
        if value.count == 1, tree.code[k].kind == .word { return k }
        guard value.count == 5, tree.isPunct(k, "{"), tree.code[k + 1].kind == .word, tree.isPunct(k + 2, "}"),
              tree.isPunct(k + 3, "("), tree.isPunct(k + 4, ")") else { return nil }
        return k + 1
    }

    private static let buttonTitleStyling: Set<String> = ["font", "titleTextAttributesTransformer", "buttonSize", "attributedTitle",
                                                          "setAttributedTitle"]

    /// The text style a UIKit font scales with: `.preferredFont(forTextStyle: .body)`,
    /// `UIFontMetrics(forTextStyle: .headline).scaledFont(for: …)`.
    private func textStyle(in value: Range<Int>, _ tree: SyntaxTree) -> TextStyle? {
        for label in value where tree.code[label].kind == .word && tree.isPunct(label + 1, ":") {
            let name = tree.text(label)
            if name == "forTextStyle", tree.isPunct(label + 2, "."), label + 3 < value.upperBound {
                return TextStyle(named: tree.text(label + 3))
            }
            // Objective-C: `[UIFont preferredFontForTextStyle:UIFontTextStyleHeadline]`, `[UIFontMetrics metricsForTextStyle:…]`.
            if name.hasSuffix("ForTextStyle"), label + 2 < value.upperBound {
                let constant = tree.text(label + 2)
                guard constant.hasPrefix("UIFontTextStyle") else { return nil }
                return TextStyle(named: lowercasedFirst(String(constant.dropFirst("UIFontTextStyle".count))))
            }
        }
        return nil
    }

    /// The size the element's style reaches at `category` on the first platform it is checked on.
    private func largestSize(of element: TextElement, _ category: String, _ context: RuleContext) -> Double? {
        guard let platform = context.checkedPlatforms(element.platforms).first, context.profile.tables.supportsDynamicType(platform)
        else { return nil }
        let style: TextStyle
        let tables = context.profile.tables
        if let font = element.font, font.style == nil, font.scalesWithBody, let size = font.size {
            // `.custom("Inter", size: 16)` grows as body grows: 16pt at Large is 16 × 53 / 17 at AX5.
            guard let large = tables.metrics(of: .body, on: platform)?.size, large > 0,
                  let largest = tables.metrics(of: .body, on: platform, category: category)?.size else { return nil }
            return size * largest / large
        } else if let font = element.font {
            guard let known = context.style(of: font, on: platform), font.size == nil || font.style != nil else { return nil }
            style = known
        } else {
            // A token of a design system typelint cannot read, named after a style (`theme.fonts.headline`), or a choice
            // of two styles (`.font(isSelected ? .body : .title)`): the text needs the smaller at least.
            let choices = alternatives(of: element.fontSource, context.tree)
            let sizes = choices.compactMap { context.styleNamed(byToken: $0, on: platform) }
                .compactMap { tables.metrics(of: $0, on: platform, category: category)?.size }
            guard !sizes.isEmpty, sizes.count == choices.count else { return nil }
            return sizes.min()
        }
        return tables.metrics(of: style, on: platform, category: category)?.size
    }

    /// The two values of a choice (`isSelected ? .body : .title`), or the expression itself.
    private func alternatives(of source: Range<Int>?, _ tree: SyntaxTree) -> [Range<Int>] {
        guard let source else { return [] }
        var k = source.lowerBound
        var question: Int?
        while k < source.upperBound {
            if tree.partner[k] > k { k = Int(tree.partner[k]) + 1; continue }
            if question == nil, tree.isToken(k, .operator, "?") { question = k }
            if let question, tree.isPunct(k, ":"), question + 1 < k, k + 1 < source.upperBound {
                return [question + 1..<k, k + 1..<source.upperBound]
            }
            k += 1
        }
        return [source]
    }

    /// A `.frame(height: N)` among the chain's modifiers: the `height` label's token, N, and the room it leaves inside the
    /// vertical padding before it (`.padding(.vertical, 12).frame(height: 44)`: 20pt). A frame with a side of 0 or 1pt
    /// (`.frame(width: 1, height: 1)`, a hidden text field that only takes input) shows nothing to clip; a height the view
    /// measures at run time (`@State var barHeight: CGFloat = 32`, set again in an `onGeometryChange`) is not fixed.
    private func fixedHeight(in chain: Chain, _ context: RuleContext) -> (label: Int, value: Double, room: Double)? {
        let tree = context.tree
        var padding = 0.0
        for link in chain.modifiers {
            guard let name = link.name else { continue }
            let arguments = chain.arguments(of: link) ?? []
            if tree.isWord(name, "padding") {
                padding += verticalPadding(arguments, context)
                continue
            }
            guard tree.isWord(name, "frame") else { continue }
            let sides = arguments.filter { $0.label.map { tree.isWord($0, "width") || tree.isWord($0, "height") } == true }
            guard !sides.contains(where: { tree.numberValue($0.value).map { $0 <= 1 } == true }) else { return nil }
            for argument in arguments {
                guard let label = argument.label, tree.isWord(label, "height") else { continue }
                if argument.value.count == 1, isSetAgain(argument.value.lowerBound, tree) { return nil }
                // One height, or a choice of two (`withDivider ? 64 : 42`): the larger, which the text outgrows in either case.
                let values = alternatives(of: argument.value, tree).map { tree.numberValue($0) ?? context.facts.heights[$0.lowerBound] }
                guard !values.isEmpty, let value = values.map({ $0 ?? .infinity }).max(), value.isFinite, value > 0 else { continue }
                return (label, value, max(0, value - padding))
            }
        }
        return nil
    }

    /// Whether the name at `k` is a view's `@State` that the file assigns to (`barHeight = proxy.size.height`).
    private func isSetAgain(_ k: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.code[k].kind == .word, case let name = tree.text(k),
              tree.declarations.contains(where: { $0.attributes.contains("State") && tree.text($0.name) == name }) else { return false }
        return tree.words(name).contains { use in
            tree.isToken(use + 1, .operator, "=") && !tree.isWord(use - 1, "var") && !tree.isWord(use - 1, "let")
                && (!tree.isPunct(use - 1, ".") || tree.isWord(use - 2, "self"))
        }
    }

    /// The padding `.padding(…)` adds above and below: `.padding(12)` 24, `.padding(.vertical, 9)` 18, `.padding(.top, 4)` 4,
    /// `EdgeInsets(top: 12, …, bottom: 12, …)` 24, `.padding(.horizontal, 16)` none; without an amount (`.padding()`,
    /// `.padding(.vertical)`), the profile's `defaultPadding` on each edge (SwiftUI's standard 16pt); an amount typelint
    /// cannot read counts as none.
    private func verticalPadding(_ arguments: ArraySlice<Chain.Argument>, _ context: RuleContext) -> Double {
        let tree = context.tree
        let standard = context.settings.number("defaultPadding") ?? 0
        guard let first = arguments.first else { return 2 * standard }
        if arguments.count == 1, let amount = tree.numberValue(first.value) { return 2 * amount }
        // `.padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))`: its top and bottom.
        if arguments.count == 1, tree.isWord(first.value.lowerBound, "EdgeInsets"), tree.isPunct(first.value.lowerBound + 1, "("),
           let insets = tree.chain(at: first.value.lowerBound), let values = insets.arguments(of: insets.base) {
            return values.reduce(0) { sum, inset in
                guard let label = inset.label, tree.isWord(label, "top") || tree.isWord(label, "bottom") else { return sum }
                return sum + (tree.numberValue(inset.value) ?? 0)
            }
        }
        // `.padding(.vertical, 9)`, or `.padding(.top)` with the standard amount.
        guard arguments.count <= 2, first.label == nil, first.value.count == 2, tree.isPunct(first.value.lowerBound, "."),
              let amount = arguments.count == 2 ? tree.numberValue(arguments.last!.value) : standard
        else { return 0 }
        switch tree.text(first.value.lowerBound + 1) {
        case "vertical", "all": return 2 * amount
        case "top", "bottom": return amount
        default: return 0
        }
    }

    /// The style a text's font is only named after (a token or a style its view is given, not a font typelint read):
    /// its size is the HIG's for that style, not one the app's font was seen to have.
    private func namedStyle(of element: TextElement, _ context: RuleContext) -> TextStyle? {
        guard element.font == nil, let platform = context.checkedPlatforms(element.platforms).first else { return nil }
        return context.styleNamed(byToken: element.fontSource, on: platform)
    }

    /// What a text, or a stack of texts, needs at the size category: its size, and the text that sets it (none when texts stack).
    private struct Need {
        let size: Double
        let text: TextElement?
        /// The brace it is directly in: the container's own, or that of an `if`, `switch` or `ForEach` inside it.
        var group: Int
        /// The module's view type that brings it (`ProfileSummaryRow`), or the property that holds a view its uses pass
        /// (`valueLabel`), when it is one's.
        var view: String?
        /// Whether it counts a text's or a stack's own vertical padding (`Text(…).padding(.vertical, 14)`).
        var padded = false
        /// Whether it is drawn over the container's content (`.overlay { … }`), not stacked with it.
        var overlays = false
    }

    /// Whether `bracket` holds views a container lays out: a brace, or an `.overlay(…)`'s parentheses.
    private func isContent(_ bracket: Int, _ tree: SyntaxTree) -> Bool {
        tree.isPunct(bracket, "{") || Self.overlaid(bracket, tree) != nil
    }

    /// The chain whose `.overlay` draws the content opening at `bracket` (`HStack { … }.overlay { Menu … }.frame(height: 40)`,
    /// `image.overlay(Caption(…))`): the overlay is given that chain's frame.
    private static func overlaid(_ bracket: Int, _ tree: SyntaxTree) -> Chain? {
        guard bracket > 1, tree.isPunct(bracket, "{") || tree.isPunct(bracket, "(") else { return nil }
        var name = bracket - 1
        // `.overlay(alignment: .top) { … }`
        if tree.isPunct(bracket, "{"), tree.isPunct(name, ")"), Int(tree.partner[name]) < name { name = Int(tree.partner[name]) - 1 }
        guard name > 1, tree.isWord(name, "overlay"), tree.isPunct(name - 1, ".") else { return nil }
        // Back over the chain's links (`HStack { … }`, `.padding()`, `.background(…)`) to its start.
        var k = name - 2
        while k >= 0 {
            if tree.isPunct(k, ")") || tree.isPunct(k, "}") || tree.isPunct(k, "]"), case let open = Int(tree.partner[k]), open >= 0, open < k {
                k = open - 1
            } else if tree.code[k].kind == .word, tree.isPunct(k - 1, ".") {
                k -= 2
            } else {
                break
            }
        }
        guard k >= 0, tree.code[k].kind == .word, let chain = tree.chain(at: k), chain.end > bracket,
              chain.modifiers.contains(where: { $0.name == name }) else { return nil }
        return chain
    }

    /// Adds `brace` to the braces `containerViolations` has yet to visit (in order, each once).
    private static func schedule(_ brace: Int, in pending: inout [Int]) {
        let before = SyntaxTree.count(pending, atOrBefore: brace - 1)
        if before == pending.count || pending[before] != brace { pending.insert(brace, at: before) }
    }

    /// What an overlay's content needs goes to the chain that draws it: into its container's content, drawn over it
    /// (`HStack { … }.overlay { … }`), or checked against the chain's own frame (`Image(…).overlay(Caption(…)).frame(height: 60)`).
    private func overlay(_ need: Need, drawnBy bracket: Int, over owner: Chain, _ children: inout [Int: [Need]], _ pending: inout [Int],
                         _ found: inout [Violation], _ context: RuleContext, _ category: String, _ labelsHeight: (Int, Int) -> Bool) {
        let tree = context.tree
        var drawn = need
        drawn.overlays = true
        if let content = owner.trailingClosures(of: owner.base).first?.lowerBound, content > owner.start, content - 1 < bracket {
            drawn.group = content - 1
            children[content - 1, default: []].append(drawn)
            Self.schedule(content - 1, in: &pending)
        } else if labelsHeight(owner.start, owner.end), let height = fixedHeight(in: owner, context),
                  height.room < need.size, !isChoice(owner.start, tree) {
            found.append(violation(height, need.size, category, namedStyle: need.text.flatMap { namedStyle(of: $0, context) },
                                   stacked: need.text == nil && need.view == nil, viewNamed: need.view, padded: need.padded))
        }
    }

    /// Words searched for in a file's bytes before its tokens are read.
    private static let textStyleLabel = ByteWords("forTextStyle")
    private static let dynamicTypeSize = ByteWords("dynamicTypeSize")

    /// The containers a need passes through to the one around them: stacks, buttons, links, labels and toggles, whose
    /// label or title is their view, and the readers that give their content the whole of their own frame.
    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Button", "NavigationLink", "Link",
                                              "Menu", "Label", "Toggle", "GeometryReader", "ScrollViewReader"]
    private static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]
    /// Views whose content closure holds choices shown elsewhere (a menu's items, a picker's options), not in their frame.
    private static let choices: Set<String> = ["Menu", "Picker"]

    /// Whether `brace` opens the content of a `Menu` or `Picker` (`Menu { items } label: { … }`).
    private func holdsChoices(_ chain: Chain, _ brace: Int, _ tree: SyntaxTree) -> Bool {
        guard let base = chain.base.name, Self.choices.contains(tree.text(base)) else { return false }
        // `Menu { items } label: { … }`, or `Menu(content: { items }, label: { … })`.
        return chain.trailingClosures(of: chain.base).first?.lowerBound == brace + 1
            || tree.isPunct(brace - 1, ":") && tree.isWord(brace - 2, "content")
    }

    /// Whether `brace` opens what a `NavigationLink` shows on the next screen (`NavigationLink { Detail() } label: { … }`,
    /// `NavigationLink(destination: { Detail() }, label: …)`), not in its own frame.
    private func holdsDestination(_ chain: Chain, _ brace: Int, _ tree: SyntaxTree) -> Bool {
        guard let base = chain.base.name, tree.isWord(base, "NavigationLink") else { return false }
        let closures = chain.trailingClosures(of: chain.base)
        return closures.count > 1 && closures.first?.lowerBound == brace + 1
            || tree.isPunct(brace - 1, ":") && tree.isWord(brace - 2, "destination")
    }

    /// Whether the view at `k` is one of a menu's or a picker's choices, drawn by the system where a frame does not apply.
    private func isChoice(_ k: Int, _ tree: SyntaxTree) -> Bool {
        var brace = Int(tree.enclosing[k])
        while brace >= 0 {
            if tree.isPunct(brace, "{"), let chain = tree.container(openingAt: brace), holdsChoices(chain, brace, tree) { return true }
            brace = Int(tree.enclosing[brace])
        }
        return false
    }
    /// Containers whose content scrolls within their frame: a fixed height clips nothing.
    private static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form"]

    /// Whether the container scrolls up and down within its frame: a `ScrollView(.horizontal)` does not, and clips as a row.
    private func scrollsVertically(_ chain: Chain, _ tree: SyntaxTree) -> Bool {
        guard let base = chain.base.name, Self.scrollingContainers.contains(tree.text(base)) else { return false }
        guard tree.isWord(base, "ScrollView"), let axis = chain.arguments(of: chain.base)?.first, axis.label == nil else { return true }
        return !(tree.isPunct(axis.value.lowerBound, ".") && tree.isWord(axis.value.lowerBound + 1, "horizontal"))
    }

    /// The vertical padding a view's chain adds around it before any frame: the room it takes beyond its text.
    private func outerPadding(of chain: Chain, _ context: RuleContext) -> Double {
        let tree = context.tree
        var padding = 0.0
        for link in chain.modifiers {
            guard let name = link.name else { continue }
            if tree.isWord(name, "frame") { break }
            if tree.isWord(name, "padding") { padding += verticalPadding(chain.arguments(of: link) ?? [], context) }
        }
        return padding
    }

    private func violation(_ height: (label: Int, value: Double, room: Double), _ size: Double, _ category: String,
                           instead: String = "minHeight:", namedStyle: TextStyle? = nil, stacked: Bool = false,
                           shrunkBy factor: Double? = nil, viewNamed view: String? = nil, padded: Bool = false) -> Violation {
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
            text = "its text reaches \(points(size))"
        }
        if padded { text += " with its padding" }
        let room = height.room < height.value ? " (\(points(height.room)) inside its padding)" : ""
        return Violation(tokens: height.label..<height.label + 1,
                         message: "fixed \(points(height.value)) height\(room); \(text) at \(category); use `\(instead)`")
    }
}
