/// A number with its noun in the right form: `1 transaction`, `3 transactions`, `0 problems`.
///
/// Promises: pure; the plural is the singular with `s` unless another is given; the number is
/// grouped by thousands (`1,250 transactions`).
public enum Counted {
    public static func text<Number: BinaryInteger>(_ count: Number, _ singular: String, plural: String? = nil) -> String
    {
        "\(DigitText.groupedThousands(count)) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
