/// A value bound to or read from an SQL statement. There is deliberately no floating-point case:
/// money is stored as integer minor units.
public enum SQLiteValue: Equatable, Sendable {
    case integer(Int64)
    case text(String)
    case null

    public static func optionalText(_ text: String?) -> SQLiteValue {
        text.map { .text($0) } ?? .null
    }

    public static func optionalInteger(_ value: Int64?) -> SQLiteValue {
        value.map { .integer($0) } ?? .null
    }
}
