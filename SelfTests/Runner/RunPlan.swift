/// The checks a launch will run, in the order it will run them: the selection after suite flags,
/// filters and skips, cut to this launch's shard, shuffled when asked.
///
/// Promises: suites keep their table order unless shuffled, and a suite's checks always run
/// together, so one summary line follows them. The same table, options and seed always give the
/// same plan.
public struct RunPlan {
    /// One suite with the checks of it that will run.
    public struct Entry {
        public let suite: SelfTestSuite
        public let checks: [SelfTestCheck]
    }

    public let entries: [Entry]
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
        if let seed {
            var random = SplitMix64(seed: seed)
            entries = random.shuffled(entries).map { Entry(suite: $0.suite, checks: random.shuffled($0.checks)) }
        }
        self.entries = entries
    }
}
