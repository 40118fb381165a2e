import TypeLintFonts
import TypeLintSyntax

/// `dynamic-type-cap`: Dynamic Type stopped below the largest accessibility size.
public struct DynamicTypeCapRule: Rule {
    static let sizes = OptionKey.list("sizes", "SwiftUI's Dynamic Type sizes, smallest first: a cap below the last one is reported", of: .sizeCategory)
    static let uiKitSizes = OptionKey.list("uiKitSizes", "UIKit's content size categories, smallest first: a cap below the last one is reported", of: .name)

    public static let description = RuleDescription(
        id: "dynamic-type-cap",
        name: "Dynamic Type Cap",
        summary: "Dynamic Type capped or fixed below the largest accessibility size; let text grow and fix the layout there.",
        rationale: """
            Root: "Use the system styles… A layout seen only at Large is not tested." A cap hides the failure \
            at AX5 instead of fixing it, and takes the large sizes from the people who need them. Flagged: \
            `.dynamicTypeSize(_:)` with a range whose upper bound is below the profile's largest size (the last \
            of `sizes`, `.accessibility5`) or with one fixed size, and the same set with `.environment(\\.dynamicTypeSize, …)` \
            or the older `.environment(\\.sizeCategory, …)`; UIKit's `maximumContentSizeCategory` below \
            the last of `uiKitSizes`; `adjustsFontForContentSizeCategory = false`. A lower bound alone, a size \
            held in a variable and `minimumContentSizeCategory` are not caps.
            """,
        triggers: ["dynamicTypeSize", "maximumContentSizeCategory", TriggerWord("Category", after: "size"),
                   "Font"],
        options: [
            sizes.option,
            uiKitSizes.option,
        ],
        triggeringExamples: [
            Example("let size = min(UIFont.preferredFont(forTextStyle: .body).pointSize, ↓24)",
                    message: "Dynamic Type capped at 24pt; let `.body` reach 53pt at accessibility5"),
            Example("Text(\"$12.99\").dynamicTypeSize(...DynamicTypeSize.↓xxxLarge)",
                    message: "Dynamic Type capped at `.xxxLarge`; let it reach `.accessibility5`"),
            Example("VStack { Text(\"a\") }.dynamicTypeSize(.small ... .↓accessibility2)"),
            Example("Text(\"Badge\").dynamicTypeSize(.↓large)"),
            Example("label.maximumContentSizeCategory = .↓extraExtraLarge",
                    message: "Dynamic Type capped at `.extraExtraLarge`; let it reach `.accessibilityExtraExtraExtraLarge`"),
            Example("label.adjustsFontForContentSizeCategory = ↓false",
                    message: "text kept from Dynamic Type; set it to `true`"),
            Example("Text(\"a\").dynamicTypeSize(.xSmall ..< .↓accessibility5)"),
            Example("Text(\"a\").dynamicTypeSize(dynamicTypeSize < .accessibility1 ? dynamicTypeSize : .↓accessibility1)"),
            Example("ContentView().environment(\\.dynamicTypeSize, .↓large)"),
            Example("ContentView().environment(\\.sizeCategory, .↓extraLarge)"),
        ],
        nonTriggeringExamples: [
            // A monogram sized to fit its avatar is a picture of the geometry: growing it would overflow the avatar.
            Example("GeometryReader { reader in\n    Text(initial).font(.system(size: reader.size.width / 2))\n}\n.dynamicTypeSize(.large)"),
            Example("Text(\"a\").dynamicTypeSize(...DynamicTypeSize.accessibility5)"),
            Example("Text(\"a\").dynamicTypeSize(.large...)"),
            Example("Text(\"a\").dynamicTypeSize(preferredSize)"),
            Example("label.maximumContentSizeCategory = .accessibilityExtraExtraExtraLarge"),
            Example("label.minimumContentSizeCategory = .large"),
            Example("let size = min(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 60)"),
            Example("label.adjustsFontForContentSizeCategory = true"),
            // A condition, not the value alone: on where it holds.
            Example("label.adjustsFontForContentSizeCategory = false == isCompact"),
            // The app's own setting of that name, not UIKit's property.
            Example("struct ReaderSettings {\n    var adjustsFontForContentSizeCategory = false\n"
                    + "    mutating func reset() { adjustsFontForContentSizeCategory = false }\n}"),
            Example("ContentView().environment(\\.dynamicTypeSize, settings.textSize)"),
            Example("ContentView().environment(\\.colorScheme, .dark)"),
            Example("#Preview {\n    Text(\"Large type\").dynamicTypeSize(.xxxLarge)\n}"),
            Example("struct Row_Previews: PreviewProvider {\n    static var previews: some View { Row().dynamicTypeSize(.accessibility2) }\n}"),
            Example("MemberAvatarImage(member: member).dynamicTypeSize(...DynamicTypeSize.accessibility1)"),
            Example("Button { locate() } label: { Image(systemName: \"location\") }\n.dynamicTypeSize(.large)"),
        ],
        corrections: [
            Example("Text(\"$12.99\").dynamicTypeSize(...DynamicTypeSize.↓xxxLarge)"):
                "Text(\"$12.99\").dynamicTypeSize(...DynamicTypeSize.accessibility5)",
            Example("label.maximumContentSizeCategory = .↓extraExtraLarge"):
                "label.maximumContentSizeCategory = .accessibilityExtraExtraExtraLarge",
            Example("label.adjustsFontForContentSizeCategory = ↓false"):
                "label.adjustsFontForContentSizeCategory = true",
        ])

