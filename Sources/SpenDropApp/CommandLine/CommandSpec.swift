import Basics

/// One command's declaration: its words, what it takes and what each part means. Parsing
/// (`CommandArguments`), the usage line, `--help`, `spendrop help COMMAND` and the shell
/// completions are all computed from it, so none of them can drift from the others.
///
/// Promises: a declaration is plain data; declaring an option here is the only way a command
/// accepts it.
public struct CommandSpec: Sendable {
    /// A value given by position, such as `AMOUNT`.
    public struct Positional: Sendable {
        public let name: String
        public let help: String
        public let isOptional: Bool
        /// The only words allowed here (`csv`, `json`, `hledger`), or nil for any text.
        public let allowed: [String]?

        public init(_ name: String, _ help: String, optional: Bool = false, allowed: [String]? = nil) {
            self.name = name
            self.help = help
            self.isOptional = optional
            self.allowed = allowed
        }
    }

    /// `--name VALUE` as help, completions and parsing see it (the declaration the self-test
    /// runner's options use too); a command declares and reads it through a `CommandOption`.
    public typealias Option = OptionDeclaration

    /// `--name` with no value; the declared value is also the key a command reads it by.
    public typealias Flag = OptionDeclaration

    /// The words that name it: `["accounts", "add"]`.
    public let path: [String]
    public let summary: String
    public let positionals: [Positional]
    public let options: [Option]
    public let flags: [Flag]
    /// Whether it prints an object for programs with the global `--json`.
    public let printsJSON: Bool
    public let subcommands: [CommandSpec]

    public init(
        _ path: [String], _ summary: String, positionals: [Positional] = [], options: [any DeclaredOption] = [],
        flags: [Flag] = [], json: Bool = false, subcommands: [CommandSpec] = []
    ) {
        self.path = path
        self.summary = summary
        self.positionals = positionals
        self.options = options.map(\.declaration)
        precondition(
            flags.allSatisfy { $0.valueName == nil }, "a flag of \(path) takes a value; declare it as an option")
        self.flags = flags
        self.printsJSON = json
        self.subcommands = subcommands
    }

    /// `accounts add`.
    public var name: String { path.joined(separator: " ") }

    /// The subcommand declared as `word`.
    public func subcommand(_ word: String) -> CommandSpec? {
        subcommands.first { $0.path.last == word }
    }

    /// The global flag every command with a JSON form takes.
    public static let jsonFlag = Flag("--json", "print an object for programs instead of the screen")
}
