import Foundation
import TypeLintSyntax

/// The targets of a project a generator makes the Xcode project from, read from the generator's own file, so that a
/// repository that does not commit the `.xcodeproj` still says which folder is the watch app's.
extension ProjectTargets {
    /// XcodeGen's `project.yml`: each target's `platform` (one name, or a list: several) or `supportedDestinations`, and its
    /// `sources` (a path, a list of paths, or of entries with a `path`), relative to the spec's folder. Nil when the file is
    /// not such a spec.
    init?(xcodeGen bytes: [UInt8], folder: String) {
        guard let spec = YAMLSubset.xcodeGenSpec(bytes, folder: folder), let targets = spec["targets"]?.map else { return nil }
        var folders: [Folder] = []
        for (name, target) in targets {
            // `platform: auto` defers to `supportedDestinations` (XcodeGen's multi-destination targets).
            let platform = target["platform"].map { $0.scalars }.flatMap { $0 == ["auto"] ? nil : $0 }
            let named = platform ?? target["supportedDestinations"].map { $0.scalars } ?? []
            let platforms = named.compactMap { Platforms(name: $0) }.reduce(Platforms()) { $0.union($1) }
            guard !platforms.isEmpty else { continue }
            let made = Target(name: name, platforms: platforms, setting: "platform: \(named.joined(separator: ", "))")
            let sources = target["sources"].map { sources in
                (sources.list ?? [sources]).compactMap { $0.scalar ?? $0["path"]?.scalar }
            } ?? []
            for source in sources {
                folders.append(Folder(path: Self.joined(folder, Self.folderPart(source)), targets: [made], wording: "its sources \(source)"))
            }
        }
        self.init(folders: Self.merged(folders))
    }

    /// Tuist's `Project.swift`: each `.target(name:destinations:…sources:)` or `Target(name:platform:…sources:)`, its
    /// destinations or platform, and the folder part of each source glob (`"Watch/Sources/**"` is `Watch/Sources`).
    init?(tuist bytes: [UInt8], folder: String) {
        let tree = SyntaxTree(source: SourceFile(path: "Project.swift", bytes: bytes))
        var folders: [Folder] = []
        var chain = Chain()
        for k in tree.code.indices where tree.isWord(k, "target") && tree.isPunct(k - 1, ".") || tree.isWord(k, "Target") && tree.isPunct(k + 1, "(") {
            guard tree.readChain(at: tree.isPunct(k - 1, ".") ? k - 1 : k, into: &chain), let arguments = chain.arguments(of: chain.base) else { continue }
            func argument(_ label: String) -> Range<Int>? { arguments.first { $0.label.map { tree.text($0) } == label }?.value }
            guard let name = argument("name").flatMap(tree.stringValue) else { continue }
            let written = (argument("destinations") ?? argument("platform")).map { range in
                range.filter { tree.code[$0].kind == .word && tree.isPunct($0 - 1, ".") }.map { tree.text($0) }
            } ?? []
            let platforms = written.compactMap { Self.tuistDestinations[$0] }.reduce(Platforms()) { $0.union($1) }
            guard !platforms.isEmpty else { continue }
            let made = Target(name: name, platforms: platforms, setting: "destinations: \(written.joined(separator: ", "))")
            let sources = argument("sources").map { range in range.filter { tree.code[$0].kind == .string }.compactMap { tree.stringValue($0..<$0 + 1) } } ?? []
            for source in sources {
                folders.append(Folder(path: Self.joined(folder, Self.folderPart(source)), targets: [made], wording: "its sources \(source)"))
            }
        }
        guard !folders.isEmpty else { return nil }
        self.init(folders: Self.merged(folders))
    }

    /// Tuist's destinations and platforms, each as the platform whose rules its code follows: an app for iPhone and iPad
    /// is iOS code, wherever else it runs as one.
    static let tuistDestinations: [String: Platforms] = [
        "iOS": .iOS, "iPhone": .iOS, "iPad": .iOS, "macOS": .macOS, "mac": .macOS, "macCatalyst": .iOS, "watchOS": .watchOS,
        "appleWatch": .watchOS, "tvOS": .tvOS, "appleTv": .tvOS, "visionOS": .visionOS, "appleVision": .visionOS,
    ]

