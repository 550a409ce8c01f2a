extension Int64 {
    /// The quotient rounded toward minus infinity, so a moment before 1970 falls on the day before
    /// it (Swift's `/` rounds toward zero).
    public func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        let signsDiffer = (self < 0) != (divisor < 0)
        return self % divisor != 0 && signsDiffer ? quotient - 1 : quotient
    }
}
