/// The lines two texts share and the lines each has alone, in order: how a failure's expected and
/// actual values are shown when either runs over several lines.
///
/// Promises: pure; reading the kept and expected-only lines gives back the expected text, the kept
/// and actual-only lines the actual text; the kept lines are a longest run the two have in common.
public enum LineDiff {
    public enum Line: Equatable, Sendable {
        case kept(String)
        case expectedOnly(String)
        case actualOnly(String)
    }

    /// The diff of `expected` against `actual`, line by line; nil when either has more than
    /// `limit` lines (the table it needs grows with the product of the two).
    public static func lines(expected: String, actual: String, limit: Int = 400) -> [Line]? {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old.count <= limit, new.count <= limit else { return nil }
        // common[i][j]: the longest common run of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.kept(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                result.append(.expectedOnly(old[i]))
                i += 1
            } else {
                result.append(.actualOnly(new[j]))
                j += 1
            }
        }
        return result
    }
}