    /// The folder a source path or glob names: up to its first wildcard, without a file name (`Sources/**/*.swift` is
    /// `Sources`).
    static func folderPart(_ source: String) -> String {
        var parts = source.split(separator: "/", omittingEmptySubsequences: true)
        if let wild = parts.firstIndex(where: { $0.contains("*") || $0.contains("?") || $0.contains("{") }) { parts = Array(parts[..<wild]) }
        if let last = parts.last, last.contains("."), !last.hasPrefix(".") { parts.removeLast() }
        return parts.joined(separator: "/")
    }

    /// Folders named by several targets, each with all of them.
    private static func merged(_ folders: [Folder]) -> [Folder] {
        var byPath: [String: Folder] = [:]
        for folder in folders { byPath[folder.path, default: Folder(path: folder.path, targets: [], wording: folder.wording)].targets += folder.targets }
        return byPath.values.sorted { $0.path < $1.path }
    }
}

/// The part of YAML that project specs are written in: block mappings and sequences by indentation, flow sequences
/// (`[iOS, tvOS]`), plain and quoted scalars, comments. Anchors, aliases and multi-line scalars are read as plain text.
enum YAMLSubset {
    case scalar(String)
    case list([YAMLSubset])
    case map([(String, YAMLSubset)])

    var scalar: String? { if case .scalar(let value) = self { value } else { nil } }
    var list: [YAMLSubset]? { if case .list(let value) = self { value } else { nil } }
    var map: [(String, YAMLSubset)]? { if case .map(let value) = self { value } else { nil } }
    /// A scalar as one name, a list of scalars as each.
    var scalars: [String] { scalar.map { [$0] } ?? list?.compactMap(\.scalar) ?? [] }

    subscript(key: String) -> YAMLSubset? { map?.first { $0.0 == key }?.1 }

    /// An XcodeGen spec as XcodeGen reads it: the specs it `include`s (relative to it, each read as a spec of its own)
    /// under it, its own keys over theirs; and each target over the `targetTemplates` it names in `templates`, so that a
    /// platform or deployment target a template or a shared spec sets is the target's.
    ///
    /// Each included spec is read and expanded once, and each template once, however many name them: specs that include
    /// one another, or templates that each name all the others, would otherwise be expanded anew at every mention, a
    /// number of times exponential in the depth. A spec or template that names itself, directly or through others, is
    /// left out where it does.
    static func xcodeGenSpec(_ bytes: [UInt8], folder: String) -> YAMLSubset? {
        var expanded: [String: YAMLSubset?] = [:]
        return xcodeGenSpec(bytes, folder: folder, depth: 0, including: [], expanded: &expanded)
    }

    /// `including`: the specs (canonical paths) that include this one, outermost first; `expanded`: the specs read so far.
    private static func xcodeGenSpec(_ bytes: [UInt8], folder: String, depth: Int, including: Set<String>,
                                     expanded: inout [String: YAMLSubset?]) -> YAMLSubset? {
        guard var spec = parse(String(decoding: bytes, as: UTF8.self)) else { return nil }
        if depth < 8, let includes = spec["include"] {
            for include in includes.list ?? [includes] {
                guard let path = include.scalar ?? include["path"]?.scalar, !path.isEmpty else { continue }
                let file = path.hasPrefix("/") ? path : folder + "/" + path
                let key = FileIO.canonical(file)
                guard !including.contains(key) else { continue }
                if expanded[key] == nil {
                    var read: YAMLSubset?
                    if let text = try? FileIO.readFile(file).get() {
                        read = xcodeGenSpec(text, folder: FileIO.folder(of: file), depth: depth + 1, including: including.union([key]),
                                            expanded: &expanded)
                    }
                    expanded[key] = .some(read)
                }
                guard let included = expanded[key] ?? nil else { continue }
                spec = spec.merged(over: included)
            }
        }
        if let templates = spec["targetTemplates"]?.map, let targets = spec["targets"]?.map {
            var byName: [String: YAMLSubset] = [:]
            for (name, template) in templates where byName[name] == nil { byName[name] = template }
            var resolved: [String: YAMLSubset] = [:]
            // A target or template over the templates it names, each of those over its own, a few deep at most.
            func applied(_ target: YAMLSubset, depth: Int, within: Set<String>) -> YAMLSubset {
                var result = target
                for name in target["templates"]?.scalars ?? [] where depth < 8 && !within.contains(name) {
                    guard let base = byName[name] else { continue }
                    if resolved[name] == nil { resolved[name] = applied(base, depth: depth + 1, within: within.union([name])) }
                    result = result.merged(over: resolved[name]!)
                }
                return result
            }
            let applied = targets.map { name, target in (name, applied(target, depth: 0, within: [])) }
            spec = spec.merged(over: .map([("targets", .map(applied))]), keeping: false)
        }
        return spec
    }