    public init() {}

    /// `.dynamicTypeSize(…)`, `\.dynamicTypeSize`, `maximumContentSizeCategory`, `\.sizeCategory`: one pass, at each `z`.
    private static let words = ByteWords("dynamicTypeSize", "ContentSizeCategory", "\\.sizeCategory", "pointSize")

    public func check(_ context: RuleContext) -> [Violation] {
        let tree = context.tree
        // Most files cap nothing: their bytes say so at memory speed, before any token is looked at.
        guard tree.mentions(Self.words) else { return [] }
        // Read from the profile and the file only where a cap is written (most files have none).
        lazy var sizes = context.settings[Self.sizes] ?? []
        lazy var uiKitSizes = context.settings[Self.uiKitSizes] ?? []
        lazy var previews = tree.previewBodies()
        // UIKit's property names the file declares for its own (`var adjustsFontForContentSizeCategory = false`): looked for
        // once, where one is first met.
        lazy var ownNames = Set(Self.propertyNames.filter { name in
            tree.words(name).contains { Self.declares($0, tree) } || context.declaresOwnMember(name)
        })
        func isOwnName(_ i: Int) -> Bool {
            Self.declares(i, tree) || !tree.isPunct(i - 1, ".") && ownNames.contains(tree.text(i))
        }
        var found: [Violation] = []
        for i in tree.code.indices where tree.code[i].kind == .word {
            if tree.isWord(i, "dynamicTypeSize"), tree.isPunct(i - 1, "."), tree.isPunct(i + 1, "("),
               !previews.contains(where: { $0.contains(i) }), !context.facts.capsOnPictures.contains(i), let largest = sizes.last {
                found += swiftUICap(arguments: i + 2..<Int(tree.partner[i + 1]), sizes: sizes, largest: largest, context)
            } else if let value = environmentValue(keyAt: i, tree), !previews.contains(where: { $0.contains(i) }) {
                // `.environment(\.dynamicTypeSize, .large)` fixes the size as `.dynamicTypeSize(.large)` does; so does the
                // older `.environment(\.sizeCategory, .extraLarge)`.
                if tree.isWord(i, "dynamicTypeSize"), let largest = sizes.last {
                    found += swiftUICap(arguments: value, sizes: sizes, largest: largest, context)
                } else if let word = lastWord(value, tree), word - 1 == value.lowerBound, tree.isPunct(word - 1, "."),
                          uiKitSizes.contains(tree.text(word)), let largestUIKit = uiKitSizes.last {
                    found.append(Violation(tokens: word..<word + 1,
                                           message: "Dynamic Type fixed at `.\(tree.text(word))`; let it reach `.\(largestUIKit)`"))
                }
            } else if tree.isWord(i, "maximumContentSizeCategory"), tree.isToken(i + 1, .operator, "="), !isOwnName(i),
                      let word = lastWord(tree.assignedValue(from: i + 2), tree), let largestUIKit = uiKitSizes.last {
                // Swift's `.extraLarge`, Objective-C's `UIContentSizeCategoryExtraLarge`.
                let name = tree.text(word)
                let isObjectiveC = name.hasPrefix("UIContentSizeCategory")
                let size = isObjectiveC ? lowercasedFirst(String(name.dropFirst("UIContentSizeCategory".count))) : name
                guard uiKitSizes.contains(size), size != largestUIKit else { continue }
                let largest = isObjectiveC ? "UIContentSizeCategory" + capitalized(largestUIKit) : largestUIKit
                let (written, wanted) = isObjectiveC ? (name, largest) : ("." + name, "." + largest)
                found.append(Violation(tokens: word..<word + 1, message: "Dynamic Type capped at `\(written)`; let it reach `\(wanted)`",
                                       fix: ownNames.isEmpty && (isObjectiveC || Self.isFrameworkSize(word, tree) && !context.declaresOwnMember(name))
                                           ? largest : nil))
            } else if tree.isWord(i, "min") || tree.isWord(i, "MIN") || tree.isWord(i, "fmin"), tree.isPunct(i + 1, "("),
                      let largest = sizes.last, let cap = clampedSize(call: i, largest: largest, context) {
                found.append(cap)
            } else if tree.isWord(i, "adjustsFontForContentSizeCategory") || tree.isWord(i, "setAdjustsFontForContentSizeCategory") {
                let value = i + 2
                // The value alone, not the first word of a condition (`= false == isCompact` leaves it on where not compact).
                let isWhole = value + 1 >= tree.code.count || tree.startsLine(value + 1)
                    || ([";", "]", ")", "}", ","] as [StaticString]).contains { tree.isPunct(value + 1, $0) }
                guard tree.isToken(i + 1, .operator, "=") || tree.isPunct(i + 1, ":"), tree.isWord(value, "false") || tree.isWord(value, "NO"),
                      isWhole, !isOwnName(i) else { continue }
                // A Swift argument (`makeLabel(adjustsFontForContentSizeCategory: false)`) is a function's of the app, whose
                // meaning the fix cannot know; Objective-C's `setAdjustsFontForContentSizeCategory:` is UIKit's.
                let isArgument = context.facts.language == .swift && tree.isPunct(i + 1, ":")
                let on = tree.isWord(value, "NO") ? "YES" : "true"
                // A file that declares the property for a type of its own may set that one (`config.…`): not rewritten.
                found.append(Violation(tokens: value..<value + 1, message: "text kept from Dynamic Type; set it to `\(on)`",
                                       fix: isArgument || !ownNames.isEmpty || Self.isSetOnAnAppsObject(i, tree) ? nil : on))
            }
        }
        return found
    }

