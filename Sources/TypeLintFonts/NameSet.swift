import TypeLintSyntax

/// Words compared as bytes, bucketed by their first byte: most tokens are turned away by one lookup.
struct NameSet: Sendable {
    private var buckets = [[[UInt8]]](repeating: [], count: 256)

    init<Words: Sequence<String>>(_ words: Words) {
        for word in words { insert(word) }
    }

    mutating func insert(_ word: String) {
        let bytes = Array(word.utf8)
        guard let first = bytes.first, !buckets[Int(first)].contains(bytes) else { return }
        buckets[Int(first)].append(bytes)
    }

    func contains<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first else { return false }
        for word in buckets[Int(first)] where word.count == bytes.count && word.elementsEqual(bytes) { return true }
        return false
    }
}

/// The hash of a dotted path grown by one name: `path.name`, or `name` alone when there is no path yet.
func pathHash<Bytes: Sequence<UInt8>>(appending name: Bytes, to path: UInt64?) -> UInt64 {
    path.map { nameHash(name, continuing: nameHash(".".utf8, continuing: $0)) } ?? nameHash(name)
}
