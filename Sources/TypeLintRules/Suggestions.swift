extension Sequence where Element == String {
    /// The name a typo most likely meant, for a "did you mean" in an error that names an unknown key, rule or value: the
    /// nearest by edit distance, when few enough letters differ for it to be the same word mistyped (a third of the
    /// longer word's letters, at least one); nil when nothing is that near.
    /// Words longer than `longestGuessed` are no typo of a name: none is guessed for them, nor are they guessed.
    public func closest(to word: String) -> String? {
        let typed = Array(word.lowercased().utf8)
        guard typed.count <= longestGuessed else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in self where candidate.utf8.count <= longestGuessed {
            let letters = Array(candidate.lowercased().utf8)
            let allowed = Swift.max(1, Swift.max(typed.count, letters.count) / 3)
            // The distance is at least the difference in length: most candidates are ruled out without it.
            guard abs(typed.count - letters.count) <= allowed else { continue }
            let distance = editDistance(typed, letters)
            guard distance <= allowed else { continue }
            if best.map({ distance < $0.distance || distance == $0.distance && candidate < $0.name }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}

private let longestGuessed = 128

/// Levenshtein's distance: the fewest insertions, deletions and substitutions that turn one word into the other.
private func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
