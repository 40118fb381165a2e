/// A list of family names as a typeface's name is matched against it: a typeface ("HelveticaNeue-Bold", "Avenir Next")
/// is of a family when its name starts with the family's, spaces and case aside. Built once from a profile's list, so
/// that a name costs one look-up per length among the families', not a comparison with each of them (a profile may list
/// tens of thousands).
public struct FamilyNames: Sendable {
    private let names: Set<String>
    private let lengths: [Int]

    public init(_ families: [String] = []) {
        names = Set(families.map(Self.letters).filter { !$0.isEmpty })
        lengths = Set(names.map(\.count)).sorted()
    }

    public var isEmpty: Bool { names.isEmpty }

    /// Whether the typeface `name` is of one of the families.
    public func contains(typeface name: String) -> Bool { remainder(ofTypeface: name) != nil }

    /// What the typeface `name` says after the name of the family it is of, lowercased and without spaces
    /// (`SFProRounded-Bold`: `rounded-bold`); nil when it is of none of the families.
    public func remainder(ofTypeface name: String) -> String? {
        guard !names.isEmpty else { return nil }
        let letters = Self.letters(name)
        for length in lengths {
            guard length <= letters.count else { break }
            if names.contains(String(letters.prefix(length))) { return String(letters.dropFirst(length)) }
        }
        return nil
    }

    private static func letters(_ text: String) -> String { text.lowercased().filter { $0 != " " } }
}
