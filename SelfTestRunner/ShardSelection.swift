/// Which share of the selected checks this launch runs: every `count`-th check by its position
/// in table order, starting at `index`.
///
/// Promises: for a given selection the shards 0..<count are disjoint and together hold every
/// check exactly once. The Test isolation suite is not sharded: it runs in every shard.
public struct ShardSelection: Equatable, Sendable {
    public let index: Int
    public let count: Int
    /// A file to touch to tell the caller that sharding was understood (GoogleTest and Bazel).
    public let statusFile: String?

    public init(index: Int, count: Int, statusFile: String? = nil) {
        self.index = index
        self.count = count
        self.statusFile = statusFile
    }

    public func includes(position: Int) -> Bool {
        position % count == index
    }

    /// The sharding that `--shard-index`/`--shard-count` or, failing those, the GoogleTest
    /// (`GTEST_*`) or Bazel (`TEST_*`) environment asks for; nil when none does.
    static func resolve(
        index: String?, count: String?, environment: [String: String]
    ) throws(RunnerUsageError) -> ShardSelection? {
        if index != nil || count != nil {
            return try make(
                index: index, count: count, indexName: "--shard-index", countName: "--shard-count", statusFile: nil)
        }
        for prefix in ["GTEST", "TEST"] {
            let indexKey = "\(prefix)_SHARD_INDEX",
                countKey = prefix == "GTEST" ? "GTEST_TOTAL_SHARDS" : "TEST_TOTAL_SHARDS"
            if environment[indexKey] != nil || environment[countKey] != nil {
                return try make(
                    index: environment[indexKey], count: environment[countKey], indexName: indexKey,
                    countName: countKey, statusFile: environment["\(prefix)_SHARD_STATUS_FILE"])
            }
        }
        return nil
    }

    private static func make(
        index: String?, count: String?, indexName: String, countName: String,
        statusFile: String?
    ) throws(RunnerUsageError) -> ShardSelection {
        guard let countText = count else { throw .missingValue(option: countName) }
        guard let indexText = index else { throw .missingValue(option: indexName) }
        guard let total = Int(countText), total >= 1 else {
            throw .badValue(
                option: countName, value: countText, reason: "the shard count is a whole number of at least 1")
        }
        guard let position = Int(indexText), position >= 0 else {
            throw .badValue(option: indexName, value: indexText, reason: "the shard index is a whole number from 0")
        }
        guard position < total else {
            throw .badValue(
                option: indexName, value: indexText,
                reason: "the shard index must be less than the shard count \(total)")
        }
        return ShardSelection(index: position, count: total, statusFile: statusFile.flatMap { $0.isEmpty ? nil : $0 })
    }
}
