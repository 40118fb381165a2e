import TypeLintFonts
import TypeLintSyntax

/// A rule whose check of a file needs what the module's SwiftUI view types declared in other files are
/// (`fixed-text-height`: what `ProfileSummaryRow` needs to show its texts, where a file fixes a height around one).
/// The driver works these facts out from the files that declare the views, merges them across files, grows them through
/// views that show one another, and checks again, with them, the files that use those views where the rule looks. The
/// rule says where to look and what a view's fact is; its type stays the rule's own.
public protocol CrossFileRule: Rule {
    associatedtype ViewFact: MergeableFact

    /// Where the file uses one of the module's views named in `names` where the rule checks it (inside a fixed height),
    /// not in previews: the names of these uses are the views whose facts the file needs.
    static func checkedUses(in tree: SyntaxTree, _ names: WordSet) -> [Int]
    /// Every use of one of the module's views named in `names` in the file, not in previews.
    static func uses(in tree: SyntaxTree, _ names: WordSet) -> [Int]
    /// The facts of the file's view types (of those named `views`, or of all), given the facts already known of the
    /// module's views they show (`context.moduleFacts`).
    static func viewFacts(_ context: RuleContext, of views: Set<String>?) -> [String: ViewFact]
}

/// What a cross-file rule knows of one view type.
public protocol MergeableFact: Sendable, Equatable {
    /// What two files that declare a view type of the same name say of it, together.
    func merged(with other: Self) -> Self
}

extension CrossFileRule {
    /// The bodies of the file's types (not extensions) whose own names are in `names`.
    public static func viewBodies(named names: Set<String>, in tree: SyntaxTree) -> [TypeBody] {
        tree.typeBodies.filter { !$0.isExtension && names.contains(TypeBody.ownName($0.qualifiedName)) }
    }

    /// The uses of the module's views (`viewNames`) in the bodies of the file's views named in `names`: the views whose
    /// facts those views' facts depend on.
    public static func viewsShown(by names: Set<String>, in tree: SyntaxTree, _ viewNames: WordSet) -> [Int] {
        let bodies = viewBodies(named: names, in: tree)
        guard !bodies.isEmpty else { return [] }
        return uses(in: tree, viewNames).filter { use in bodies.contains { $0.open < use && use < $0.close } }
    }

    /// The facts of a module's views, from each file's: a name two files declare takes what both say.
    public static func merged(_ facts: [[String: ViewFact]]) -> [String: ViewFact] {
        facts.reduce(into: [:]) { merged, file in merged.merge(file) { $0.merged(with: $1) } }
    }
}

/// Every cross-file rule's facts of a module's views, each rule's under its own type: what `RuleContext.moduleFacts`
/// holds for the rules that check a file.
public struct ModuleFacts: Sendable {
    private var byRule: [String: any Sendable] = [:]

    public init() {}

    /// Whether no rule has a fact of any view.
    public var isEmpty: Bool { byRule.isEmpty }

    /// The facts of `rule`, by view type name.
    public subscript<R: CrossFileRule>(rule: R.Type) -> [String: R.ViewFact] {
        get { byRule[R.description.id] as? [String: R.ViewFact] ?? [:] }
        set { byRule[R.description.id] = newValue.isEmpty ? nil : newValue }
    }
}

extension RuleRegistry {
    /// The rules whose checks need facts of the module's views in other files.
    public static let crossFileRules: [any CrossFileRule.Type] = rules.compactMap { $0 as? any CrossFileRule.Type }
}
