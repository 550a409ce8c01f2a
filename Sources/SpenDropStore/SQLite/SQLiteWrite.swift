/// One kind of write to one table: what the write guard makes ready and SQLite's authorizer
/// asks about (a foreign key's cascade is a delete or an update of the child table; an UPSERT is
/// an insert and an update).
public struct SQLiteWrite: Hashable, Sendable {
    public enum Kind: Sendable, CaseIterable {
        case insert, update, delete
    }

    /// The table's name, in lower case.
    public let table: String
    public let kind: Kind

    public init(_ kind: Kind, into table: String) {
        self.table = table.lowercased()
        self.kind = kind
    }
}
