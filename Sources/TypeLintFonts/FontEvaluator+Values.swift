import TypeLintSyntax

/// Values other than fonts: labels, strings, weights, styles, numbers and sizes.
extension FontEvaluator {
    func label(_ argument: Chain.Argument) -> String? {
        argument.label.map { tree.text($0) }
    }

    /// A string literal, or a parameter bound to one (`face.rawValue` of a parameter given an enum case), a constant of the
    /// file the use sees (a function's `let boldName = "Inter-Bold"`), or a name the index holds as one.
    func string(_ range: Range<Int>) -> String? {
        if let literal = tree.stringValue(range) { return literal }
        guard let name = dottedName(range) else { return builtName(range) }
        if !name.contains("."), bindings[name] == nil, let literal = constants.stringLiteral(name, at: range.lowerBound, tree) {
            return tree.stringValue(literal..<literal + 1)
        }
        guard case .string(let bound)? = lookUp(name, at: range.lowerBound) else { return nil }
        return bound
    }

    /// A face's name built from known strings: `family + "-" + self.faceSuffix`, each operand known; or a choice between a
    /// name and the same name with more after it (`rawValue.isEmpty ? family : family + "-" + suffix`), which is the face's
    /// full name, the shorter one its fallback. Nil for anything else.
    private func builtName(_ range: Range<Int>) -> String? {
        // Each operand is a shorter range than the whole, but a chain of choices (`c ? "A" : c ? "A" : …`) nests one level
        // per `?`: a face's name is never built that deep.
        guard range.count >= 3, nameDepth < 16 else { return nil }
        let lower = range.lowerBound
        var inner = self
        inner.nameDepth += 1
        if let (whenTrue, whenFalse) = ternaryBranches(range) {
            guard let first = inner.string(whenTrue), let second = inner.string(whenFalse) else { return nil }
            if second.hasPrefix(first) { return second }
            return first.hasPrefix(second) ? first : nil
        }
        let pluses = range.filter { topLevel($0, in: lower) && tree.isToken($0, .operator, "+") }
        guard !pluses.isEmpty else { return nil }
        var name = ""
        var start = lower
        for end in pluses + [range.upperBound] {
            guard start < end, let part = inner.string(start..<end) else { return nil }
            name += part
            // A face's name is short: one built past this is not one.
            guard name.utf8.count <= 256 else { return nil }
            start = end + 1
        }
        return name
    }

    /// `.semibold`, `Font.Weight.semibold`, `UIFont.Weight.semibold`, `UIFont.Weight(rawValue: 0.4)`, or a name bound or
    /// indexed as a weight.
    public func weightValue(_ range: Range<Int>) -> Weight? {
        if let weight = memberName(range).flatMap(Weight.init(rawValue:)) { return weight }
        if let weight = systemWeight(range) { return weight }
        guard let name = dottedName(range), case .weight(let weight)? = lookUp(name, at: range.lowerBound) else { return nil }
        return weight
    }

    /// `UIFont.Weight(rawValue: 0.4)`, `NSFont.Weight(0.4)`: the weight drawn for a literal raw value.
    func systemWeight(_ range: Range<Int>) -> Weight? {
        let read = tree.unparenthesized(range)
        let close = read.upperBound - 1
        guard read.count >= 4, tree.isPunct(close, ")"), case let open = Int(tree.partner[close]), open >= read.lowerBound + 1,
              tree.isWord(open - 1, "Weight"), open - 1 == read.lowerBound || tree.isPunct(open - 2, ".") else { return nil }
        var value = open + 1..<close
        if tree.isWord(value.lowerBound, "rawValue"), tree.isPunct(value.lowerBound + 1, ":") { value = value.lowerBound + 2..<close }
        return tree.numberValue(value).map(Weight.init(systemRawValue:))
    }

