import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropStore

/// What spendrop's self-test launch watches while its checks run: the process's `DataContainer`,
/// the real data location and the real preferences folder. The runner ends every launch with
/// these checks in the Test isolation suite.
///
/// Promises: the checks fail if the container left its initial state, if any self-test process's
/// container did, or if anything below the real data location or the real preferences folder
/// changed. The locations are resolved from the environment value given, never from the process.
public struct IsolationWatch: IsolationWatching {
    struct WatchedLocation {
        let label: String
        let directory: URL?
        let unresolvedReason: String?
    }

    let container: DataContainer
    let locations: [WatchedLocation]
    let fileManager: FileManager

    public init(container: DataContainer, environment: [String: String], fileManager: FileManager) {
        self.container = container
        self.fileManager = fileManager
        var locations: [WatchedLocation] = []
        do {
            locations.append(
                WatchedLocation(
                    label: "real data location",
                    directory: try StoreLocation.resolve(environment: environment).directory,
                    unresolvedReason: nil))
        } catch {
            locations.append(
                WatchedLocation(label: "real data location", directory: nil, unresolvedReason: error.description))
        }
        do {
            locations.append(
                WatchedLocation(
                    label: "real preferences",
                    directory: try PreferencesLocation.resolve(environment: environment).directory,
                    unresolvedReason: nil))
        } catch {
            locations.append(
                WatchedLocation(label: "real preferences", directory: nil, unresolvedReason: error.description))
        }
        self.locations = locations
    }

    /// Fingerprints of every watched location, taken before the first suite.
    public func baseline() -> [LocationFingerprint?] {
        locations.map { location in
            location.directory.map { LocationFingerprint.take(of: $0, fileManager: fileManager) }
        }
    }

    /// This process's container, as a child reports it to its parent.
    public func stateOfThisProcess() -> WatchedState {
        let status = container.status.description
        return container.status == .initial ? .initial(status: status) : .changed(status: status)
    }

    /// The checks, comparing now against `baseline`; without one, for a list, where they are named and not run.
    public func checks(baseline: [LocationFingerprint?]?, childReports: [ChildStateReport]?) -> [SelfTestCheck] {
        var checks = [
            SelfTestCheck("DataContainer is still in its initial safe mode") { [container] _ in
                CheckVerdict.equal(container.status, StoreStatus.initial, "no suite may open the real store")
            }
        ]
        if let childReports {
            checks.append(
                SelfTestCheck("every self-test process's DataContainer stayed in its initial safe mode") { _ in
                    let opened = childReports.filter { !$0.state.isInitial }.map { "\($0.process): \($0.state.status)" }
                    return CheckVerdict.equal(opened, [], "\(childReports.count) self-test processes reported")
                })
        }
        for (location, before) in zip(locations, baseline ?? locations.map { _ in nil }) {
            checks.append(
                SelfTestCheck("\(location.label) unchanged") { [fileManager, container] _ in
                    guard let directory = location.directory, let before else {
                        return CheckVerdict.that(
                            true, expected: "unresolvable", actual: "unresolvable",
                            location.unresolvedReason ?? "")
                    }
                    let after = LocationFingerprint.take(of: directory, fileManager: fileManager)
                    var details =
                        "\(directory.path) changed: \(after.changedPaths(comparedWith: before).prefix(5).joined(separator: ", "))"
                    // No self-test process opened a store: the change most likely came from outside the launch.
                    if after != before, container.status == .initial, (childReports ?? []).allSatisfy(\.state.isInitial)
                    {
                        details +=
                            "; no self-test process opened a store (every DataContainer stayed in its initial safe mode), "
                            + "so another program changed it while the checks ran, such as a spendrop in another terminal or a scheduled "
                            + "backup: run the self-tests again when it is done"
                    }
                    return CheckVerdict.that(after == before, expected: before.summary, actual: after.summary, details)
                })
        }
        return checks
    }
}
