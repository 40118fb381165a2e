import TypeLintFonts
import TypeLintSyntax

/// The containers around text and the heights they fix: each text's need, summed in stacks and passed on to the
/// containers around them, through view members, overlays and the module's views, checked against the frames.
extension FixedTextHeightRule {
    /// The violations of the file's fixed heights, and when `exporting`, the needs of its view types' bodies (every
    /// container is then worked out, not only those a height follows).
    func heightsAndNeeds(_ context: RuleContext, _ category: String, exporting export: Export?, within bodies: [Range<Int>]? = nil)
        -> (violations: [Violation], bodyNeeds: [String: Double], hidden: [String: Set<String>]) {
        let exporting = export != nil
        let tree = context.tree
        let memberUses = MemberUses(tree)
        // Every `height:` label, in order: a text or container with none after it in its scope fixes no height.
        var heights = FixedHeights(tree, labels: context.facts.heightLabels)
        func labelsHeight(after start: Int, before end: Int) -> Bool { heights.labelsHeight(after: start, before: end) }
        // Exporting some views only: what lies outside their type bodies is not worked out.
        func isWanted(_ k: Int) -> Bool { bodies?.contains { $0.contains(k) } ?? true }
        let (members, spellings) = viewMembers(tree, exporting: exporting, wanted: bodies == nil ? nil : isWanted, &heights)
        // Members by where their bodies open, for a binary search (a file may have hundreds, asked of every text and
        // container), with the furthest close among each one and those before it: `k` is in a member that opens before it
        // exactly when one of them closes after it.
        let memberBodies = members.map(\.body).sorted()
        let furthestClose = memberBodies.reduce(into: [Int]()) { closes, body in
            closes.append(max(closes.last ?? -1, Int(tree.partner[body])))
        }
        func inMember(_ k: Int) -> Bool {
            let before = SyntaxTree.count(memberBodies, atOrBefore: k)
            return before > 0 && k < furthestClose[before - 1]
        }
        // A modifier of the file may frame what it is applied to wherever it is declared (`.modifier(TitlePill())`).
        let contentUses = modifiedContent(tree)
        func mayFixHeight(around brace: Int) -> Bool {
            if labelsHeight(after: Int(tree.partner[brace]), before: tree.code.count) || inMember(brace) || !contentUses.isEmpty { return true }
            // An overlay is given the frame of the view it covers, set before it too (`.frame(height: 30).overlay { … }`).
            guard let owner = Self.overlaid(brace, tree) else { return false }
            return labelsHeight(after: owner.start, before: owner.end)
        }
        // `Group { HStack { … } }.frame(height: 48)`: a group's modifiers apply to each view it holds. The height of such
        // a group between the view at `k` and its row container, and the group's brace (each group is reported once).
        func heightOfGroup(around k: Int) -> FramingGroup? {
            let row = tree.rowContainer(of: k)
            var open = Int(tree.enclosing[k])
            while open > row {
                if tree.isPunct(open, "{"), tree.controlFlowKeyword(opening: open) == "Group", let chain = tree.container(openingAt: open),
                   chain.links.count > 1, labelsHeight(after: Int(tree.partner[open]), before: chain.end) {
                    return fixedHeight(in: chain, context).map { FramingGroup(brace: open, height: $0) }
                }
                open = Int(tree.enclosing[open])
            }
            return nil
        }
        let isCapped = tree.mentions(Self.dynamicTypeSize)
        // An empty text (`Text("")`, `Text(verbatim: " ")`, a `Toggle("")` whose label is hidden) shows nothing to clip; a
        // text field with no title (`TextField("", text: $amount)`) still shows what is typed, in its font. Texts joined
        // with `+` (`Text("Station: ") + Text(name).bold()`) are one line, counted once.
        let shown = context.facts.elements.filter {
            (!Self.isBlank($0.content) || [.textField, .secureField].contains($0.kind)) && isWanted($0.chain.start)
                && !tree.isToken($0.chain.start - 1, .operator, "+")
        }
        var textBraces: Set<Int> = []
        if export == .always {
            for element in shown {
                var brace = Int(tree.enclosing[element.chain.start])
                while brace >= 0, textBraces.insert(brace).inserted { brace = Int(tree.enclosing[brace]) }
            }
        }
        let (found, children, hidden) = textNeeds(shown, textBraces: textBraces, export: export, isCapped: isCapped, context, memberUses, category,
                                                  labelsHeight, mayFixHeight, heightOfGroup)
        let (memberNeeds, containerFindings) = placedNeeds(children, members, spellings, shown, contentUses: contentUses, isCapped: isCapped,
                                                           context, memberUses, category, labelsHeight, mayFixHeight, heightOfGroup)
        guard exporting else { return (found + containerFindings, [:], [:]) }
        var bodyNeeds: [String: Double] = [:]
        for (key, need) in memberNeeds where key.hasSuffix(".body") {
            let type = TypeBody.ownName(String(key.dropLast(".body".count)))
            if !type.isEmpty { bodyNeeds[type] = max(bodyNeeds[type] ?? 0, need.size) }
        }
        return ([], bodyNeeds, hidden)
    }

