/// The checks a launch will run, in the order it will run them: the selection after suite flags,
/// filters and skips, cut to this launch's shard, shuffled when asked.
///
/// Promises: suites keep their table order unless shuffled, and a suite's checks always run
/// together, so one summary line follows them. The same table, options and seed always give the
/// same plan. Shuffled and repeated, each iteration has an order of its own, from a seed of its
/// own (`seed(forIteration:)`; the first iteration's is the launch's seed).
public struct RunPlan {
    /// One suite with the checks of it that will run.
    public struct Entry {
        public let suite: SelfTestSuite
        public let checks: [SelfTestCheck]
    }

    /// The first iteration's order.
    public let entries: [Entry]
    /// The selection in table order, before any shuffle.
    private let unshuffled: [Entry]
    /// The launch's shuffle seed; nil when not shuffled.
    public let seed: UInt64?
    /// How many checks the selection held before sharding.
    public let selectedCount: Int

    public var checkCount: Int { entries.reduce(0) { $0 + $1.checks.count } }

    public init(table: [SelfTestSuite], options: RunnerOptions, seed: UInt64?) {
        var position = 0
        var entries: [Entry] = []
        for suite in table {
            var kept: [SelfTestCheck] = []
            for check in suite.checks where options.selects(suite: suite.name, check: check.name) {
                if options.shard?.includes(position: position) ?? true { kept.append(check) }
                position += 1
            }
            if !kept.isEmpty { entries.append(Entry(suite: suite, checks: kept)) }
        }
        selectedCount = position
        unshuffled = entries
        self.seed = seed
        self.entries = seed.map { RunPlan.shuffled(entries, seed: $0) } ?? entries
    }

    /// The order of iteration `iteration` (from 1): the first's for the first, a new shuffle from
    /// that iteration's own seed for each later one when shuffled, the table's order when not.
    public func entries(iteration: Int) -> [Entry] {
        guard let seed, iteration > 1 else { return entries }
        return RunPlan.shuffled(unshuffled, seed: RunPlan.seed(seed, iteration: iteration))
    }

    /// The seed iteration `iteration` is shuffled with: the launch's own for the first, and one
    /// drawn from it for each later one, so `--seed` repeats every iteration's order.
    public static func seed(_ seed: UInt64, iteration: Int) -> UInt64 {
        guard iteration > 1 else { return seed }
        var random = SplitMix64(seed: seed ^ 0x5EED_0F17_E4A7_1011)
        var drawn = seed
        for _ in 1..<iteration { drawn = random.next() }
        return drawn
    }

    private static func shuffled(_ entries: [Entry], seed: UInt64) -> [Entry] {
        var random = SplitMix64(seed: seed)
        return random.shuffled(entries).map { Entry(suite: $0.suite, checks: random.shuffled($0.checks)) }
    }
}
