// spendrop-runner-fixture: the self-test runner over FixtureTable, launched by `swift test`.
import Foundation
import SelfTests
import SpenDropStore

let container = DataContainer()
exit(SelfTestLaunch.run(arguments: Array(CommandLine.arguments.dropFirst()),
                        environment: ProcessInfo.processInfo.environment,
                        container: container, table: FixtureTable.suites(container: container)))
