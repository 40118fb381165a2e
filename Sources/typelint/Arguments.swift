/// A small table-driven argument parser (swift-argument-parser cannot be a dependency).
struct Arguments {
    struct Option {
        let name: String
        let takesValue: Bool
        let help: String
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]

    /// Parses `--name`, `--name value`, `--name=value`; `--` ends the options.
    init(_ arguments: [String], options: [Option]) throws {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            // `--output=` keeps its empty value (a variable that was not set): it never takes the next argument.
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let option = options.first(where: { $0.name == parts[0] }) else {
                throw UsageError(description: "unknown option '\(parts[0])' (see `typelint --help`)")
            }
            if option.takesValue {
                let value: String
                if parts.count == 2 {
                    value = parts[1]
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(description: "option '\(option.name)' needs a value")
                }
                guard !value.isEmpty else { throw UsageError(description: "option '\(option.name)' was given an empty value") }
                values[option.name, default: []].append(value)
            } else {
                guard parts.count == 1 else { throw UsageError(description: "option '\(option.name)' takes no value") }
                flags.insert(option.name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
}
