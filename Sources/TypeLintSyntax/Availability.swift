extension SyntaxTree {
    /// The code written for systems older than an availability check names, as token ranges: the `else` of
    /// `if #available(iOS 14, *)` (with each `else if` after it), the `else` of `guard #available(…)`, the body of
    /// `if #unavailable(…)`. A fix there must not write the API the check keeps it from (`.title2` is iOS 14's).
    public var backDeployedCode: [Range<Int>] {
        var ranges: [Range<Int>] = []
        for check in words("#available", kind: .directive) + words("#unavailable", kind: .directive) {
            let depth = enclosing[check]
            guard let body = (check + 1..<code.count).first(where: { isPunct($0, "{") && enclosing[$0] == depth }),
                  Int(partner[body]) > body else { continue }
            let bodyEnd = Int(partner[body]) + 1
            // `guard #available(…) else { … }`, and `if #unavailable(…) { … }`: the block is the older systems' code.
            if isWord(body - 1, "else") || isToken(check, .directive, "#unavailable") {
                ranges.append(body..<bodyEnd)
                continue
            }
            // `if #available(…) { … } else if … { … } else { … }`: everything after the first `else`.
            guard isWord(bodyEnd, "else") else { continue }
            var end = bodyEnd + 1
            while end < code.count {
                if isPunct(end, "{"), Int(partner[end]) > end {
                    end = Int(partner[end]) + 1
                    guard isWord(end, "else") else { break }
                    end += 1
                } else if isWord(end, "if"), let next = (end + 1..<code.count).first(where: { isPunct($0, "{") && enclosing[$0] == depth }) {
                    end = next
                } else {
                    break
                }
            }
            ranges.append(bodyEnd + 1..<end)
        }
        return ranges
    }
}
