/// A unified diff of two versions of a file (`--fix --dry-run`), as `diff -u` and `git apply` read it: Myers'
/// shortest edit script over lines, hunks with three lines of context.
public enum UnifiedDiff {
    /// The diff of `old` and `new`. Lines are the file's own text, so that `patch` and `git apply` find them; with
    /// `forTerminal`, for a diff a person reads on screen, their control characters are shown as `Escaping.controls`
    /// shows them (`\x1B`), so that code holding an ESC or OSC sequence cannot drive the terminal. With `quotingCommands`,
    /// for a CI runner's log, a service message in a line is quoted (`Escaping.commandsQuoted`): the runner would obey it.
    public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3, forTerminal: Bool = false,
                              quotingCommands: Bool = false) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .same }) else { return "" }
        // `git apply` strips the `a/` and `b/` of a relative path; an absolute path is written as it is. Either is quoted
        // as git quotes names, so that no name (one holding a line break and `+++ b/Other.swift`) names another file.
        let (oldName, newName) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var output = "--- \(Escaping.diffPath(oldName, quotingCommands: quotingCommands))\n"
            + "+++ \(Escaping.diffPath(newName, quotingCommands: quotingCommands))\n"
        // Each edit with the line indices it stands at in `a` and `b`.
        var steps: [(edit: Edit, a: Int, b: Int)] = []
        var (i, j) = (0, 0)
        for edit in script {
            steps.append((edit, i, j))
            switch edit {
            case .same: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        var start = 0
        while let firstChange = steps[start...].firstIndex(where: { $0.edit != .same }) {
            // A hunk runs from `context` lines before its first change to `context` after its last, taking in
            // the changes that come within twice the context of each other.
            var end = firstChange
            while let next = steps[(end + 1)...].firstIndex(where: { $0.edit != .same }), next - end <= 2 * context + 1 {
                end = next
            }
            let lower = max(start, firstChange - context)
            let upper = min(steps.count, end + context + 1)
            let hunk = steps[lower..<upper]
            let oldCount = hunk.filter { $0.edit != .insert }.count
            let newCount = hunk.filter { $0.edit != .delete }.count
            output += "@@ -\(range(hunk.first!.a, oldCount)) +\(range(hunk.first!.b, newCount)) @@\n"
            for step in hunk {
                switch step.edit {
                case .same: output += " " + text(a[step.a], forTerminal, quotingCommands)
                case .delete: output += "-" + text(a[step.a], forTerminal, quotingCommands)
                case .insert: output += "+" + text(b[step.b], forTerminal, quotingCommands)
                }
            }
            start = upper
        }
        return output
    }

    private enum Edit { case same, delete, insert }

    /// `start,count` with lines counted from 1; an empty range names the line before it, as `diff` does.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// A line with its line break; the last line of a file without one is marked as `diff` marks it.
    private static func text(_ line: ArraySlice<UInt8>, _ forTerminal: Bool, _ quotingCommands: Bool) -> String {
        let hasBreak = line.last == 0x0A
        var string = String(decoding: hasBreak ? line.dropLast() : line, as: UTF8.self)
        if quotingCommands {
            string = Escaping.commandsQuoted(string)
            // GitHub's runner also obeys a line that starts with `::` once its white space is trimmed (a context line of a
            // comment), and ends a line at a lone carriage return.
            // Trimmed as .NET trims: any white space, Unicode's too (a no-break space, an ideographic space).
            if string.drop(while: \.isWhitespace).hasPrefix("::") {
                string = string.replacingOccurrences(of: "::", with: ":\\x3A", options: [], range: string.range(of: "::"))
            }
        }
        if forTerminal || quotingCommands {
            // A carriage return before the line break (a CRLF file) stays; one inside the line would move the cursor
            // back over what the line has shown.
            let crlf = string.unicodeScalars.last == "\r"
            if crlf { string.unicodeScalars.removeLast() }
            string = Escaping.controls(string).replacingOccurrences(of: "\r", with: "\\r") + (crlf ? "\r" : "")
        }
        return hasBreak ? string + "\n" : string + "\n\\ No newline at end of file\n"
    }

    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The most changed lines a diff is searched for: past them, the lines between the first change and the last are
    /// shown replaced as one block (a diff `git apply` reads all the same). The search keeps, for each changed line, the
    /// frontier of the lines before it: its memory grows as the square of the changes.
    public static let maximumEdits = 2_000

    /// The edit script from `a` to `b`: the lines they share at each end kept, Myers' shortest script between.
    private static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let (middleA, middleB) = (Array(a[prefix..<a.count - suffix]), Array(b[prefix..<b.count - suffix]))
        let middle = shortestScript(middleA, middleB)
            ?? Array(repeating: .delete, count: middleA.count) + Array(repeating: .insert, count: middleB.count)
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// Myers' greedy algorithm: the shortest edit script from `a` to `b`, or nil past `maximumEdits` changes. Its cost
    /// grows with the number of changed lines, and fixes change few.
    private static func shortestScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Edit]? {
        let n = a.count, m = b.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        // Before each step `d`, the frontier's diagonals -d-1 through d+1, the only ones the walk back reads of it.
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            guard d <= maximumEdits else { return nil }
            trace.append(Array(frontier[offset - d - 1...offset + d + 1]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back from the end: at each step, the move (down: insert, right: delete) and the snake after it.
        var edits: [Edit] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let before = trace[d]  // diagonal k at `k + d + 1`
            let k = x - y
            let down = k == -d || (k != d && before[k - 1 + d + 1] < before[k + 1 + d + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = before[previousK + d + 1]
            let previousY = previousX - previousK
            let (movedX, movedY) = down ? (previousX, previousY + 1) : (previousX + 1, previousY)
            while x > movedX, y > movedY { edits.append(.same); x -= 1; y -= 1 }
            edits.append(down ? .insert : .delete)
            (x, y) = (previousX, previousY)
        }
        while x > 0, y > 0 { edits.append(.same); x -= 1; y -= 1 }
        return edits.reversed()
    }
}
