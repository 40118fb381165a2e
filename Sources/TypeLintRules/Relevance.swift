import TypeLintSyntax

/// Which files can matter, decided by one pass over their bytes before any lexing: a file that
/// mentions none of the words the rules and suppressions react to (`font`, `Font`, `bold`, `weight`,
/// `Weight`, `minimumScaleFactor`, `monospaced`, `typelint:`, StyledTextKit's `StyledTextBuilder`,
/// `justified`/`Justified`, `dynamicTypeSize`, `maximumContentSizeCategory`, `sizeCategory`), and fixes no height with
/// SwiftUI's `frame(` (`frame(` and `height:` both in it: text in the default body style or in a design
/// system's view outgrows a fixed row at AX5) nor with a `heightAnchor` where it makes a button from a configuration
/// (whose title is drawn in body), cannot produce a finding. Most files of an app (models, networking, tests) are skipped this way. A test keeps
/// every rule's examples in scope.
public enum Relevance {
    public static func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let n = bytes.count
        var i = 0
        // Sixteen starts at a time: a start is a candidate when its byte and the byte three further on are
        // the first and fourth letters of a word (f…t, f…m, b…d, w…g, m…i, m…o, ty.e, St.l, j…t, dy.a, h…g, the Ca.e of
        // `sizeCategory`; the second letter too where the pair alone is common, as t…e is in `true` and `type`);
        // candidates are then confirmed one by one. Every skipped start is one no word can begin at.
        var fixesHeight: Bool?  // `height:` in the file, looked for at the first `frame(`
        var configuresButtons: Bool?  // `UIButton(configuration:` in the file, looked for at the first `heightAnchor`
        typealias Block = SIMD16<UInt8>
        func splat(_ letter: Unicode.Scalar) -> Block { Block(repeating: UInt8(ascii: letter)) }
        let (f, t, b, d, w, g, m, i4, o, e) = (splat("f"), splat("t"), splat("b"), splat("d"), splat("w"), splat("g"),
                                               splat("m"), splat("i"), splat("o"), splat("e"))
        let (h, y) = (splat("h"), splat("y"))
        let (s, l, j, a, c) = (splat("S"), splat("l"), splat("j"), splat("a"), splat("C"))
        let caseBit = Block(repeating: 0x20)
        while i + 19 <= n {
            let first: Block = UnsafeRawPointer(base + i).loadUnaligned(as: Block.self)
            let second: Block = UnsafeRawPointer(base + i + 1).loadUnaligned(as: Block.self)
            let fourth: Block = UnsafeRawPointer(base + i + 3).loadUnaligned(as: Block.self)
            let secondY: SIMDMask<Block.MaskStorage> = second .== y
            let folded: Block = first | caseBit  // F → f, W → w
            let font: SIMDMask<Block.MaskStorage> = (folded .== f) .& ((fourth .== t) .| (fourth .== m))
            let bold: SIMDMask<Block.MaskStorage> = (first .== b) .& (fourth .== d)
            let weight: SIMDMask<Block.MaskStorage> = (folded .== w) .& (fourth .== g)
            let mWords: SIMDMask<Block.MaskStorage> = (first .== m) .& ((fourth .== i4) .| (fourth .== o))
            let styledText: SIMDMask<Block.MaskStorage> = (first .== s) .& (second .== t) .& (fourth .== l)
            let typelint: SIMDMask<Block.MaskStorage> = (first .== t) .& secondY .& (fourth .== e)
            let justified: SIMDMask<Block.MaskStorage> = (folded .== j) .& (fourth .== t)
            let dynamicType: SIMDMask<Block.MaskStorage> = (first .== d) .& secondY .& (fourth .== a)
            let category: SIMDMask<Block.MaskStorage> = (first .== c) .& (second .== a) .& (fourth .== e)
            let anchor: SIMDMask<Block.MaskStorage> = (first .== h) .& (fourth .== g)
            let candidates = font .| bold .| weight .| mWords .| typelint .| styledText .| justified .| dynamicType .| category .| anchor
            // `any(_:)` reduces lane by lane; the mask's two halves as integers answer in one test, and their set bytes
            // are the candidate lanes (visited by their bit positions, not by asking all sixteen).
            let halves = unsafeBitCast(candidates, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 {
                for half in 0..<2 {
                    var lanes = halves[half]
                    while lanes != 0 {
                        let lane = lanes.trailingZeroBitCount / 8
                        if wordStarts(bytes, at: i + half * 8 + lane, fixesHeight: &fixesHeight, configuresButtons: &configuresButtons) {
                            return true
                        }
                        lanes &= ~(0xFF << UInt64(lane * 8))
                    }
                }
            }
            i += 16
        }
        while i + 4 <= n {
            if wordStarts(bytes, at: i, fixesHeight: &fixesHeight, configuresButtons: &configuresButtons) { return true }
            i += 1
        }
        return false
    }

    @inline(__always)
    private static func wordStarts(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, fixesHeight: inout Bool?,
                                   configuresButtons: inout Bool?) -> Bool {
        switch bytes[i] {
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            if matches(bytes, i + 1, "ont") { return true }
            guard bytes[i] == UInt8(ascii: "f"), matches(bytes, i + 1, "rame(") else { return false }
            if fixesHeight == nil { fixesHeight = bytes.contains(bytes: Self.height) }
            return fixesHeight!
        case UInt8(ascii: "b"): return matches(bytes, i + 1, "old")
        case UInt8(ascii: "h"):
            guard matches(bytes, i + 1, "eightAnchor") else { return false }
            if configuresButtons == nil { configuresButtons = bytes.contains(bytes: Self.configuredButton) }
            return configuresButtons!
        case UInt8(ascii: "w"), UInt8(ascii: "W"): return matches(bytes, i + 1, "eight")
        case UInt8(ascii: "m"): return matches(bytes, i + 1, "inimumScaleFactor") || matches(bytes, i + 1, "onospaced")
            || matches(bytes, i + 1, "aximumContentSizeCategory")
        case UInt8(ascii: "t"): return matches(bytes, i + 1, "ypelint:")
        case UInt8(ascii: "j"), UInt8(ascii: "J"): return matches(bytes, i + 1, "ustified")
        case UInt8(ascii: "d"): return matches(bytes, i + 1, "ynamicTypeSize")
        case UInt8(ascii: "S"): return matches(bytes, i + 1, "tyledTextBuilder")  // StyledTextKit's builders carry fonts in styles
        case UInt8(ascii: "C"): return i >= 4 && matches(bytes, i - 4, "size") && matches(bytes, i + 1, "ategory")
        default: return false
        }
    }

    private static let height = Array("height:".utf8)
    private static let configuredButton = Array("UIButton(configuration:".utf8)

    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        let letters = word.utf8Start
        for k in 0..<count where bytes[at + k] != letters[k] { return false }
        return true
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let first = word.utf8Start[0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == first, matches(bytes, i, word) { return true }
            i += 1
        }
        return false
    }
}