    /// The UIKit properties whose names an app may give its own declarations: there, a use of the bare name (not `label.`
    /// one) is the app's.
    private static let propertyNames = ["adjustsFontForContentSizeCategory", "maximumContentSizeCategory"]

    /// Whether the size at `k` is the framework's: `.large`, or a member of `DynamicTypeSize`, `UIContentSizeCategory`
    /// (`ContentSize.large` is an app's own type, with no accessibility sizes to reach).
    private static func isFrameworkSize(_ k: Int, _ tree: SyntaxTree) -> Bool {
        guard k >= 2, tree.isPunct(k - 1, "."), tree.code[k - 2].kind == .word else { return true }
        return ["DynamicTypeSize", "UIContentSizeCategory", "ContentSizeCategory"].contains(tree.text(k - 2))
    }

    /// Whether the property at `k` is set on an Objective-C object the file types as one of the app's classes
    /// (`- (void)compact:(TextConfig *)config { config.adjustsFontForContentSizeCategory = NO; }`): a class of its own that
    /// borrows UIKit's name, not a label.
    private static func isSetOnAnAppsObject(_ k: Int, _ tree: SyntaxTree) -> Bool {
        guard k >= 2, tree.isPunct(k - 1, "."), tree.code[k - 2].kind == .word else { return false }
        let receiver = tree.text(k - 2)
        // The nearest `Type *receiver` or `(Type *)receiver` before the use.
        func star(before k: Int) -> Int? {
            let k = k >= 1 && tree.text(k - 1) == ")" ? k - 1 : k
            return k >= 2 && tree.text(k - 1) == "*" && tree.code[k - 2].kind == .word ? k - 2 : nil
        }
        guard let typed = tree.words(receiver).last(where: { $0 < k - 2 && star(before: $0) != nil }), let name = star(before: typed)
        else { return false }
        let type = tree.text(name)
        return !type.hasPrefix("UI") && !type.hasPrefix("NS")
    }

    /// Whether the name at `k` is declared there (`let adjustsFontForContentSizeCategory = false`).
    private static func declares(_ k: Int, _ tree: SyntaxTree) -> Bool {
        tree.isWord(k - 1, "let") || tree.isWord(k - 1, "var")
    }

