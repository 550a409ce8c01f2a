/// SplitMix64: a tiny, fixed pseudo-random generator, so the sample is the same on every run and
/// every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `0..<bound`; the slight modulo bias does not matter for picking test amounts.
    mutating func next(below bound: UInt64) -> UInt64 {
        next() % bound
    }
}
