import Foundation

/// One change the user made, as `history` lists it: when, what, and whether `undo` has reverted it.
public struct StoredChange: Equatable, Sendable {
    public let id: Int64
    public let madeAt: Date
    /// One sentence, as the command that made it confirmed it ("Added #12 Money Out RM 8.50 at Kopi from Cash").
    public let summary: String
    /// When `undo` reverted it; nil while it is in effect.
    public let undoneAt: Date?
}
