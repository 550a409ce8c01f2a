import SpenDropCore

/// An option a command declares (`CommandSpec(options: [...])`) and reads by the same value.
public protocol DeclaredOption: Sendable {
    /// What parsing, help and completions see.
    var declaration: CommandSpec.Option { get }
}

/// One `--name VALUE` option: its declaration and how its words become the command's value.
///
/// Promises: a command reads an option only through the key it declared, so a misspelt option
/// does not compile; the value it gets is already read (`CalendarDay`, checked text), and a word
/// that cannot be read is an `AppError.usage` naming it, thrown before the command does anything.
public struct CommandOption<Value>: DeclaredOption {
    public let declaration: CommandSpec.Option
    private let read: @Sendable (String) throws(AppError) -> Value

    public init(
        _ name: String, _ valueName: String, _ help: String, allowed: [String]? = nil, required: Bool = false,
        read: @escaping @Sendable (String) throws(AppError) -> Value
    ) {
        self.declaration = CommandSpec.Option(name, valueName, help, allowed: allowed, required: required)
        self.read = read
    }

    public var name: String { declaration.name }

    /// The value `text` stands for.
    func value(of text: String) throws(AppError) -> Value {
        try read(text)
    }
}

extension CommandOption where Value == String {
    /// An option whose value is its text as given (an amount read against the store later, a file path).
    public init(_ name: String, _ valueName: String, _ help: String, allowed: [String]? = nil, required: Bool = false) {
        self.init(name, valueName, help, allowed: allowed, required: required, read: { $0 })
    }

    /// A merchant, category, note or name: no control characters, and (when `required`) not blank.
    public static func text(
        _ name: String, _ valueName: String, _ help: String, field: String, required: Bool = true
    ) -> Self {
        Self(
            name, valueName, help,
            read: { (text: String) throws(AppError) in try InputReading.text(text, field: field, required: required) })
    }
}

extension CommandOption where Value == CalendarDay {
    /// `--date YYYY-MM-DD` (or another name): one calendar day.
    public static func day(_ name: String = "--date", _ help: String) -> Self {
        Self(name, "YYYY-MM-DD", help, read: { (text: String) throws(AppError) in try InputReading.day(text) })
    }
}
