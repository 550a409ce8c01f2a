import Basics

/// A command's words after its name, read against its `CommandSpec`: positional values,
/// `--option VALUE` pairs and `--flag` switches, with the global options allowed anywhere.
///
/// Promises:
/// - Only what the declaration lists is accepted; an undeclared option, a missing value, a value
///   outside the allowed ones, a missing required option and a missing or extra positional value
///   are each an `AppError.usage` (exit 2) that names it and points at `--help`.
/// - `--json` is accepted anywhere by a command that prints JSON and refused by one that does not;
///   `-KEY VALUE` preference overrides anywhere are left to the preferences; after `--` every word
///   is a positional value, so any text (`--shuffle`, `-5`) can be a merchant.
public struct CommandArguments {
    public private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var switches: Set<String> = []
    private let commandName: String
    private let declaredOptions: Set<String>
    private let declaredFlags: Set<String>

    public init(
        _ words: [String], spec: CommandSpec, preferenceKeys: [String] = PreferenceCatalog.all.map(\.key)
    ) throws(AppError) {
        commandName = spec.name
        declaredOptions = Set(spec.options.map(\.name))
        declaredFlags = Set(spec.flags.map(\.name))
        let help = "run 'spendrop \(spec.name) --help'"
        var remaining = words[...]
        var optionsEnded = false
        while let word = remaining.popFirst() {
            if optionsEnded {
                positional.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word.hasPrefix("-"), !word.hasPrefix("--"), preferenceKeys.contains(String(word.dropFirst())),
                !remaining.isEmpty
            {
                remaining.removeFirst()
                continue
            }
            guard word.hasPrefix("--"), word.count > 2 else {
                positional.append(word)
                continue
            }
            let (name, inline) = OptionDeclaration.split(word)
            if name == CommandSpec.jsonFlag.name {
                guard spec.printsJSON else { throw .usage("'\(spec.name)' has no JSON output; \(help)") }
                if inline != nil { throw .usage("'--json' takes no value") }
                switches.insert(name)
            } else if spec.flags.contains(where: { $0.name == name }) {
                if inline != nil { throw .usage("'\(name)' takes no value") }
                switches.insert(name)
            } else if let option = spec.options.first(where: { $0.name == name }) {
                guard let value = inline ?? remaining.popFirst() else {
                    throw .usage("'\(name)' needs a value: \(name) \(option.valueName ?? "")")
                }
                if let allowed = option.allowed, !allowed.contains(value) {
                    throw .usage("'\(name)' takes \(CommandHelp.choices(allowed)), not '\(value)'")
                }
                values[name, default: []].append(value)
            } else {
                throw .usage("'\(spec.name)' has no option '\(name)'; \(help)")
            }
        }
        let required = spec.positionals.filter { !$0.isOptional }
        if positional.count < required.count {
            let missing = required[positional.count]
            throw .usage("'\(spec.name)' needs \(CommandHelp.positionalUsage(spec)); missing \(missing.name)")
        }
        if positional.count > spec.positionals.count {
            let extra = positional[spec.positionals.count]
            let takes = spec.positionals.isEmpty ? "no values" : CommandHelp.positionalUsage(spec)
            let dash = extra.hasPrefix("-") ? " (write '-- \(extra)' for a value that starts with '-')" : ""
            throw .usage("'\(spec.name)' takes \(takes) but was also given '\(extra)'; \(help)\(dash)")
        }
        for (value, declared) in zip(positional, spec.positionals) {
            if let allowed = declared.allowed, !allowed.contains(value) {
                throw .usage("'\(spec.name)' takes \(CommandHelp.choices(allowed)) as \(declared.name), not '\(value)'")
            }
        }
        for option in spec.options where option.isRequired && values[option.name] == nil {
            throw .usage("'\(spec.name)' needs \(option.name) \(option.valueName ?? ""): \(option.help)")
        }
    }

    /// The value last given for `option`, read; nil when it was not given.
    public func value<Value>(_ option: CommandOption<Value>) throws(AppError) -> Value? {
        try values[checked(option.declaration)]?.last.map { (text: String) throws(AppError) in
            try option.value(of: text)
        }
    }

    /// Every value a repeatable option was given, in order, each read.
    public func values<Value>(_ option: CommandOption<Value>) throws(AppError) -> [Value] {
        var read: [Value] = []
        for text in values[checked(option.declaration)] ?? [] { read.append(try option.value(of: text)) }
        return read
    }

    /// The words last given for `option`, as typed (what a screen's JSON says it was filtered by).
    public func text(of option: CommandSpec.Option) -> String? {
        values[checked(option)]?.last
    }

    /// Whether `option` was given at all.
    public func isGiven(_ option: some DeclaredOption) -> Bool {
        values[checked(option.declaration)] != nil
    }

    public func has(_ flag: CommandSpec.Flag) -> Bool {
        precondition(
            flag.name == CommandSpec.jsonFlag.name || declaredFlags.contains(flag.name),
            "'\(flag.name)' is read by '\(commandName)' but not declared in its spec")
        return switches.contains(flag.name)
    }

    /// Whether the global `--json` was given.
    public var wantsJSON: Bool { switches.contains(CommandSpec.jsonFlag.name) }

    /// The positional value at `index`, nil when an optional one was not given.
    public subscript(position index: Int) -> String? {
        index < positional.count ? positional[index] : nil
    }

    /// Reading an option the command did not declare is a mistake in the command, found by its first test.
    private func checked(_ option: CommandSpec.Option) -> String {
        precondition(
            declaredOptions.contains(option.name),
            "'\(option.name)' is read by '\(commandName)' but not declared in its spec")
        return option.name
    }
}
