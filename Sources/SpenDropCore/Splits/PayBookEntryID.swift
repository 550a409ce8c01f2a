/// The identity of one PayBook entry, given by whoever records it (the store's row id, a UUID).
///
/// Promises: compared by its exact text; a PayBook never holds two entries with the same id.
public struct PayBookEntryID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
