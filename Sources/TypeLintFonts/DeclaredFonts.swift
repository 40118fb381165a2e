import TypeLintSyntax

/// A font a file declares for other files to name (`extension Font { static let caption = … }`, `enum AppFont { static
/// let title: UIFont = … }`): a design system's token, with what the module index resolved it to.
public struct DeclaredFont: Sendable, Hashable {
    /// The qualified name (`Font.caption`, `AppFont.title`, `AppTextStyle.body.font`).
    public let key: String
    /// How code names it: an implicit member for a member of a font type (`.caption`), else the qualified name.
    public let spelling: String
    public let spec: FontSpec
    /// Whether it is SwiftUI's `Font` (true), UIKit's or AppKit's font (false), or not known (nil).
    public let isSwiftUIFont: Bool?
    /// Whether it grows with Dynamic Type: made from a text style, `relativeTo:`, `UIFontMetrics` or `preferredFont`.
    public let scales: Bool
    /// The name's token in its file.
    public let nameToken: Int
}

extension ModuleIndex {
    /// The fonts `file` declares that other files can name, as this index (the file's module's) resolves them.
    public func declaredFonts(in file: ModuleFile) -> [DeclaredFont] {
        let tree = file.tree
        var found: [DeclaredFont] = []
        var seen: Set<String> = []
        for (declaration, keys) in file.declarations.declarations {
            guard let key = keys.first, let value = values[key], let spec = value.font, seen.insert(key).inserted else { continue }
            // A text style held as a style (`var uiKitStyle: UIFont.TextStyle`, `bodyXS = Font.TextStyle.caption`) is no font.
            if case .style = value, key.contains("TextStyle") || declaration.type.map({ tree.text($0).contains("TextStyle") }) == true
                || declaration.value.map({ tree.text($0).contains("TextStyle") }) == true { continue }
            let parts = key.split(separator: ".").map(String.init)
            let owner = parts.dropLast().joined(separator: ".")
            let fontOwner = ModuleIndex.fontTypeNames.contains(ModuleIndex.withoutFramework(owner))
            let typeName = declaration.type.map { ModuleIndex.withoutFramework(tree.text($0)) }
                ?? (fontOwner ? ModuleIndex.withoutFramework(owner) : nil)
            // Else what the value starts with says (`Font.caption`, `UIFont.preferredFont(…)`).
            let first = declaration.value.flatMap { tree.code[$0.lowerBound].kind == .word ? tree.text($0.lowerBound) : nil }
            let isSwiftUI: Bool? = switch typeName?.filter({ $0 != "?" && $0 != "!" }) ?? first {
            case "Font"?: true
            case "UIFont"?, "NSFont"?: false
            default: nil
            }
            let written = declaration.value.map { tree.text($0) } ?? ""
            let scales = spec.style != nil || FontHelper.scalingWords.contains { written.contains($0) }
            // A member of a font type is written as an implicit member, unless its name is a text style's (`UIFont.body`).
            let implicit = fontOwner && TextStyle(named: parts.last!) == nil
            found.append(DeclaredFont(key: key, spelling: implicit ? "." + parts.last! : key, spec: spec, isSwiftUIFont: isSwiftUI,
                                      scales: scales, nameToken: declaration.name))
        }
        return found
    }

    /// The names of the font helpers `file` declares (`manRopeFont` of `static func manRopeFont(size:weight:) -> Font`), with
    /// whether each scales what it makes.
    public func declaredHelpers(in file: ModuleFile) -> [(name: String, scales: Bool, token: Int)] {
        (file.declarations.helpers + file.declarations.methods).map { key, helper in
            (String(key.split(separator: ".").last ?? Substring(key)), helper.scales, helper.function.name)
        }
    }
}

extension ModuleIndex {
    /// The font types (`Font`, `UIFont`, `NSFont`), whose members code names as implicit members.
    public static var fontTypes: Set<String> { fontTypeNames }
}
