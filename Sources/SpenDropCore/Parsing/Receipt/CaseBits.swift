/// A set of the cases of a small enum as one bit each, so weighing a receipt's candidates hashes
/// nothing (`TotalEvidence`, `DateEvidence`, `TotalConfirmation`).
///
/// Promises: holds any of the first 32 cases of `Element.ordered`; `elements` are in that order.
struct CaseBits<Element: OrderedCases>: Equatable, ExpressibleByArrayLiteral {
    private(set) var bits: UInt32 = 0

    init(arrayLiteral elements: Element...) {
        for element in elements { insert(element) }
    }

    private static func bit(_ element: Element) -> UInt32 {
        1 << UInt32(Element.ordered.firstIndex(of: element)!)
    }

    mutating func insert(_ element: Element) { bits |= Self.bit(element) }
    func contains(_ element: Element) -> Bool { bits & Self.bit(element) != 0 }
    var isEmpty: Bool { bits == 0 }
    func intersects(_ other: CaseBits) -> Bool { bits & other.bits != 0 }
    func isSuperset(of other: CaseBits) -> Bool { bits & other.bits == other.bits }
    /// The sum of `weights` (one per case, in `Element.ordered` order) over the cases held.
    func sum(of weights: [Double]) -> Double {
        var sum = 0.0
        var remaining = bits
        while remaining != 0 {
            sum += weights[remaining.trailingZeroBitCount]
            remaining &= remaining - 1
        }
        return sum
    }

    /// The cases held, in `Element.ordered` order.
    var elements: [Element] {
        Element.ordered.enumerated().filter { bits & 1 << UInt32($0.offset) != 0 }.map(\.element)
    }
}

/// An enum whose cases, in their declared order, number at most 32.
protocol OrderedCases: Equatable {
    static var ordered: [Self] { get }
}

extension TotalEvidence: OrderedCases {
    static let ordered = allCases
}

extension TotalConfirmation: OrderedCases {
    static let ordered = allCases
}
