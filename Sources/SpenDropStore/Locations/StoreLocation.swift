import Foundation

/// Where the user's real store lives: `$XDG_DATA_HOME/spendrop/spendrop.sqlite`, else
/// `~/.local/share/spendrop/spendrop.sqlite`.
///
/// Promises: resolving reads only the environment value it is given; only the app's launch path
/// calls it. Self-test suites never do: they get folders from their run-scoped directory.
public struct StoreLocation: Equatable, Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public static func resolve(environment: [String: String]) throws(LocationError) -> StoreLocation {
        StoreLocation(directory: try XDGBaseDirectory.data.spendropDirectory(environment: environment))
    }

    public var databaseURL: URL { directory.appendingPathComponent("spendrop.sqlite") }
    public var backupsDirectory: URL { directory.appendingPathComponent("backups", isDirectory: true) }
}