    /// The view members whose bodies the file's containers are worked out in, and each one's name wherever it is spelled:
    /// only those of the wanted bodies (`isWanted`, when some views only are exported), and checking, only those used
    /// where a height is fixed around them.
    private func viewMembers(_ tree: SyntaxTree, exporting: Bool, wanted isWanted: ((Int) -> Bool)?, _ heights: inout FixedHeights)
        -> (members: [(name: Int, body: Int)], spellings: [String: [Int]]) {
        // A type's view members (`var pageLabel: some View { VStack { … } }`, `func row(…) -> some View`) hold text for the
        // containers that use them: inside one, a container may fix no height itself and still pass its need on.
        var members = tree.viewMembers()
        if exporting {
            members += tree.declarations.compactMap { declaration in
                guard let getter = declaration.getter, tree.isViewBody(getter.lowerBound - 1) else { return nil }
                return (declaration.name, getter.lowerBound - 1)
            }
        }
        members.removeAll { Int(tree.partner[$0.body]) <= $0.body }
        if let isWanted { members.removeAll { !isWanted($0.body) } }
        // Each member's name wherever it is spelled, in one pass over the file's words.
        let spellings = tree.spellings(of: Set(members.map { tree.text($0.name) }))
        // Checking, only members used where a height is fixed around them matter (or in such a member): most are not.
        if !exporting {
            var used: Set<Int> = []
            let names = Set(members.map { tree.text($0.name) })
            for _ in 0..<2 {
                // The kept members' bodies in order, with the furthest close among each and those before it: a use is in one
                // when one of them closes after it (a binary search, not a pass over every member for every use).
                let bodies = members.map(\.body).filter(used.contains).sorted()
                let furthest = bodies.reduce(into: [Int]()) { $0.append(max($0.last ?? -1, Int(tree.partner[$1]))) }
                // Per name, the uses a height is fixed around or that sit in a kept member: members of one name (a `row()`
                // in every view) share them.
                var holding: [String: Set<Int>] = [:]
                for name in names {
                    var found: Set<Int> = []
                    for use in spellings[name, default: []] {
                        let before = SyntaxTree.count(bodies, atOrBefore: use)
                        if heights.fixesHeight(around: use) || before > 0 && use < furthest[before - 1] { found.insert(use) }
                    }
                    holding[name] = found
                }
                // A member is used by a use other than its own name.
                let kept = members.filter { member in
                    let uses = holding[tree.text(member.name), default: []]
                    return uses.count > (uses.contains(member.name) ? 1 : 0)
                }
                guard kept.count != used.count else { break }
                used = Set(kept.map(\.body))
            }
            members.removeAll { !used.contains($0.body) }
        }
        return (members, spellings)
    }

