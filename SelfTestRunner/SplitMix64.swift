/// SplitMix64: a tiny, fixed pseudo-random generator, so the sample is the same on every run and
/// every machine: the order `--shuffle` runs checks in, a check's random cases, and `swift test`'s
/// (as a `RandomNumberGenerator`).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `0..<bound`; the slight modulo bias does not matter for picking test amounts.
    public mutating func next(below bound: UInt64) -> UInt64 {
        next() % bound
    }

    /// A place in a collection of `count` elements.
    public mutating func index(_ count: Int) -> Int {
        Int(next(below: UInt64(count)))
    }

    /// The elements in a random order (Fisher-Yates).
    public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        for last in result.indices.reversed() where last > 0 {
            result.swapAt(last, index(last + 1))
        }
        return result
    }
}
