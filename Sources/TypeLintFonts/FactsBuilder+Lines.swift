import TypeLintSyntax

/// Which text elements render on one line.
extension FactsBuilder {
    mutating func groupLines() {
        let elementAt = elementAtStart
        // Elements and chains are read in place, by index: a `for` over them copied each (a retain and a release of each of
        // its arrays), for every element and chain of every file.
        var elementsInside: [Int: [Int]] = [:]
        for index in facts.elements.indices {
            elementsInside[tree.rowContainer(of: facts.elements[index].chain.start), default: []].append(index)
        }
        var parent = Array(facts.elements.indices)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }
        var grouped = Set<Int>()
        for index in facts.elements.indices where facts.elements[index].kind == .text {
            // Text + Text
            let end = facts.elements[index].chain.end
            if tree.isToken(end, .operator, "+"), case let next = Int(elementAt[end + 1]), next >= 0, facts.elements[next].kind == .text {
                union(index, next)
                grouped.formUnion([index, next])
            }
            // A Text interpolated into a Text.
            // (A file cut off inside the call leaves an argument with no tokens.)
            if case let chain = facts.elements[index].chain, let argument = chain.arguments(of: chain.base)?.first,
               argument.value.lowerBound < tree.code.count, tree.code[argument.value.lowerBound].kind == .string {
                for segment in tree.interpolations(ofStringAt: argument.value.lowerBound).segments {
                    if case let inner = Int(elementAt[segment.lowerBound]), inner >= 0, facts.elements[inner].kind == .text {
                        union(index, inner)
                        grouped.formUnion([index, inner])
                    }
                }
            }
        }
        // The direct children of an HStack: one line for each way its `if`/`switch` branches can go (a branch and the one
        // that takes its place never show together); unconditional children are on every line.
        var rows: [[Int]] = []
        for c in chains.indices where chains[c].base.name.map({ tree.isWord($0, "HStack") }) == true {
            guard let closure = chains[c].trailingClosures(of: chains[c].base).first else { continue }
            let children = elementsInside[closure.lowerBound - 1] ?? []
            guard children.count > 1 else { continue }
            let choices = children.map { branchChoices(of: facts.elements[$0].chain.start, inside: closure.lowerBound - 1) }
            guard choices.contains(where: { !$0.isEmpty }) else {
                for child in children.dropFirst() {
                    union(children[0], child)
                    grouped.formUnion([children[0], child])
                }
                continue
            }
            rows += Self.ways(children, choices)
        }
        var groups: [Int: [Int]] = [:]
        for index in grouped.sorted() { groups[find(index), default: []].append(index) }
        // A row's members bring their concatenations (`Text + Text`) with them.
        let expanded = rows.map { row in Array(Set(row.flatMap { groups[find($0)] ?? [$0] })).sorted() }
        facts.lines = (groups.values.filter { $0.count > 1 } + expanded.filter { $0.count > 1 }).sorted { $0[0] < $1[0] }
    }

    /// The branches a token sits in, inside `container`: for each `if`/`else` chain or `switch` on the way out, which of its
    /// branches (the chain's first brace, and the branch's place in it).
    func branchChoices(of k: Int, inside container: Int) -> [BranchChoice] {
        var choices: [BranchChoice] = []
        var inner = k
        var open = Int(tree.enclosing[k])
        while open > container, open >= 0 {
            switch tree.controlFlowKeyword(opening: open) {
            case "if", "else":
                var first = open
                var position = 0
                while let before = tree.branch(before: first) {
                    first = before
                    position += 1
                }
                choices.append(BranchChoice(group: first, branch: position))
            case "switch":
                if let statement = tree.switchStatement(at: switchKeyword(opening: open)),
                   let position = statement.cases.firstIndex(where: { $0.body.contains(inner) }) {
                    choices.append(BranchChoice(group: open, branch: position))
                }
            default:
                break
            }
            inner = open
            open = Int(tree.enclosing[open])
        }
        return choices
    }

    /// The `switch` keyword whose braces open at `open`.
    private func switchKeyword(opening open: Int) -> Int {
        var k = open - 1
        while k > 0, !tree.isWord(k, "switch"), open - k < 64 {
            if tree.isPunct(k, ")") || tree.isPunct(k, "]"), tree.partner[k] >= 0 { k = Int(tree.partner[k]) }
            k -= 1
        }
        return k
    }

    /// One line per way the branches can go (at most 16: an HStack of that many alternatives is not a line of text),
    /// each with the children whose branches that way takes.
    static func ways(_ children: [Int], _ choices: [[BranchChoice]]) -> [[Int]] {
        var branchCounts: [Int: Int] = [:]
        // Each branch seen, and one more: an `if` without `else` may show none of its children.
        for choice in choices.joined() { branchCounts[choice.group] = max(branchCounts[choice.group] ?? 0, choice.branch + 2) }
        let groups = branchCounts.keys.sorted()
        var ways: [[Int: Int]] = [[:]]
        for group in groups {
            ways = ways.flatMap { way in (0..<branchCounts[group]!).map { way.merging([group: $0]) { $1 } } }
            if ways.count > 16 { ways = Array(ways.prefix(16)) }
        }
        return ways.map { way in
            zip(children, choices).filter { _, taken in taken.allSatisfy { way[$0.group] == $0.branch } }.map(\.0)
        }
    }
}
