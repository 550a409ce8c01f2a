import Foundation
import SpenDropStore

/// Where the user's real preferences live: `$XDG_CONFIG_HOME/spendrop/`, else
/// `~/.config/spendrop/`, resolved from an environment passed in as a value.
public struct PreferencesLocation: Equatable, Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public static func resolve(environment: [String: String]) throws(LocationError) -> PreferencesLocation {
        PreferencesLocation(directory: try XDGBaseDirectory.config.spendropDirectory(environment: environment))
    }
}