    /// This mapping with `base`'s keys under it: a key both have takes this one's value (mappings merged key by key), a
    /// key only `base` has is added. With `keeping` false, `base`'s values win instead.
    func merged(over base: YAMLSubset, keeping: Bool = true) -> YAMLSubset {
        guard let own = map, let under = base.map else { return keeping ? self : base }
        var entries = own
        // Each key's first place, found once: a spec of thousands of targets is merged in a pass, not a search per key.
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where positions[entry.0] == nil { positions[entry.0] = index }
        for (key, value) in under {
            if let index = positions[key] {
                entries[index].1 = keeping ? entries[index].1.merged(over: value) : value.merged(over: entries[index].1)
            } else {
                positions[key] = entries.count
                entries.append((key, value))
            }
        }
        return .map(entries)
    }

    static func parse(_ text: String) -> YAMLSubset? {
        var lines = text.split(whereSeparator: \.isNewline).compactMap { raw -> (indent: Int, text: Substring)? in
            let content = withoutComment(raw)
            let indent = content.prefix { $0 == " " }.count
            let trimmed = content.dropFirst(indent).drop { $0 == " " || $0 == "\t" }
            return trimmed.isEmpty || trimmed == "---" ? nil : (indent, trimmed)
        }
        var position = 0
        return block(&lines, &position, indent: lines.first?.indent ?? 0, depth: 0)
    }

    /// Nesting beyond this is no project spec: the reader stops rather than recursing on.
    static let maximumDepth = 64

    private static func block(_ lines: inout [(indent: Int, text: Substring)], _ position: inout Int, indent: Int, depth: Int) -> YAMLSubset? {
        guard position < lines.count, depth < maximumDepth else { return nil }
        if lines[position].text.hasPrefix("- ") || lines[position].text == "-" {
            var items: [YAMLSubset] = []
            while position < lines.count, lines[position].indent == indent, lines[position].text.hasPrefix("-") {
                let rest = lines[position].text.dropFirst().drop { $0 == " " }
                if rest.isEmpty {
                    position += 1
                    items.append(position < lines.count && lines[position].indent > indent
                        ? block(&lines, &position, indent: lines[position].indent, depth: depth + 1) ?? .scalar("") : .scalar(""))
                } else if key(of: rest) != nil {
                    // `- path: Sources` and the keys below it: a mapping indented as far as its first key.
                    let inner = indent + (lines[position].text.count - rest.count)
                    lines[position] = (inner, rest)  // read the first key at the mapping's own indent
                    items.append(block(&lines, &position, indent: inner, depth: depth + 1) ?? .scalar(""))
                } else {
                    items.append(scalar(rest))
                    position += 1
                }
            }
            return .list(items)
        }
        var entries: [(String, YAMLSubset)] = []
        while position < lines.count, lines[position].indent == indent, let (name, rest) = key(of: lines[position].text) {
            position += 1
            if !rest.isEmpty {
                entries.append((name, scalar(rest)))
            } else if position < lines.count, lines[position].indent > indent
                        || lines[position].indent == indent && lines[position].text.hasPrefix("- ") {
                entries.append((name, block(&lines, &position, indent: lines[position].indent, depth: depth + 1) ?? .scalar("")))
            } else {
                entries.append((name, .scalar("")))
            }
        }
        return entries.isEmpty ? nil : .map(entries)
    }

    private static func key(of text: Substring) -> (String, Substring)? {
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":", text.index(after: index) == text.endIndex || text[text.index(after: index)] == " " {
                let name = unquoted(text[..<index])
                return (name, text[text.index(after: index)...].drop { $0 == " " })
            } else if character == "[" || character == "{" {
                return nil
            }
        }
        return nil
    }

    private static func scalar(_ text: Substring) -> YAMLSubset {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return .list(text.dropFirst().dropLast().split(separator: ",").map { .scalar(unquoted($0)) })
        }
        return .scalar(unquoted(text))
    }

    private static func unquoted(_ text: Substring) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }

    /// The line without a `#` comment (one that starts the line or follows a blank, outside quotes).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return line[..<index]
            }
            previous = character
        }
        return line
    }
}
