import Basics
import Foundation

/// `launch.json`: how the launch was started, limited to approved keys with values redacted by
/// type, so a result bundle can be shared without leaking paths, secrets or the environment.
///
/// Promises: the environment appears only as the program's redaction (`HostProgram`) shows it,
/// and the value of every path option as the program shows a path.
struct LaunchRecord: Encodable {
    /// Options whose values are paths.
    static let pathOptions: Set<String> = ["--result-bundle", RunnerArgumentParser.childRunDirectoryOption]

    let version = 1
    /// The executable's name (`spendrop`, or another program built on the runner): whose table
    /// of checks the bundle's ids come from (`RerunSelection` refuses another's).
    let program: String
    let programVersion: String
    let arguments: [String]
    let environment: [String: String]
    let seed: UInt64?
    let shardIndex: Int?
    let shardCount: Int?

    init(
        program: String, host: HostProgram, arguments: [String], environment: [String: String], seed: UInt64?,
        shard: ShardSelection?
    ) {
        self.program = program
        programVersion = host.version
        var shown: [String] = []
        var hideNext = false
        for argument in arguments {
            let (name, value) = OptionDeclaration.split(argument)
            if hideNext {
                shown.append(host.redactedPath)
                hideNext = false
            } else if LaunchRecord.pathOptions.contains(name) {
                if value == nil {
                    hideNext = true; shown.append(name)
                } else {
                    shown.append("\(name)=\(host.redactedPath)")
                }
            } else {
                shown.append(argument)
            }
        }
        self.arguments = shown
        self.environment = host.redactEnvironment(environment)
        self.seed = seed
        self.shardIndex = shard?.index
        self.shardCount = shard?.count
    }
}
