/// A command's words after its name: positional values, `--option VALUE` pairs and `--switch`
/// flags, read against what the command declares it takes.
///
/// Promises: an option the command does not declare, a missing value, or a missing or extra
/// positional value is an `AppError.usage` naming it; nothing is guessed.
public struct CommandArguments {
    public private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var switches: Set<String> = []

    /// Reads `words` for a command that takes `options` (with a value) and `flags` (without).
    public init(_ words: [String], command: String, options: Set<String> = [], flags: Set<String> = []) throws(AppError) {
        var remaining = words[...]
        while let word = remaining.popFirst() {
            guard word.hasPrefix("--"), word.count > 2 else {
                positional.append(word)
                continue
            }
            let name: String, inline: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            } else {
                name = word
                inline = nil
            }
            if flags.contains(name) {
                if inline != nil { throw .usage("'\(name)' takes no value") }
                switches.insert(name)
            } else if options.contains(name) {
                guard let value = inline ?? remaining.popFirst() else { throw .usage("'\(name)' needs a value") }
                values[name, default: []].append(value)
            } else {
                throw .usage("'\(command)' has no option '\(name)'; run 'spendrop --help'")
            }
        }
    }

    /// The last value given for `option`.
    public func value(_ option: String) -> String? {
        values[option]?.last
    }

    public func has(_ flag: String) -> Bool {
        switches.contains(flag)
    }

    /// Exactly `count` positional values, named in `names` for the error.
    public func requirePositional(_ names: [String], command: String) throws(AppError) -> [String] {
        guard positional.count == names.count else {
            let usage = names.map { "<\($0)>" }.joined(separator: " ")
            if positional.count < names.count {
                throw .usage("'\(command)' needs \(usage); missing <\(names[positional.count])>")
            }
            throw .usage("'\(command)' takes \(usage) but was also given '\(positional[names.count])'")
        }
        return positional
    }
}