    /// Each text shown: checked against a height its own chain, or a `Group` around it, fixes, and added to the container
    /// around it (`children`, by the container's brace) when that may fix a height. Exporting what a view always shows,
    /// a text it may not show is left out, and the names the `if`s hiding it test are kept in `hidden`, by the type's name.
    private func textNeeds(_ shown: [TextElement], textBraces: Set<Int>, export: Export?, isCapped: Bool, _ context: RuleContext,
                           _ memberUses: MemberUses, _ category: String, _ labelsHeight: (Int, Int) -> Bool, _ mayFixHeight: (Int) -> Bool,
                           _ heightOfGroup: (Int) -> FramingGroup?)
        -> (found: [Violation], children: [Int: [Need]], hidden: [String: Set<String>]) {
        let tree = context.tree
        var framedGroups: Set<Int> = []
        var found: [Violation] = []
        // What is inside each container brace, by the brace's index: its texts, and the stacks nested in it.
        var children: [Int: [Need]] = [:]
        var hidden: [String: Set<String>] = [:]
        var walked: [Int: (hides: Bool, tested: Set<String>)] = [:]
        for element in shown {
            // What a view always shows is what it brings to the places that use it; its `if`s depend on what they pass.
            if export == .always, let tested = conditions(hiding: element.chain.start, tree, textBraces: textBraces, &walked) {
                let type = tree.qualifiedTypeName(at: element.chain.start).map(TypeBody.ownName) ?? ""
                hidden[type, default: []].formUnion(tested)
                continue
            }
            // Through `if`, `switch` and `ForEach`: their views are the container's children too. A container, or one around
            // it, can fix a height only with a `height:` after its closing brace.
            let brace = tree.rowContainer(of: element.chain.start)
            let inContainer = brace >= 0 && isContent(brace, tree) && mayFixHeight(brace)
            let ownHeight = labelsHeight(element.chain.start, element.chain.end)
            let group = ownHeight ? nil : heightOfGroup(element.chain.start).flatMap { framedGroups.contains($0.brace) ? nil : $0 }
            guard inContainer || ownHeight || group != nil, var largest = largestSize(of: element, category, context) else { continue }
            // `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` on the text or around it: it grows no further (the cap is
            // dynamic-type-cap's finding).
            if isCapped, let cap = dynamicTypeCap(above: element.chain, tree), let capped = largestSize(of: element, cap, context) {
                largest = min(largest, capped)
            }
            // `.minimumScaleFactor(0.8)` lets the text shrink that far to fit: 53pt needs 42.
            let size = largest * min(1, element.minimumScaleFactor?.factor ?? 1)
            let height = ownHeight ? fixedHeight(in: element.chain, context) : group?.height
            if let height, height.room < size, !isChoice(element.chain.start, tree) {
                found.append(violation(height, size, category, namedStyle: namedStyle(of: element, context),
                                       shrunkBy: size < largest ? element.minimumScaleFactor?.factor : nil, within: (context, memberUses)))
                if let group { framedGroups.insert(group.brace) }
            }
            if inContainer {
                // Its own padding (`Text(…).padding(.vertical, 14)`) takes room in the container too; a frame of its own
                // holds it to the frame's height.
                let padding = outerPadding(of: element.chain, context)
                let framed = ownHeight ? laidOutHeight(of: element.chain, context) : nil
                children[brace, default: []].append(Need(size: min(framed ?? .infinity, size + padding), text: element,
                                                         group: Int(tree.enclosing[element.chain.start]), padded: padding > 0))
            }
        }
        return (found, children, hidden)
    }