    /// The text style whose size `range` reads: `UIFont.preferredFont(forTextStyle: .body).pointSize`, or a name declared
    /// with that value where the use sees it (`let fontPointSize = UIFont.preferredFont(forTextStyle: .body).pointSize`).
    func styleOfPointSize(_ range: Range<Int>) -> TextStyle? {
        var read = tree.unparenthesized(range)
        if read.count == 1, tree.code[read.lowerBound].kind == .word {
            let (use, name) = (read.lowerBound, tree.identifier(read.lowerBound))
            // The last declaration before the use whose block holds it: a name declared again in an inner block
            // (`let fontPointSize = fontPointSize * 0.9`) is another value, there only.
            let seen = tree.declarations.last { declaration in
                let block = Int(tree.enclosing[declaration.name])
                return declaration.name < use && tree.identifier(declaration.name) == name
                    && (block < 0 || use < Int(tree.partner[block]))
            }
            guard let initializer = seen?.initializer else { return nil }
            read = tree.unparenthesized(initializer)
        }
        let close = read.upperBound - 3
        guard read.count >= 6, tree.isWord(read.upperBound - 1, "pointSize"), tree.isPunct(read.upperBound - 2, "."),
              tree.isPunct(close, ")"), case let open = Int(tree.partner[close]), open > read.lowerBound,
              tree.isWord(open - 1, "preferredFont"), tree.isWord(open + 1, "forTextStyle"), tree.isPunct(open + 2, ":")
        else { return nil }
        return styleValue(open + 3..<close)
    }

    public func styleValue(_ range: Range<Int>) -> TextStyle? {
        if let style = memberName(range).flatMap(TextStyle.init(named:)) { return style }
        guard let name = dottedName(range) else { return nil }
        switch lookUp(name, at: range.lowerBound) {
        case .style(let style)?: return style
        case .font(let spec)?: return spec.style
        default: return nil
        }
    }

    /// The last member name of `.x`, `A.x` or `A.B.x`.
    public func memberName(_ range: Range<Int>) -> String? { tree.memberName(range) }

    /// `name`, `A.b`, `self.b`: a name and members, nothing else.
    func dottedName(_ range: Range<Int>) -> String? {
        guard let first = range.first, tree.code[first].kind == .word, range.count % 2 == 1 else { return nil }
        for (offset, k) in range.enumerated() where (offset % 2 == 0) != (tree.code[k].kind == .word)
            || (offset % 2 == 1 && !tree.isPunct(k, ".")) {
            return nil
        }
        return tree.text(range)
    }

    /// A number: a literal, a parameter, a constant of the file, or one the index knows.
    public func number(_ range: Range<Int>, at use: Int) -> Double? {
        if let literal = tree.numberValue(range) { return literal }
        if let value = arithmetic(range, at: use) { return value }
        // `.minimumButtonDimension`: a number type's static member (`extension CGFloat { static let … = 44 }`).
        if range.count == 2, tree.isPunct(range.lowerBound, "."), tree.code[range.lowerBound + 1].kind == .word {
            let member = tree.text(range.lowerBound + 1)
            guard index.mentions(member.utf8) else { return nil }
            for type in ModuleIndex.numberTypes.sorted() {
                if case .number(let value)? = index["\(type).\(member)"] { return value }
            }
            return nil
        }
        var range = range
        if range.count >= 4, tree.code[range.lowerBound].kind == .word,
           ["CGFloat", "Double", "Float"].contains(tree.text(range.lowerBound)), tree.isPunct(range.lowerBound + 1, "("),
           Int(tree.partner[range.lowerBound + 1]) == range.upperBound - 1 {
            range = range.lowerBound + 2..<range.upperBound - 1
        }
        guard let name = dottedName(range) else { return nil }
        if !name.contains("."), bindings[name] == nil, let constant = constants.value(name),
           !tree.isParameter(name, at: use) || tree.isPassedItsOwnName(name, at: use) {
            return constant
        }
        if bindings.isEmpty, !name.contains("."), let fallback = defaultArgument(name, at: use) {
            return tree.numberValue(fallback)
        }
        switch lookUp(name, at: use) {
        case .number(let value)?:
            return value
        case .choices(let values)?:
            // A size that is one of several: the smallest, which is what the minimum is checked against.
            return values.compactMap { if case .number(let n) = $0 { n } else { nil } }.min()
        default:
            return nil
        }
    }

    /// `.minimumButtonDimension / 2`, `Metrics.rowHeight - 8`: two numbers and the operator between them (the last one
    /// of the lowest precedence, as Swift groups them); nil when either side is unknown.
    private func arithmetic(_ range: Range<Int>, at use: Int) -> Double? {
        guard range.count >= 3, range.count <= 24 else { return nil }
        var split: (at: Int, additive: Bool)?
        for k in range.lowerBound + 1..<range.upperBound - 1 where tree.code[k].kind == .operator && topLevel(k, in: range.lowerBound) {
            let op = tree.text(k)
            guard ["+", "-", "*", "/"].contains(op), tree.code[k - 1].kind != .operator else { continue }
            let additive = op == "+" || op == "-"
            if split == nil || additive || !split!.additive { split = (k, additive) }
        }
        guard let split, let left = number(range.lowerBound..<split.at, at: use),
              let right = number(split.at + 1..<range.upperBound, at: use) else { return nil }
        let value = switch tree.text(split.at) {
        case "+": left + right
        case "-": left - right
        case "*": left * right
        default: right == 0 ? Double.nan : left / right
        }
        // Past Double's range (`1e300 * 1e300`) is no size anyone draws.
        return value.isFinite ? value : nil
    }

