// spendrop-runner-fixture: the self-test runner over FixtureTable, launched by `swift test`.
import Foundation
import SelfTestRunner
import SelfTests
import SpenDropStore

let container = DataContainer()
let environment = ProcessInfo.processInfo.environment
let status = SelfTestLaunch.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
    container: container, table: FixtureTable.suites(container: container))
// A child slow to exit after its last record, for the check that its launch waits for it: it leaves a
// file named after it when it is done.
if CommandLine.arguments.contains(RunnerArgumentParser.supervisedChildFlag),
    let marker = environment["FIXTURE_CHILD_EXIT_MARKER"]
{
    Thread.sleep(forTimeInterval: 0.5)
    FileManager().createFile(atPath: "\(marker)-\(getpid())", contents: nil)
}
exit(status)
