/// One option a command line takes, as its help shows it and a parser matches it: `--name VALUE`
/// (a value named `valueName`, one of `allowed` when those are given) or the switch `--name`.
///
/// Promises: plain data, the one way both spendrop's commands and its self-test runner declare an
/// option; `term` is how every usage line and help page writes it, and `split` how every parser
/// reads `--name=value`.
public struct OptionDeclaration: Sendable, Equatable {
    public let name: String
    /// The value's name in help (`N`, `YYYY-MM-DD`); nil for a switch.
    public let valueName: String?
    public let help: String
    /// The only values allowed, or nil for any.
    public let allowed: [String]?
    public let isRequired: Bool

    /// A switch: `--name`.
    public init(_ name: String, _ help: String) {
        self.name = name
        self.valueName = nil
        self.help = help
        self.allowed = nil
        self.isRequired = false
    }

    /// `--name VALUE`.
    public init(_ name: String, _ valueName: String, _ help: String, allowed: [String]? = nil, required: Bool = false) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.allowed = allowed
        self.isRequired = required
    }

    /// `--limit N`, `--by category|tag`, or `--all`.
    public var term: String {
        guard let valueName else { return name }
        return name + " " + (allowed?.joined(separator: "|") ?? valueName)
    }

    /// `--name=value` as the option's name and its value; any other word as itself, with none.
    public static func split(_ word: String) -> (name: String, inlineValue: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
