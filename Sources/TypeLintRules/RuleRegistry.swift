/// Every rule typelint has. Adding a rule: its file in `Rules/`, and one line here.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        RawFontSizeRule.self,
        BoldBodyRule.self,
        MinFontSizeRule.self,
        MixedFontFamiliesRule.self,
        ForbiddenFontWeightRule.self,
        TrackingOverrideRule.self,
        JustifiedTextRule.self,
        DynamicTypeCapRule.self,
        ForbiddenFontFamilyRule.self,
        MaxTextStylesRule.self,
        FixedTextHeightRule.self,
        Caption2TertiaryRule.self,
    ]

    /// Hygiene findings about suppression comments themselves.
    public static let hygiene: [RuleDescription] = [Suppressions.missingReason, Suppressions.unknownRule, Suppressions.unusedSuppression]

    public static var descriptions: [RuleDescription] { rules.map { $0.description } + hygiene }

    public static let ids: Set<String> = Set(rules.map { $0.description.id } + hygiene.map(\.id))

    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}