    /// A member's need is known once its containers are worked out, and a member may use another: a few rounds, each
    /// adding at every use the needs the round before found (members of members of members are rare). The needs of the
    /// file's view members, by their keys, and the findings at the uses placed and in the containers.
    private func placedNeeds(_ children: [Int: [Need]], _ members: [(name: Int, body: Int)], _ spellings: [String: [Int]],
                             _ shown: [TextElement], contentUses: [(use: Int, key: String)], isCapped: Bool, _ context: RuleContext,
                             _ memberUses: MemberUses, _ category: String, _ labelsHeight: (Int, Int) -> Bool, _ mayFixHeight: (Int) -> Bool,
                             _ heightOfGroup: (Int) -> FramingGroup?)
        -> (memberNeeds: [String: Need], findings: [Violation]) {
        let tree = context.tree
        var memberNeeds: [String: Need] = [:]
        var containerFindings: [Violation] = []
        // The module's view types used here (`ProfileSummaryRow(…)`), with what their bodies need (see `viewFacts`).
        let viewNeeds = context.moduleFacts[Self.self]
        let viewUses = viewNeeds.isEmpty ? [] : Self.uses(in: tree, WordSet(Set(viewNeeds.keys))).compactMap {
            use -> (use: Int, need: Double)? in
            guard let needs = viewNeeds[tree.text(use)], case let size = need(of: use, needs, tree), size > 0 else { return nil }
            return (use, size)
        }
        let memberSpellings = members.map { ($0, spellings[tree.text($0.name), default: []]) }
        let slotUses = slots(shown, context, category)
        for _ in 0..<3 {
            var round = children
            var uses: [Violation] = []
            // Where the module's views, the type's members and the views its uses pass are, with what each brings.
            var placed = viewUses.map { (use: $0.use, need: Need(size: $0.need, text: nil, group: $0.use, view: tree.text($0.use))) }
                + slotUses.map { (use: $0.use, need: Need(size: $0.need, text: nil, group: $0.use, view: tree.text($0.use))) }
            // A modifier of the file shows the view it is applied to as its `content` (`.modifier(TitlePill())`).
            placed += contentUses.compactMap { use in
                memberNeeds[use.key].map { (use: use.use, need: Need(size: $0.size, text: nil, group: use.use, view: "content")) }
            }
            for (member, spellings) in memberSpellings {
                guard let need = memberNeeds[memberKey(member.name, tree)] else { continue }
                // A use in the same type (another type's member may have the name).
                placed += spellings.filter { use in
                    use != member.name && (!tree.isPunct(use - 1, ".") || tree.isWord(use - 2, "self"))
                        && memberKey(use, tree) == memberKey(member.name, tree)
                }.map { (use: $0, need: need) }
            }
            for (use, need) in placed {
                // On a platform whose text grows, and not under a Dynamic Type cap (what the texts reach at the cap is not
                // known here).
                guard let platform = context.checkedPlatforms(tree.platforms(at: use)).first,
                      context.profile.tables.supportsDynamicType(platform), let chain = tree.chain(at: use),
                      !isCapped || dynamicTypeCap(above: chain, tree) == nil else { continue }
                let height = labelsHeight(use, chain.end) ? fixedHeight(in: chain, context) : nil
                if let height, height.room < need.size {
                    uses.append(violation(height, need.size, category, namedStyle: need.text.flatMap { namedStyle(of: $0, context) },
                                          stacked: need.text == nil && need.view == nil, viewNamed: need.view, within: (context, memberUses)))
                }
                let brace = tree.rowContainer(of: use)
                if brace >= 0, isContent(brace, tree), mayFixHeight(brace) {
                    var inside = need
                    inside.group = Int(tree.enclosing[use])
                    inside.overlays = false
                    round[brace, default: []].append(inside)
                }
            }
            var needs: [String: Need] = [:]
            containerFindings = uses + containerViolations(&round, memberNeeds: &needs, members, context, memberUses, category, labelsHeight, mayFixHeight,
                                                           heightOfGroup)
            guard needs.mapValues(\.size) != memberNeeds.mapValues(\.size) else { break }
            memberNeeds = needs
        }
        return (memberNeeds, containerFindings)
    }

    /// Each container around text, innermost first: the chain whose base's own content is that brace (`HStack {`,
    /// `VStack(spacing: 8) {`), not a modifier's closure (`.overlay { Text }`, `.accessibilityRepresentation { Text }`).
    /// A stack's need is its largest child's, or in a vertical stack the sum of the children that show together: those
    /// directly inside it, and of the branches behind `if` or `ForEach` (each a brace of its own) the largest branch's
    /// (not a `switch`'s cases, of which one shows); a stack or a button passes its need on to the container around it,
    /// and a view member's body its largest view to `memberNeeds`, by the member's name.
    /// A `Group` whose modifiers fix a height, which each view it holds gets.
    private struct FramingGroup {
        var brace: Int
        var height: (label: Int, value: Double, room: Double)
    }

