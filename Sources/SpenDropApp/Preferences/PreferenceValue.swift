/// One value as a preference suite stores it: any JSON value, so a suite written by a newer
/// spendrop (with keys or shapes this one does not know) is read and written back unchanged.
///
/// Promises: decoding tells a boolean from a number and a whole number from a fraction, so a
/// setting can say "this is a number, not a string" instead of guessing.
public enum PreferenceValue: Equatable, Sendable, Codable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case list([PreferenceValue])
    case object([String: PreferenceValue])
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([PreferenceValue].self) {
            self = .list(value)
        } else {
            self = .object(try container.decode([String: PreferenceValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .boolean(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    /// What kind of JSON value this is, as a person would say it: "a string", "a number".
    public var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .integer, .number: return "a number"
        case .boolean: return "true or false"
        case .list: return "a list"
        case .object: return "an object"
        case .null: return "null"
        }
    }

    /// The value as it reads in a message: strings quoted with `'`, everything else as JSON.
    public var description: String {
        switch self {
        case .string(let value): return "'\(value)'"
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .boolean(let value): return value ? "true" : "false"
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "\($0): \(members[$0]!)" }.joined(separator: ", ") + "}"
        case .null: return "null"
        }
    }
}

/// The JSON type a setting stores.
public enum PreferenceType: String, Sendable {
    case string
    case integer
    case boolean

    /// Whether `value` has this type (`3` is an integer, `true` is a boolean, never the reverse).
    public func matches(_ value: PreferenceValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.integer, .integer), (.boolean, .boolean): return true
        default: return false
        }
    }

    /// "a string", "a whole number", "true or false".
    public var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .integer: return "a whole number"
        case .boolean: return "true or false"
        }
    }
}
