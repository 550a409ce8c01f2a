/// One category the user chose for a merchant: the history suggestions are learned from.
///
/// Promises: a plain value the caller builds from its own records; choices are ordered by
/// `day`, then by `sequence` within a day (higher is later), never by their place in an array.
public struct CategoryChoice: Hashable, Sendable {
    /// The merchant as it was written when the choice was made; matched through
    /// `MerchantNormaliser`, so any spelling of the same merchant counts.
    public var merchant: String
    public var category: String
    public var day: CalendarDay
    /// Order within the day, such as a transaction id; later choices have higher numbers.
    public var sequence: Int

    public init(merchant: String, category: String, day: CalendarDay, sequence: Int = 0) {
        self.merchant = merchant
        self.category = category
        self.day = day
        self.sequence = sequence
    }

    /// Whether this choice was made after `other`.
    public func isLater(than other: CategoryChoice) -> Bool {
        (day, sequence) > (other.day, other.sequence)
    }
}