    /// A text style's size clamped by hand: `min(UIFont.preferredFont(forTextStyle: .body).pointSize, 24)`,
    /// `MIN([UIFont preferredFontForTextStyle:UIFontTextStyleBody].pointSize, 24)`: a cap when the number is below what
    /// the style reaches at the largest size. Reported at the number.
    private func clampedSize(call: Int, largest: String, _ context: RuleContext) -> Violation? {
        let tree = context.tree
        let close = Int(tree.partner[call + 1])
        guard close > call + 2, close <= tree.code.count,
              let comma = (call + 2..<close).first(where: { tree.isPunct($0, ",") && Int(tree.enclosing[$0]) == call + 1 })
        else { return nil }
        let sides = [call + 2..<comma, comma + 1..<close]
        guard let read = sides.first(where: { side in side.contains { tree.isWord($0, "pointSize") } }),
              let number = sides.first(where: { tree.numberValue($0) != nil }), let cap = tree.numberValue(number),
              let style = readStyle(read, tree),
              let platform = context.checkedPlatforms(tree.platforms(at: call)).first(where: context.profile.tables.supportsDynamicType),
              let reached = context.profile.tables.metrics(of: style, on: platform, category: largest)?.size, cap < reached
        else { return nil }
        return Violation(tokens: number, message: "Dynamic Type capped at \(points(cap)); let `\(context.styleName(style))` reach \(points(reached)) at \(largest)")
    }

    /// The style a size is read from: `preferredFont(forTextStyle: .body)`, `preferredFontForTextStyle:UIFontTextStyleBody`,
    /// and the descriptors' `withTextStyle:` forms.
    private func readStyle(_ range: Range<Int>, _ tree: SyntaxTree) -> TextStyle? {
        for k in range where tree.isPunct(k + 1, ":") && k + 2 < range.upperBound {
            let label = tree.text(k)
            guard label.hasSuffix("TextStyle") else { continue }
            let value = tree.text(k + 2)
            if value.hasPrefix("UIFontTextStyle") { return TextStyle(named: lowercasedFirst(String(value.dropFirst("UIFontTextStyle".count)))) }
            if tree.isPunct(k + 2, "."), k + 3 < range.upperBound { return TextStyle(named: tree.text(k + 3)) }
        }
        return nil
    }

    /// `.dynamicTypeSize(...X)`, `(A...X)`, `(A..<X)` with `X` below the largest size, or `(.large)`.
    private func swiftUICap(arguments: Range<Int>, sizes: [String], largest: String, _ context: RuleContext) -> [Violation] {
        let tree = context.tree
        guard !arguments.isEmpty, arguments.upperBound <= tree.code.count else { return [] }
        let rangeOperator = arguments.first { k in tree.isToken(k, .operator, "...") || tree.isToken(k, .operator, "..<") }
        let bound = rangeOperator.map { $0 + 1..<arguments.upperBound } ?? arguments
        guard let word = lastWord(bound, tree), !bound.isEmpty else { return [] }
        let size = tree.text(word)
        guard sizes.contains(size) else { return [] }
        guard let rangeOperator else {
            // `.large` or `DynamicTypeSize.large` fixes the size; an expression that ends in one caps it
            // (`size < .accessibility1 ? size : .accessibility1`).
            let isFixed = tree.isPunct(word - 1, ".") && (word - 1 == arguments.lowerBound
                || (word - 2 == arguments.lowerBound && tree.isWord(word - 2, "DynamicTypeSize")))
            return [Violation(tokens: word..<word + 1, message: "Dynamic Type \(isFixed ? "fixed" : "capped") at `.\(size)`; let it reach `.\(largest)`")]
        }
        let isClosed = tree.isToken(rangeOperator, .operator, "...")
        guard !isClosed || size != largest else { return [] }
        return [Violation(tokens: word..<word + 1, message: "Dynamic Type capped \(isClosed ? "at" : "below") `.\(size)`; let it reach `.\(largest)`",
                          fix: isClosed && Self.isFrameworkSize(word, tree) && !context.declaresOwnMember(size) ? largest : nil)]
    }

    /// The value of `.environment(\.dynamicTypeSize, value)` or `.environment(\.sizeCategory, value)` when `k` is the key's name.
    private func environmentValue(keyAt k: Int, _ tree: SyntaxTree) -> Range<Int>? {
        guard tree.isWord(k, "dynamicTypeSize") || tree.isWord(k, "sizeCategory"), tree.isPunct(k - 1, "."),
              k >= 4, tree.bytes[tree.code[k - 2].start] == UInt8(ascii: "\\"), tree.isPunct(k - 3, "("),
              tree.isWord(k - 4, "environment"), tree.isPunct(k + 1, ",") else { return nil }
        let close = Int(tree.partner[k - 3])
        return close > k + 2 ? k + 2..<close : nil
    }

    private func lastWord(_ range: Range<Int>, _ tree: SyntaxTree) -> Int? {
        range.last { tree.code[$0].kind == .word }
    }
}