    /// The default of the parameter `name` of the function the use is in (`init(nameSize: CGFloat = 11)`): the
    /// value every call that leaves it out runs with. Not a font helper's: its calls bind its parameters.
    private func defaultArgument(_ name: String, at use: Int) -> Range<Int>? {
        guard let function = tree.functions.last(where: { $0.body.contains(use) }), !ModuleIndex.returnsFont(function, in: tree)
        else { return nil }
        return function.parameters.first { $0.name == name }?.defaultValue
    }

    /// A size argument: its value where it is known, the name it came from, and whether it scales anyway
    /// (a `@ScaledMetric` property, `UIFontMetrics…scaledValue(for:)`, a size read from another font).
    /// Whether a size expression reads something that scales: a `@ScaledMetric` property of the file
    /// (`baseSize * (fontMultiplier / 17)`) or a call of a module function that returns a scaled number
    /// (`userScaledFontSize(baseSize: 17)`). A product of a fixed size and a scaled factor scales.
    private func readsScaledNumber(_ range: Range<Int>) -> Bool {
        guard !constants.scaled.isEmpty || index.hasScalingFunctions else { return false }
        return range.contains { k in
            guard tree.code[k].kind == .word, !tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self") else { return false }
            let name = tree.text(k)
            if constants.scaled.contains(name), bindings[name] == nil { return true }
            guard tree.isPunct(k + 1, "(") else { return false }
            if index.scalesNumbers(name) { return true }
            return tree.qualifiedTypeName(at: k).map { index.scalesNumbers("\($0).\(name)") } ?? false
        }
    }

    public func sizeValue(_ range: Range<Int>) -> (value: Double?, constant: String?, isScaled: Bool) {
        if let value = tree.numberValue(range) { return (value, nil, false) }
        var lower = range.lowerBound
        if range.count == 3, tree.isWord(lower, "self"), tree.isPunct(lower + 1, ".") { lower += 2 }
        let name = dottedName(lower..<range.upperBound)
        if let name, !name.contains("."), constants.scaled.contains(name), bindings[name] == nil {
            return (nil, name, true)
        }
        if tree.mentionsScaledSize(range) || readsScaledNumber(range) { return (scaledBase(range), nil, true) }
        // A choice of sizes (`compact ? 13 : 10`) is checked at its smallest, as a constant that holds one is.
        let value = number(range, at: range.lowerBound)
        return (value, value == nil ? nil : name ?? tree.text(range), false)
    }

    /// The sizes a choice written in place gives (`compact ? 13 : 10`). None where the choice is by the device
    /// (`UIDevice.isTV ? 30 : 18`): each branch is another platform's, held to that platform's minimum.
    public func sizeChoices(_ range: Range<Int>) -> [Double] {
        let choice = tree.unparenthesized(range)
        guard !choice.contains(where: { tree.code[$0].kind == .word && Platforms.deviceConditionWords.contains(tree.text($0)) }),
              case .choices(let values)? = choices(choice) else { return [] }
        return values.compactMap { if case .number(let n) = $0 { n } else { nil } }
    }

    /// The size at the default Dynamic Type size of `UIFontMetrics(…).scaledValue(for: 14)`: 14, a style of its own (also
    /// a constant's or a helper's parameter's: `scaledValue(for: size)`); AppKit's standard sizes, which are not raw but are
    /// sizes (`NSFont.smallSystemFontSize` is 11pt: caption 2's).
    func scaledBase(_ range: Range<Int>) -> Double? {
        if range.count == 3, tree.isWord(range.lowerBound, "NSFont"), tree.isPunct(range.lowerBound + 1, ".") {
            return Self.appKitSizes[tree.text(range.lowerBound + 2)]
        }
        guard let last = range.last, tree.isPunct(last, ")"), case let open = Int(tree.partner[last]), open >= 1, open < last,
              tree.isWord(open - 1, "scaledValue"), tree.isWord(open + 1, "for"), tree.isPunct(open + 2, ":") else { return nil }
        return number(open + 3..<last, at: open + 3)
    }

    static let appKitSizes: [String: Double] = ["systemFontSize": 13, "smallSystemFontSize": 11, "labelFontSize": 10]
}
