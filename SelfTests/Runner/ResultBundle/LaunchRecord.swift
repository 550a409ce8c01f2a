import Foundation
import SpenDropApp

/// `launch.json`: how the launch was started, limited to approved keys with values redacted by
/// type, so a result bundle can be shared without leaking paths, secrets or the environment.
///
/// Promises: no environment key outside `LaunchContract.approvedEnvironment` ever appears; paths
/// appear as `<path>`; a value that does not have its key's expected shape appears as `<invalid>`.
struct LaunchRecord: Encodable {
    /// Options whose values are paths.
    static let pathOptions: Set<String> = ["--result-bundle", RunnerArgumentParser.childRunDirectoryOption]

    let version = 1
    /// The executable's name (`spendrop`, or another program built on the runner): whose table
    /// of checks the bundle's ids come from (`RerunSelection` refuses another's).
    let program: String
    let programVersion = AppVersion.current
    let arguments: [String]
    let environment: [String: String]
    let seed: UInt64?
    let shardIndex: Int?
    let shardCount: Int?

    init(program: String, arguments: [String], environment: [String: String], seed: UInt64?, shard: ShardSelection?) {
        self.program = program
        var shown: [String] = []
        var hideNext = false
        for argument in arguments {
            let (name, value) = RunnerArgumentParser.split(argument)
            if hideNext {
                shown.append(ApprovedValueShape.redactedPath)
                hideNext = false
            } else if LaunchRecord.pathOptions.contains(name) {
                if value == nil { hideNext = true; shown.append(name) } else { shown.append("\(name)=\(ApprovedValueShape.redactedPath)") }
            } else {
                shown.append(argument)
            }
        }
        self.arguments = shown
        self.environment = LaunchContract.redactedEnvironment(environment)
        self.seed = seed
        self.shardIndex = shard?.index
        self.shardCount = shard?.count
    }
}
