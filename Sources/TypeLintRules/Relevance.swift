import TypeLintSyntax

/// Which files can matter, decided by one pass over their bytes before any lexing: a file that holds none of the words
/// the rules and suppressions react to (each rule's `triggers`: `font`, `Font`, `bold`, `weight`, `typelint:`, `frame(`
/// in a file with `height:` …) cannot produce a finding. Most files of an app (models, networking, tests) are skipped
/// this way. The words' table (`candidates`, `wordStarts`, `Mentions`) is generated from the rules' declarations by
/// Tools/generate.sh into Relevance+Words.swift; a test checks that the scan answers as a plain search for them would.
public enum Relevance {
    typealias Block = SIMD16<UInt8>
    typealias Lanes = SIMDMask<Block.MaskStorage>

    public static func mayHaveFindings(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let n = bytes.count
        var i = 0
        var mentions = Mentions()
        // Sixteen starts at a time: a start is a candidate when its first, fourth (and for some words second) bytes
        // are those of a trigger word (`candidates`); candidates are then confirmed one by one. Every skipped start is
        // one no word can begin at. Every word has at least four bytes, so the last three starts need no test.
        while i + 19 <= n {
            let first: Block = UnsafeRawPointer(base + i).loadUnaligned(as: Block.self)
            let second: Block = UnsafeRawPointer(base + i + 1).loadUnaligned(as: Block.self)
            let fourth: Block = UnsafeRawPointer(base + i + 3).loadUnaligned(as: Block.self)
            // `any(_:)` reduces lane by lane; the mask's two halves as integers answer in one test, and their set bytes
            // are the candidate lanes (visited by their bit positions, not by asking all sixteen).
            let halves = unsafeBitCast(candidates(first, second, fourth), to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 {
                for half in 0..<2 {
                    var lanes = halves[half]
                    while lanes != 0 {
                        let lane = lanes.trailingZeroBitCount / 8
                        if wordStarts(bytes, at: i + half * 8 + lane, &mentions) { return true }
                        lanes &= ~(0xFF << UInt64(lane * 8))
                    }
                }
            }
            i += 16
        }
        while i + 4 <= n {
            if wordStarts(bytes, at: i, &mentions) { return true }
            i += 1
        }
        return false
    }

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