    private func containerViolations(_ children: inout [Int: [Need]], memberNeeds: inout [String: Need],
                                     _ members: [(name: Int, body: Int)], _ context: RuleContext, _ memberUses: MemberUses,
                                     _ category: String,
                                     _ labelsHeight: (Int, Int) -> Bool, _ mayFixHeight: (Int) -> Bool,
                                     _ heightOfGroup: (Int) -> FramingGroup?) -> [Violation] {
        let tree = context.tree
        let memberNames = Dictionary(members.map { ($0.body, $0.name) }) { first, _ in first }
        var found: [Violation] = []
        var framedGroups: Set<Int> = []
        // The innermost first: what a container needs goes to the one around it, which opens before it, so the last
        // brace left is the next (kept sorted: taking the largest of a set each time would be quadratic in the file's stacks).
        var pending = children.keys.sorted()
        while let brace = pending.popLast() {
            guard let inside = children[brace], let largest = inside.max(by: { $0.size < $1.size }) else { continue }
            if let member = memberNames[brace] {
                let key = memberKey(member, tree)
                if largest.size > memberNeeds[key]?.size ?? 0 { memberNeeds[key] = largest }
                continue
            }
            if let owner = Self.overlaid(brace, tree) {
                overlay(largest, drawnBy: brace, over: owner, &children, &pending, &found, context, memberUses, category, labelsHeight)
                continue
            }
            guard let chain = tree.container(openingAt: brace), let base = chain.base.name, !holdsChoices(chain, brace, tree),
                  !holdsDestination(chain, brace, tree)
            else { continue }
            // Under `#if … #else` only one branch is built: no sum is known.
            let close = Int(tree.partner[brace])
            let isConditional = close > brace && tree.startsConditionalCompilation(in: brace..<close)
            var sums: [Int: (size: Double, count: Int)] = [:]
            // A `switch`'s cases are one brace, of which one case shows: no sum there.
            for child in inside where !child.overlays {
                // A `Group` shows all it holds: its views are the stack's own.
                var group = child.group
                var keyword = group == brace ? nil : tree.controlFlowKeyword(opening: group)
                while keyword == "Group" {
                    group = Int(tree.enclosing[group])
                    keyword = group == brace ? nil : tree.controlFlowKeyword(opening: group)
                }
                guard keyword != "switch" else { continue }
                sums[group, default: (0, 0)].size += child.size
                sums[group, default: (0, 0)].count += 1
            }
            let direct = sums[brace] ?? (0, 0)
            let branch = sums.filter { $0.key != brace }.values.max { $0.size < $1.size } ?? (0, 0)
            // The stack's spacing between each two of them: its `spacing:`, or SwiftUI's standard spacing (the profile's).
            let spacing = chain.arguments(of: chain.base)?.first { $0.label.map { tree.isWord($0, "spacing") } == true }
                .map { tree.numberValue($0.value) ?? 0 } ?? context.settings[Self.stackSpacing] ?? 0
            let stacked = isConditional ? 0 : direct.size + branch.size + spacing * Double(max(0, direct.count + branch.count - 1))
            var need = Self.verticalStacks.contains(tree.text(base)) && stacked > largest.size
                ? Need(size: stacked, text: nil, group: brace, padded: inside.contains(where: \.padded)) : largest
            // `.minimumScaleFactor(0.1)` on the container lets each text in it shrink that far.
            if let factor = minimumScaleFactor(of: chain, tree), factor < 1 {
                need = Need(size: need.size * factor, text: need.text, group: need.group, view: need.view, padded: need.padded)
            }
            // What a modifier of the file it is given (`.modifier(TitlePill())`) draws as its content.
            for link in chain.modifiers where link.name.map({ tree.isWord($0, "modifier") }) == true {
                guard let applied = chain.arguments(of: link)?.first?.value, tree.code[applied.lowerBound].kind == .word,
                      tree.isPunct(applied.lowerBound + 1, "(") else { continue }
                let key = tree.text(applied.lowerBound) + ".content"
                if need.size > memberNeeds[key]?.size ?? 0 { memberNeeds[key] = need }
            }
            // A container's modifiers follow its closing brace (and the parenthesis of a closure given as an argument).
            let group = heightOfGroup(chain.start).flatMap { framedGroups.contains($0.brace) ? nil : $0 }
            let height = chain.links.count > 1 && labelsHeight(Int(tree.partner[brace]), chain.end) ? fixedHeight(in: chain, context)
                : group?.height
            if let height, !scrollsVertically(chain, tree), height.room < need.size, !isChoice(chain.start, tree) {
                found.append(violation(height, need.size, category, namedStyle: need.text.flatMap { namedStyle(of: $0, context) },
                                       stacked: need.text == nil && need.view == nil, viewNamed: need.view, padded: need.padded,
                                       within: (context, memberUses)))
                if let group { framedGroups.insert(group.brace) }
            }
            // A horizontal scroll view passes its content's height on as a row does; a vertical one scrolls it.
            guard Self.stacks.contains(tree.text(base)) || tree.isWord(base, "ScrollView") && !scrollsVertically(chain, tree)
            else { continue }
            let outer = tree.rowContainer(of: chain.start)
            guard outer >= 0, tree.isPunct(outer, "{"), mayFixHeight(outer) else { continue }
            let padding = outerPadding(of: chain, context)
            let framed = chain.links.count > 1 && labelsHeight(Int(tree.partner[brace]), chain.end) ? laidOutHeight(of: chain, context) : nil
            children[outer, default: []].append(Need(size: min(framed ?? .infinity, need.size + padding), text: need.text, group: Int(tree.enclosing[chain.start]),
                                                     view: need.view, padded: need.padded || padding > 0))
            Self.schedule(outer, in: &pending)
        }
        return found
    }

