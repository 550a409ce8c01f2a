import Foundation
import SpenDropApp

/// `launch.json`: how the launch was started, limited to approved keys with values redacted by
/// type, so a result bundle can be shared without leaking paths, secrets or the environment.
///
/// Promises: no environment key outside `approvedEnvironment` ever appears; paths appear as
/// `<path>`; a value that does not have its key's expected shape appears as `<invalid>`.
struct LaunchRecord: Encodable {
    /// How an approved value may be shown.
    enum Shape {
        /// A whole number, shown as it is.
        case integer
        /// A file or folder path: never shown.
        case path
        /// A non-sensitive identifier (`[A-Za-z0-9-]{1,64}`), shown as it is.
        case identifier
        /// A locale name such as `C.UTF-8` or `ms_MY.UTF-8`, shown as it is.
        case locale

        func redact(_ value: String) -> String {
            switch self {
            case .integer:
                return Int(value) != nil ? value : "<invalid>"
            case .path:
                return "<path>"
            case .identifier:
                let valid = (1...64).contains(value.count) && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                return valid ? value : "<invalid>"
            case .locale:
                let valid = value.count <= 32 && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-@".contains($0)) }
                return valid ? value : "<invalid>"
            }
        }
    }

    static let approvedEnvironment: [String: Shape] = [
        "GTEST_SHARD_INDEX": .integer, "GTEST_TOTAL_SHARDS": .integer, "GTEST_SHARD_STATUS_FILE": .path,
        "TEST_SHARD_INDEX": .integer, "TEST_TOTAL_SHARDS": .integer, "TEST_SHARD_STATUS_FILE": .path,
        "UITEST_FIXTURE": .identifier, "UITEST_RUN_ID": .identifier, "LC_ALL": .locale,
    ]

    /// Options whose values are paths.
    static let pathOptions: Set<String> = ["--result-bundle", RunnerArgumentParser.childRunDirectoryOption]

    let version = 1
    let program = "spendrop"
    let programVersion = AppVersion.current
    let arguments: [String]
    let environment: [String: String]
    let seed: UInt64?
    let shardIndex: Int?
    let shardCount: Int?

    init(arguments: [String], environment: [String: String], seed: UInt64?, shard: ShardSelection?) {
        var shown: [String] = []
        var hideNext = false
        for argument in arguments {
            let (name, value) = RunnerArgumentParser.split(argument)
            if hideNext {
                shown.append("<path>")
                hideNext = false
            } else if LaunchRecord.pathOptions.contains(name) {
                if value == nil { hideNext = true; shown.append(name) } else { shown.append("\(name)=<path>") }
            } else {
                shown.append(argument)
            }
        }
        self.arguments = shown
        var approved: [String: String] = [:]
        for (key, value) in environment {
            if let shape = LaunchRecord.approvedEnvironment[key] { approved[key] = shape.redact(value) }
        }
        self.environment = approved
        self.seed = seed
        self.shardIndex = shard?.index
        self.shardCount = shard?.count
    }
}
