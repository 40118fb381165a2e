import TypeLintSyntax

/// The font accessors that code generators write into a project's build, read by their shape where the generated file
/// is not in the repository (where it is, the module index reads its declarations like any other): SwiftGen's fonts
/// template and R.swift's. A name convention, so a last resort, kept here in one place with the evidence for it
/// (docs/name-conventions.md).
///
/// - SwiftGen (`fonts` template, `swift5`): `FontFamily.Inter.medium.font(size: 14)` is `UIFont(name: "Inter-Medium", size:
///   14)`; `.swiftUIFont(size: 14)` is `Font.custom(_:size:)` (it scales as body does), `swiftUIFont(fixedSize:)` a fixed
///   size, `swiftUIFont(size:relativeTo:)` scales with the style.
/// - R.swift: `R.font.interMedium(size: 14)` is `UIFont(resource:size:)`, a fixed size in the font file's face; the
///   accessor is the file's name in lower camel case (`Inter-Medium.ttf`: `interMedium`).
public struct GeneratedFontAccessor: Sendable {
    public enum Generator: Sendable { case swiftGen, rSwift }

    public let generator: Generator
    /// The link that makes the font (`font`, `swiftUIFont`, `interMedium`) and its size argument.
    public let call: Range<Int>
    public let sizeArgument: Range<Int>
    public let kind: FontConstructor.Kind
    public let spec: FontSpec

    /// The accessor a chain starts with, if it is one: its call, its size argument and the font it makes (the size left
    /// to the caller to read from the argument).
    public init?(_ chain: Chain, in tree: SyntaxTree) {
        let links = chain.links
        let names = links.map { $0.name.map { tree.text($0) } }
        func arguments(_ position: Int) -> ArraySlice<Chain.Argument>? { chain.arguments(of: links[position]) }
        func label(_ argument: Chain.Argument) -> String? { argument.label.map { tree.text($0) } }
        if links.count >= 4, names[0] == "FontFamily", let family = names[1], let face = names[2], let accessor = names[3],
           links[1].argumentRange == nil, links[2].argumentRange == nil, let given = arguments(3), let first = given.first {
            let labels = given.map(label)
            var spec = FontSpec(weight: Weight(fontNameSuffix: "-" + face), family: .custom(family))
            switch (accessor, labels) {
            case ("font", ["size"]):
                kind = .platformNamed
            case ("swiftUIFont", ["size"]):
                kind = .customSize
                spec.scalesWithBody = true
            case ("swiftUIFont", ["fixedSize"]):
                kind = .customFixedSize
            case ("swiftUIFont", ["size", "relativeTo"]):
                kind = .customRelativeSize
                spec.style = given.last.flatMap { tree.memberName($0.value).flatMap(TextStyle.init(named:)) }
            default:
                return nil
            }
            (generator, call, sizeArgument, self.spec) = (.swiftGen, links[3].start..<links[3].end, first.value, spec)
            return
        }
        if links.count >= 3, names[0] == "R", names[1] == "font", let accessor = names[2], let given = arguments(2),
           given.count == 1, let size = given.first, label(size) == "size" {
            let words = identifierWords(accessor)
            let weight = words.last.flatMap { Weight(fontNameSuffix: "-" + $0) }
            // The words before the weight, without a version's digits (`soraRc0040417Bold` is Sora's).
            let familyWords = (weight == nil || words.count == 1 ? words : Array(words.dropLast())).filter { !$0.contains(where: \.isNumber) }
            let family = familyWords.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            (generator, call, sizeArgument, kind) = (.rSwift, links[2].start..<links[2].end, size.value, .platformNamed)
            spec = FontSpec(weight: weight, family: .custom(family))
            return
        }
        return nil
    }

    /// The names a generated accessor's chain starts with.
    public static let heads: Set<String> = ["FontFamily", "R"]
}

extension SyntaxTree {
    /// The last member name of `.x`, `A.x` or `A.B.x` (nil for any other expression).
    public func memberName(_ range: Range<Int>) -> String? {
        guard let last = range.last, code[last].kind == .word, range.count >= 2, isPunct(last - 1, ".") else { return nil }
        for k in range.dropLast() where !(code[k].kind == .word || isPunct(k, ".")) { return nil }
        return text(last)
    }
}