    /// The literal factor a chain's `.minimumScaleFactor(…)` gives, if one does.
    private func minimumScaleFactor(of chain: Chain, _ tree: SyntaxTree) -> Double? {
        chain.modifiers.lazy.compactMap { link in
            guard let name = link.name, tree.isWord(name, "minimumScaleFactor"), let value = chain.arguments(of: link)?.first?.value
            else { return nil }
            return tree.numberValue(value)
        }.first
    }

    /// A view member by the type it is in and its name (`DownloadIcon.icon`): the key of its need.
    private func memberKey(_ name: Int, _ tree: SyntaxTree) -> String {
        (tree.qualifiedTypeName(at: name) ?? "") + "." + tree.text(name)
    }

    /// The size category `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` (or a fixed `.dynamicTypeSize(.large)`) caps the
    /// text of `chain` at, on its own chain or on a container around it in the file; nil when none does.
    private func dynamicTypeCap(above chain: Chain, _ tree: SyntaxTree) -> String? {
        var chain: Chain? = chain
        var brace = Int(tree.enclosing[chain!.start])
        while true {
            for link in chain?.modifiers ?? [] {
                guard let name = link.name, tree.isWord(name, "dynamicTypeSize"),
                      let argument = chain?.arguments(of: link)?.first?.value, let last = argument.last,
                      tree.code[last].kind == .word, !tree.isToken(argument.lowerBound, .operator, "..<") else { continue }
                return tree.text(last)
            }
            guard brace >= 0 else { return nil }
            chain = tree.isPunct(brace, "{") ? tree.container(openingAt: brace) : nil
            brace = Int(tree.enclosing[brace])
        }
    }

    /// Whether `bracket` holds views a container lays out: a brace, or an `.overlay(…)`'s parentheses.
    private func isContent(_ bracket: Int, _ tree: SyntaxTree) -> Bool {
        tree.isPunct(bracket, "{") || Self.overlaid(bracket, tree) != nil
    }

    /// The chain whose `.overlay` draws the content opening at `bracket` (`HStack { … }.overlay { Menu … }.frame(height: 40)`,
    /// `image.overlay(Caption(…))`): the overlay is given that chain's frame.
    static func overlaid(_ bracket: Int, _ tree: SyntaxTree) -> Chain? {
        guard bracket > 1, tree.isPunct(bracket, "{") || tree.isPunct(bracket, "(") else { return nil }
        var name = bracket - 1
        // `.overlay(alignment: .top) { … }`
        if tree.isPunct(bracket, "{"), tree.isPunct(name, ")"), Int(tree.partner[name]) < name { name = Int(tree.partner[name]) - 1 }
        guard name > 1, tree.isWord(name, "overlay"), tree.isPunct(name - 1, ".") else { return nil }
        // Back over the chain's links (`HStack { … }`, `.padding()`, `.background(…)`) to its start.
        var k = name - 2
        while k >= 0 {
            if tree.isPunct(k, ")") || tree.isPunct(k, "}") || tree.isPunct(k, "]"), case let open = Int(tree.partner[k]), open >= 0, open < k {
                k = open - 1
            } else if tree.code[k].kind == .word, tree.isPunct(k - 1, ".") {
                k -= 2
            } else {
                break
            }
        }
        guard k >= 0, tree.code[k].kind == .word, let chain = tree.chain(at: k), chain.end > bracket,
              chain.modifiers.contains(where: { $0.name == name }) else { return nil }
        return chain
    }

    /// Adds `brace` to the braces `containerViolations` has yet to visit (in order, each once).
    private static func schedule(_ brace: Int, in pending: inout [Int]) {
        let before = SyntaxTree.count(pending, atOrBefore: brace - 1)
        if before == pending.count || pending[before] != brace { pending.insert(brace, at: before) }
    }

