import SelfTestRunner

/// Random cases for the suites' property checks.
extension SplitMix64 {
    /// `count` non-negative numbers that add up to `total`, cut at random points.
    mutating func composition(of total: UInt64, into count: Int) -> [UInt64] {
        let bound = total == .max ? total : total + 1
        let cuts = ((0..<(count - 1)).map { _ in next(below: bound) } + [total]).sorted()
        var previous: UInt64 = 0
        return cuts.map { cut in
            defer { previous = cut }
            return cut - previous
        }
    }
}
