import TypeLintRules

/// `typelint rules` lists the rules; `typelint explain RULE` prints one rule's documentation.
enum RulesCommand {
    static func list() -> Int32 {
        let profile = try? ProfileLoader.load("root")
        let linter = profile.map { Linter(profile: $0) }
        var out = OutputBuffer()
        let width = RuleRegistry.descriptions.map(\.id.count).max() ?? 0
        for rule in RuleRegistry.descriptions {
            let severity = linter.flatMap { $0.severity(of: rule)?.rawValue } ?? "off"
            out.append(rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                       + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary + "\n")
        }
        out.flush()
        return ExitStatus.clean
    }

    static func explain(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1 else {
            writeError("usage: typelint explain RULE")
            return ExitStatus.usage
        }
        guard let rule = RuleRegistry.description(of: arguments[0]) else {
            writeError("typelint: unknown rule '\(arguments[0])' (see `typelint rules`)")
            return ExitStatus.usage
        }
        var out = OutputBuffer()
        out.append("\(rule.id): \(rule.name)\n\n\(rule.summary)\n\n\(rule.rationale)\n")
        for profileName in BuiltInProfiles.profileNames {
            if let profile = try? ProfileLoader.load(profileName), let clause = profile.rules[rule.id]?.clause, !clause.isEmpty {
                out.append("\nProfile \(profileName) (\(profile.rules[rule.id]?.severity ?? rule.defaultSeverity.rawValue)): \"\(clause)\"\n")
            }
        }
        out.append("\nTriggers (↓ marks the finding):\n")
        for example in rule.triggeringExamples { out.append(indent(example)) }
        out.append("\nDoes not trigger:\n")
        for example in rule.nonTriggeringExamples { out.append(indent(example)) }
        out.flush()
        return ExitStatus.clean
    }

    private static func indent(_ example: String) -> String {
        example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