    /// What an overlay's content needs goes to the chain that draws it: into its container's content, drawn over it
    /// (`HStack { … }.overlay { … }`), or checked against the chain's own frame (`Image(…).overlay(Caption(…)).frame(height: 60)`).
    private func overlay(_ need: Need, drawnBy bracket: Int, over owner: Chain, _ children: inout [Int: [Need]], _ pending: inout [Int],
                         _ found: inout [Violation], _ context: RuleContext, _ memberUses: MemberUses, _ category: String,
                         _ labelsHeight: (Int, Int) -> Bool) {
        let tree = context.tree
        var drawn = need
        drawn.overlays = true
        if let content = owner.trailingClosures(of: owner.base).first?.lowerBound, content > owner.start, content - 1 < bracket {
            drawn.group = content - 1
            children[content - 1, default: []].append(drawn)
            Self.schedule(content - 1, in: &pending)
        } else if labelsHeight(owner.start, owner.end), let height = fixedHeight(in: owner, context),
                  height.room < need.size, !isChoice(owner.start, tree) {
            found.append(violation(height, need.size, category, namedStyle: need.text.flatMap { namedStyle(of: $0, context) },
                                   stacked: need.text == nil && need.view == nil, viewNamed: need.view, padded: need.padded,
                                       within: (context, memberUses)))
        }
    }

    /// A word searched for in a file's bytes before its tokens are read.
    private static let dynamicTypeSize = ByteWords("dynamicTypeSize")

    /// The containers a need passes through to the one around them: stacks, buttons, links, labels and toggles, whose
    /// label or title is their view, and the readers that give their content the whole of their own frame.
    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Button", "NavigationLink", "Link",
                                              "Menu", "Label", "Toggle", "GeometryReader", "ScrollViewReader"]
    private static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]
    /// Views whose content closure holds choices shown elsewhere (a menu's items, a picker's options), not in their frame.
    private static let choices: Set<String> = ["Menu", "Picker"]

    /// Whether `brace` opens the content of a `Menu` or `Picker` (`Menu { items } label: { … }`).
    private func holdsChoices(_ chain: Chain, _ brace: Int, _ tree: SyntaxTree) -> Bool {
        guard let base = chain.base.name, Self.choices.contains(tree.text(base)) else { return false }
        // `Menu { items } label: { … }`, or `Menu(content: { items }, label: { … })`.
        return chain.trailingClosures(of: chain.base).first?.lowerBound == brace + 1
            || tree.isPunct(brace - 1, ":") && tree.isWord(brace - 2, "content")
    }

    /// Whether `brace` opens what a `NavigationLink` shows on the next screen (`NavigationLink { Detail() } label: { … }`,
    /// `NavigationLink(destination: { Detail() }, label: …)`), not in its own frame.
    private func holdsDestination(_ chain: Chain, _ brace: Int, _ tree: SyntaxTree) -> Bool {
        guard let base = chain.base.name, tree.isWord(base, "NavigationLink") else { return false }
        let closures = chain.trailingClosures(of: chain.base)
        return closures.count > 1 && closures.first?.lowerBound == brace + 1
            || tree.isPunct(brace - 1, ":") && tree.isWord(brace - 2, "destination")
    }

    /// Whether the view at `k` is one of a menu's or a picker's choices, drawn by the system where a frame does not apply.
    private func isChoice(_ k: Int, _ tree: SyntaxTree) -> Bool {
        var brace = Int(tree.enclosing[k])
        while brace >= 0 {
            if tree.isPunct(brace, "{"), let chain = tree.container(openingAt: brace), holdsChoices(chain, brace, tree) { return true }
            brace = Int(tree.enclosing[brace])
        }
        return false
    }
    /// Containers whose content scrolls within their frame: a fixed height clips nothing.
    private static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form"]

    /// Whether the container scrolls up and down within its frame: a `ScrollView(.horizontal)` does not, and clips as a row.
    private func scrollsVertically(_ chain: Chain, _ tree: SyntaxTree) -> Bool {
        guard let base = chain.base.name, Self.scrollingContainers.contains(tree.text(base)) else { return false }
        guard tree.isWord(base, "ScrollView"), let axis = chain.arguments(of: chain.base)?.first, axis.label == nil else { return true }
        return !(tree.isPunct(axis.value.lowerBound, ".") && tree.isWord(axis.value.lowerBound + 1, "horizontal"))
    }
}
