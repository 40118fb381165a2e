extension Sequence where Element == String {
    /// The name a typo most likely meant, for a "did you mean" in an error that names an unknown key, rule or value: the
    /// nearest by edit distance, when few enough letters differ for it to be the same word mistyped (a third of the
    /// longer word's letters, at least one); nil when nothing is that near.
    public func closest(to word: String) -> String? {
        let typed = Array(word.lowercased().utf8)
        var best: (name: String, distance: Int)?
        for candidate in self {
            let letters = Array(candidate.lowercased().utf8)
            let distance = editDistance(typed, letters)
            guard distance <= Swift.max(1, Swift.max(typed.count, letters.count) / 3) else { continue }
            if best.map({ distance < $0.distance || distance == $0.distance && candidate < $0.name }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }
}

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
