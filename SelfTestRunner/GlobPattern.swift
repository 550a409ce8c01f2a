/// A shell-style pattern over `Suite/check` ids: `*` matches any run of characters (including
/// `/`), `?` exactly one, everything else itself, case-sensitively; and over a bare suite or
/// check name, case-insensitively, as `swift test --filter Splits` selects a suite.
public struct GlobPattern: Equatable, Sendable {
    public let text: String
    private let pattern: [Character]
    private let folded: [Character]

    public init(_ text: String) {
        self.text = text
        self.pattern = Array(text)
        self.folded = Array(text.lowercased())
    }

    /// Whether the pattern selects the check `check` of `suite`: the whole id `Suite/check`
    /// matches, or the suite's or the check's name does, whatever the case.
    public func selects(suite: String, check: String) -> Bool {
        matches("\(suite)/\(check)") || GlobPattern.match(folded, suite.lowercased())
            || GlobPattern.match(folded, check.lowercased())
    }

    /// Whether the whole of `candidate` matches. - Complexity: O(pattern × candidate) at worst.
    public func matches(_ candidate: String) -> Bool {
        GlobPattern.match(pattern, candidate)
    }

    private static func match(_ pattern: [Character], _ candidate: String) -> Bool {
        let subject = Array(candidate)
        var p = 0, s = 0
        var starP = -1, starS = 0
        while s < subject.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == subject[s] {
                p += 1
                s += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starP = p
                starS = s
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
