import TypeLintSyntax

extension SyntaxTree {
    /// Whether an expression reads a size that scales with Dynamic Type (`UIFontMetrics…scaledValue(for:)`,
    /// `preferredFont(…).pointSize`) or that AppKit gives its controls (`NSFont.systemFontSize`,
    /// `NSFont.systemFontSize(for: .small)`: macOS has no Dynamic Type, and these are its standard sizes).
    /// UIKit's `UIFont.systemFontSize` is a fixed 14pt; another font's `pointSize` is as fixed as that font may be.
    func mentionsScaledSize(_ range: Range<Int>) -> Bool {
        range.contains { k in
            code[k].kind == .word && (isWord(k, "scaledValue") || isWord(k, "UIFontMetrics") || isWord(k, "preferredFont")
                || (isPunct(k - 1, ".") && isWord(k - 2, "NSFont") && (isWord(k, "systemFontSize")
                    || isWord(k, "smallSystemFontSize") || isWord(k, "labelFontSize"))))
        }
    }

    /// The expression inside the parentheses that wrap all of it: `cond ? 13 : 10` of `(cond ? 13 : 10)`.
    public func unparenthesized(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while upper - lower >= 2, isPunct(lower, "("), Int(partner[lower]) == upper - 1 {
            lower += 1
            upper -= 1
        }
        return lower..<upper
    }

    /// The value of a numeric literal expression: `9`, `-1.5`, `CGFloat(12)`, `(10)`.
    public func numberValue(_ range: Range<Int>) -> Double? {
        let inner = unparenthesized(range)
        var lower = inner.lowerBound
        let upper = inner.upperBound
        if upper - lower >= 4, code[lower].kind == .word, ["CGFloat", "Double", "Float"].contains(text(lower)),
           isPunct(lower + 1, "("), Int(partner[lower + 1]) == upper - 1 {
            return numberValue(lower + 2..<upper - 1)
        }
        var sign = 1.0
        if upper - lower == 2, isToken(lower, .operator, "-") {
            sign = -1
            lower += 1
        }
        guard upper - lower == 1, code[lower].kind == .number else { return nil }
        // A literal past Double's range (`1e400`) is no size anyone draws.
        return Double(String(text(lower).filter { $0 != "_" })).map { $0 * sign }.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The text of a string literal without interpolation (`"Inter-Bold"`), or nil.
    public func stringValue(_ range: Range<Int>) -> String? {
        guard range.count == 1, let k = range.first, code[k].kind == .string, !opensInterpolation(k) else { return nil }
        // The raw string's `#` delimiters counted in place: a copy per `#` would cost the square of a long run.
        let literal = bytes[code[k].range]
        var (lower, upper) = (literal.startIndex, literal.endIndex)
        while upper - lower >= 2, literal[lower] == UInt8(ascii: "#"), literal[upper - 1] == UInt8(ascii: "#") { (lower, upper) = (lower + 1, upper - 1) }
        guard upper - lower >= 2, literal[lower] == UInt8(ascii: "\""), literal[upper - 1] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: literal[lower + 1..<upper - 1], as: UTF8.self)
    }

    /// Whether a string literal's source text (escapes not decoded) shows only white space:
    /// spaces and `\n`, `\r`, `\t` escapes.
    public static func isWhitespaceLiteral(_ raw: String) -> Bool {
        var characters = raw.makeIterator()
        while let character = characters.next() {
            if character == " " { continue }
            guard character == "\\", let escaped = characters.next(), "nrt".contains(escaped) else { return false }
        }
        return true
    }

    /// Whether a one-character `?` or `!` is postfix (bound to what precedes it).
    func isPostfix(_ k: Int) -> Bool {
        k > 0 && code[k - 1].end == code[k].start && code[k].end - code[k].start == 1
    }
}

extension SyntaxTree {
    /// The names whose fonts the file scales (`UIFontMetrics(forTextStyle: .body).scaledFont(for: Fonts.base)`,
    /// `…scaledFont(for: Fonts.caption())`): `base`, `caption`. The font such a property holds or such a function makes is a
    /// base to be scaled, not what is drawn. A bare name (`scaledFont(for: font)`) is a local or a parameter, not one.
    public var scaledFontArgumentNames: [Int] {
        words("scaledFont").compactMap { use in
            guard isPunct(use + 1, "("), isWord(use + 2, "for"), isPunct(use + 3, ":"), Int(partner[use + 1]) > use + 4 else { return nil }
            var last = Int(partner[use + 1]) - 1
            // A call without arguments (`Fonts.caption()`); one given a size is a helper that makes many fonts.
            let isCall = isPunct(last, ")") && Int(partner[last]) == last - 1 && last - 2 > use + 3
            if isCall { last -= 2 }
            return code[last].kind == .word && (isCall || isPunct(last - 1, ".")) ? last : nil
        }
    }

    /// Whether the file declares a `system` other than SwiftUI's or a `Font` of its own: an enum case or a function named
    /// `system` (`case system(size: CGFloat)`, `static func system(size:)`), a type named `Font` (`struct Font`). A
    /// function that returns a number (`Spacing.system(size:) -> Double`) makes no font.
    public var declaresOwnSystemFont: Bool {
        words("system").contains { k in k > 0 && (isWord(k - 1, "case") || isWord(k - 1, "func") && !returnsNumber(functionNamedAt: k)) }
            || words("Font").contains { k in k > 0 && ["struct", "enum", "class", "actor", "protocol", "typealias"].contains { isWord(k - 1, $0) } }
    }

    /// Whether the function whose name is at `k` is declared to return a number: `func system(size: Double) -> Double`.
    private func returnsNumber(functionNamedAt k: Int) -> Bool {
        guard isPunct(k + 1, "("), partner[k + 1] > k + 1 else { return false }
        var arrow = Int(partner[k + 1]) + 1
        while isWord(arrow, "throws") || isWord(arrow, "async") || isWord(arrow, "rethrows") { arrow += 1 }
        guard isToken(arrow, .operator, "->"), arrow + 1 < code.count else { return false }
        var end = arrow + 2
        while isPunct(end, "."), code.indices.contains(end + 1), code[end + 1].kind == .word { end += 2 }
        return ["Double", "CGFloat", "Float", "Int", "Swift.Double", "Swift.Float", "Swift.Int", "CoreGraphics.CGFloat",
                "CoreFoundation.CGFloat"].contains(text(arrow + 1..<end))
    }
}
