import TypeLintSyntax

/// Which declarations may hold a value the index keeps, and the names (keys) each is known by.
extension ModuleIndex {
    /// `Theme.Heading` → `Theme.Heading`, `Heading`: the names a type is called by.
    static func typeKeys(_ qualified: String) -> [String] {
        let parts = qualified.utf8.split(separator: UInt8(ascii: "."))
        return parts.indices.map { start in parts[start...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: ".") }
    }

    /// Whether an expression can start a value the index keeps: a literal, a member (`.bold`, `.body`), a sign, a
    /// parenthesis, `return`, a font or number type, or a name the index declares.
    static func mayStartValue(_ range: Range<Int>, in tree: SyntaxTree, names: NameHashes, helpers: NameHashes) -> Bool {
        guard var first = range.first else { return false }
        if tree.isWord(first, "return"), first + 1 < range.upperBound { first += 1 }
        switch tree.code[first].kind {
        case .number, .string, .punct, .operator: return true
        case .word:
            let token = tree.code[first]
            if tree.word(at: first, in: valueStarts) != nil { return true }
            let hash = nameHash(tree.bytes[token.range])
            // A module type's own initializer (`MaterialDesignIcons(named: "abacus")`, 15,000 of them in
            // home-assistant) makes no number, font or weight, unless it is a helper that sets a font.
            if tree.isPunct(first + 1, "("), Int(tree.partner[first + 1]) == range.upperBound - 1,
               tree.bytes[token.start] &- UInt8(ascii: "A") < 26, !helpers.contains(hash) {
                return false
            }
            return names.contains(hash) || choosesLiterals(range, in: tree)
        default: return false
        }
    }

    /// `isCurrent ? .bold : .regular`: a short ternary whose branch after `?` is a literal or a member.
    private static func choosesLiterals(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
        range.count <= 32 && range.contains { k in
            tree.isToken(k, .operator, "?") && !tree.isPostfix(k) && k + 1 < range.upperBound
                && (tree.isPunct(k + 1, ".") || tree.code[k + 1].kind == .number)
        }
    }

    /// Asked of every declaration of the module (home-assistant: 15,000), without a String made for its first word.
    static let valueStarts = WordSet(FontEvaluator.bareConstructors.union([
        "Font", "UIFont", "NSFont", "UIFontMetrics", "CGFloat", "Double", "Float", "Int", "switch", "if", "Self", "self",
        "TextStyle",
    ]).union(GeneratedFontAccessor.heads))

    static func returnsFont(_ function: Function, in tree: SyntaxTree) -> Bool {
        guard let type = function.returnType, let first = type.first, let last = type.last else { return false }
        return tree.bytes.withUnsafeBufferPointer { bytes in
            UnsafeBufferPointer(rebasing: bytes[tree.code[first].start..<tree.code[last].end]).contains(bytes: Array("Font".utf8))
        }
    }

    /// Whether a declaration can hold what the index keeps: its type, if written, is a number, a font, a weight
    /// or a text style (`let title: String`, `var body: some View`, `@State var x = false` cannot), or `Self` in one of those.
    static func mayHoldValue(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        guard let type = declaration.type else { return true }
        var text = withoutFramework(tree.text(type))
        // `extension CGFloat { static let rowHeight: Self = 44 }`: the type is the one extended.
        if text == "Self", let owner = declaration.enclosingType { text = owner }
        return valueTypes.contains(text)
    }

    /// `SwiftUICore.Font`, `SwiftUI.Font`, `UIKit.UIFont?`: the type, not named through its module, nor optional.
    static func withoutFramework(_ type: String) -> String {
        var text = type
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        for module in frameworkNames where text.hasPrefix(module) && text.dropFirst(module.count).first == "." {
            text.removeFirst(module.count + 1)
            break
        }
        return text
    }

    static let frameworkNames = ["SwiftUICore", "SwiftUI", "UIKit", "AppKit", "CoreGraphics"]

    static let valueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Font", "UIFont", "NSFont", "Font.Weight", "UIFont.Weight", "NSFont.Weight",
        "Font.TextStyle", "UIFont.TextStyle", "NSFont.TextStyle", "TextStyle",
        // A typeface's name (`var name: String { switch self { case .robotoBold: "Roboto-Bold" … } }`): its family and weight.
        "String",
    ]

    /// The names a declaration is known by: `Theme.Size.caption`, `Size.caption`; plus `caption` for members of
    /// the font types and globals.
    static func keys(_ name: String, in type: String?) -> [String] {
        guard var type else { return [name] }
        var name = name
        // As bytes, each key written once into its own buffer: this runs for every member of every type (home-assistant:
        // 8,000 icons of one enum), and splitting, decoding and concatenating Strings cost thousands of instructions a key.
        return type.withUTF8 { type in
            name.withUTF8 { name in
                var keys: [String] = []
                var start = 0
                while true {
                    let suffix = UnsafeBufferPointer(rebasing: type[start...])
                    keys.append(String(unsafeUninitializedCapacity: suffix.count + 1 + name.count) { key in
                        _ = key.initialize(fromContentsOf: suffix)
                        key[suffix.count] = UInt8(ascii: ".")
                        _ = UnsafeMutableBufferPointer(rebasing: key[(suffix.count + 1)...]).initialize(fromContentsOf: name)
                        return key.count
                    })
                    guard let dot = suffix.firstIndex(of: UInt8(ascii: ".")) else { break }
                    start += dot + 1
                }
                let last = UnsafeBufferPointer(rebasing: type[start...])
                if Self.fontTypeBytes.contains(where: { last.elementsEqual($0) }) { keys.append(String(decoding: name, as: UTF8.self)) }
                return keys
            }
        }
    }

    private static let fontTypeBytes = fontTypeNames.map { Array($0.utf8) }

    static let fontTypeNames: Set<String> = ["Font", "UIFont", "NSFont"]
}
