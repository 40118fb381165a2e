/// The typography inventory of a code base (`typelint census`): per module, the text styles, tokens, raw sizes and
/// families in use, with counts and places; how much text goes through the design system (styles and tokens) and how
/// much around it (sizes and typefaces made on the spot); the type scale; the findings by rule. Plain data, encoded as
/// the `json` reporter's census and drawn by the HTML page.
public struct Census: Codable, Sendable, Equatable {
    public var version = 1
    /// The profile the run used.
    public var profile: String
    /// Files linted in all.
    public var files: Int
    /// The design system of the profile, when it describes one.
    public var designSystem: System?
    public var totals: Counts
    public var modules: [Module]
    /// The design system's tokens (from its sources and the profile), with how often each is used.
    public var tokens: [Token]
    /// Every size the code uses through a name (tokens, text styles) and on the spot, largest first.
    public var typeScale: [ScaleEntry]
    /// Findings by rule id.
    public var findings: [String: Int]

    public init(profile: String, files: Int, designSystem: System?, totals: Counts, modules: [Module], tokens: [Token],
                typeScale: [ScaleEntry], findings: [String: Int]) {
        self.profile = profile
        self.files = files
        self.designSystem = designSystem
        self.totals = totals
        self.modules = modules
        self.tokens = tokens
        self.typeScale = typeScale
        self.findings = findings
    }

    public struct System: Codable, Sendable, Equatable {
        public var sources: [String]
        public var families: [String]
        public init(sources: [String], families: [String]) {
            self.sources = sources
            self.families = families
        }
    }

    /// How fonts are chosen: by a text style, by a token, or by a size written on the spot (outside the design system's
    /// sources; a size in them is a definition).
    public struct Counts: Codable, Sendable, Equatable {
        public var styleUses = 0
        public var tokenUses = 0
        public var rawSizes = 0
        public var definitions = 0
        public init() {}

        public var throughSystem: Int { styleUses + tokenUses }
        public var aroundSystem: Int { rawSizes }
        /// The share of font choices that go through the system, in per cent (100 with none).
        public var adoption: Double {
            let all = throughSystem + aroundSystem
            return all == 0 ? 100 : (Double(throughSystem) * 1000 / Double(all)).rounded() / 10
        }

        public mutating func add(_ other: Counts) {
            styleUses += other.styleUses
            tokenUses += other.tokenUses
            rawSizes += other.rawSizes
            definitions += other.definitions
        }

        enum CodingKeys: String, CodingKey { case styleUses, tokenUses, rawSizes, definitions, throughSystem, aroundSystem, adoption }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            styleUses = try container.decode(Int.self, forKey: .styleUses)
            tokenUses = try container.decode(Int.self, forKey: .tokenUses)
            rawSizes = try container.decode(Int.self, forKey: .rawSizes)
            definitions = try container.decode(Int.self, forKey: .definitions)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(styleUses, forKey: .styleUses)
            try container.encode(tokenUses, forKey: .tokenUses)
            try container.encode(rawSizes, forKey: .rawSizes)
            try container.encode(definitions, forKey: .definitions)
            try container.encode(throughSystem, forKey: .throughSystem)
            try container.encode(aroundSystem, forKey: .aroundSystem)
            try container.encode(adoption, forKey: .adoption)
        }
    }

    /// One name (a style, a token, a size, a family) and where it is used.
    public struct Entry: Codable, Sendable, Equatable {
        public var name: String
        public var count: Int
        /// `path:line`, in path order.
        public var locations: [String]
        public init(name: String, count: Int, locations: [String]) {
            self.name = name
            self.count = count
            self.locations = locations
        }
    }

    public struct Module: Codable, Sendable, Equatable {
        public var name: String
        /// Its folder, as the run shows paths.
        public var path: String
        /// Whether its files are (some of) the design system's sources.
        public var isDesignSystem: Bool
        public var files: Int
        public var counts: Counts
        public var textStyles: [Entry]
        public var tokens: [Entry]
        public var rawSizes: [Entry]
        public var families: [Entry]
        public var findings: [String: Int]
        public init(name: String, path: String, isDesignSystem: Bool, files: Int, counts: Counts, textStyles: [Entry], tokens: [Entry],
                    rawSizes: [Entry], families: [Entry], findings: [String: Int]) {
            self.name = name
            self.path = path
            self.isDesignSystem = isDesignSystem
            self.files = files
            self.counts = counts
            self.textStyles = textStyles
            self.tokens = tokens
            self.rawSizes = rawSizes
            self.families = families
            self.findings = findings
        }
    }

    public struct Token: Codable, Sendable, Equatable {
        public var name: String
        public var size: Double?
        public var weight: String?
        public var family: String?
        public var lineHeight: Double?
        public var tracking: Double?
        public var textStyle: String?
        public var declaredAt: String?
        public var uses: Int
        public init(name: String, size: Double?, weight: String?, family: String?, lineHeight: Double?, tracking: Double?,
                    textStyle: String?, declaredAt: String?, uses: Int) {
            self.name = name
            self.size = size
            self.weight = weight
            self.family = family
            self.lineHeight = lineHeight
            self.tracking = tracking
            self.textStyle = textStyle
            self.declaredAt = declaredAt
            self.uses = uses
        }
    }

    /// A size of the type scale: a token's, a text style's (at the default Dynamic Type size), or a raw size's.
    public struct ScaleEntry: Codable, Sendable, Equatable {
        public var name: String
        /// `token`, `style` or `raw`.
        public var kind: String
        public var size: Double
        public var weight: String?
        public var family: String?
        public var uses: Int
        public init(name: String, kind: String, size: Double, weight: String?, family: String?, uses: Int) {
            self.name = name
            self.kind = kind
            self.size = size
            self.weight = weight
            self.family = family
            self.uses = uses
        }
    }
}
