import SelfTestRunner
import SelfTests
import Testing

/// The recap's line diff against a longest common subsequence found by brute force.
@Suite struct LineDiffTests {
    /// All subsequences' longest common one, by trying every subset of the shorter text's lines.
    static func bruteForceCommon(_ a: [String], _ b: [String]) -> Int {
        var best = 0
        for mask in 0..<(1 << a.count) {
            let picked = a.indices.filter { mask & (1 << $0) != 0 }.map { a[$0] }
            var position = 0
            for line in b where position < picked.count && line == picked[position] { position += 1 }
            if position == picked.count { best = max(best, picked.count) }
        }
        return best
    }

    @Test func aDiffRebuildsBothTextsAndKeepsALongestCommonRun() throws {
        var random = SystemRandomNumberGenerator()
        let words = ["TOTAL", "CASH", "ITEM", "RM 1.00", ""]
        for _ in 0..<500 {
            let a = (0..<Int.random(in: 0...7, using: &random)).map { _ in words.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...7, using: &random)).map { _ in words.randomElement(using: &random)! }
            let lines = try #require(
                LineDiff.lines(expected: a.joined(separator: "\n"), actual: b.joined(separator: "\n")))
            var expected: [String] = [], actual: [String] = [], kept = 0
            for line in lines {
                switch line {
                case .kept(let text): expected.append(text); actual.append(text); kept += 1
                case .expectedOnly(let text): expected.append(text)
                case .actualOnly(let text): actual.append(text)
                }
            }
            // An empty text is one empty line, as splitting it gives.
            #expect(
                expected.joined(separator: "\n") == a.joined(separator: "\n")
                    && actual.joined(separator: "\n") == b.joined(separator: "\n"))
            let splitA = a.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            let splitB = b.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            #expect(kept == Self.bruteForceCommon(splitA, splitB), "\(a) against \(b)")
        }
        #expect(LineDiff.lines(expected: String(repeating: "x\n", count: 500), actual: "x", limit: 400) == nil)
    }
}
