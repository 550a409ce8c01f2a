/// How a total is divided among the people of a split.
///
/// Promises: no mode carries a floating-point number. Percentages are whole basis points
/// (hundredths of a percent), so 33.33% is `3333` and the parts of a valid split add up to
/// exactly `SplitMode.wholeInBasisPoints` (100%).
public enum SplitMode: Equatable, Sendable {
    /// Everyone takes the same part; leftover minor units go by `SplitCalculator`'s tie rule.
    case equal
    /// Each person takes the amount given, in participant order; the amounts must add up to the total.
    case exact([Money])
    /// Each person takes a percentage in basis points (`5000` is 50%, `3333` is 33.33%), in
    /// participant order; they must add up to 10,000 (100%).
    case percent(basisPoints: [Int])
    /// Each person takes a part in proportion to a whole number of shares, in participant order;
    /// every share count must be at least one.
    case shares([Int])

    /// 100% in basis points.
    public static let wholeInBasisPoints = 10_000
}
