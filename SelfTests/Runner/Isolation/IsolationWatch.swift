import Foundation
import SpenDropApp
import SpenDropStore

/// Watches the user's real data for the length of a self-test launch and builds the Test
/// isolation suite that runs last.
///
/// Promises: the suite fails if the container left its initial state, if anything below the real
/// data location or the real preferences folder changed, or if the run-scoped directory is still
/// there. The locations are resolved from the environment value given, never from the process.
public struct IsolationWatch {
    public static let suiteName = "Test isolation"

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
            locations.append(WatchedLocation(label: "real data location",
                                             directory: try StoreLocation.resolve(environment: environment).directory,
                                             unresolvedReason: nil))
        } catch {
            locations.append(WatchedLocation(label: "real data location", directory: nil, unresolvedReason: error.description))
        }
        do {
            locations.append(WatchedLocation(label: "real preferences",
                                             directory: try PreferencesLocation.resolve(environment: environment).directory,
                                             unresolvedReason: nil))
        } catch {
            locations.append(WatchedLocation(label: "real preferences", directory: nil, unresolvedReason: error.description))
        }
        self.locations = locations
    }

    /// Fingerprints of every watched location, taken before the first suite.
    func baseline() -> [LocationFingerprint?] {
        locations.map { location in location.directory.map { LocationFingerprint.take(of: $0, fileManager: fileManager) } }
    }

    /// The suite every launch ends with, for lists and reports made before it runs: the same
    /// checks, in the same order, with the same names and locations, for a launch whose checks run
    /// in child processes or not.
    func listedSuite(childProcesses: Bool) -> SelfTestSuite {
        suite(baseline: locations.map { _ in nil }, runDirectory: URL(fileURLWithPath: "/"), childContainers: childProcesses ? [] : nil)
    }

    /// The Test isolation suite, comparing now against `baseline`.
    func suite(baseline: [LocationFingerprint?], runDirectory: URL,
               childContainers: [IsolatedExecutor.ContainerReport]? = nil) -> SelfTestSuite {
        var checks = [
            SelfTestCheck("DataContainer is still in its initial safe mode") { [container] _ in
                CheckVerdict.equal(container.status, StoreStatus.initial, "no suite may open the real store")
            },
        ]
        if let childContainers {
            checks.append(SelfTestCheck("every self-test process's DataContainer stayed in its initial safe mode") { _ in
                let opened = childContainers.filter { !$0.initial }.map { "\($0.suite): \($0.status)" }
                return CheckVerdict.equal(opened, [], "\(childContainers.count) self-test processes reported")
            })
        }
        for (location, before) in zip(locations, baseline) {
            checks.append(SelfTestCheck("\(location.label) unchanged") { [fileManager, container] _ in
                guard let directory = location.directory, let before else {
                    return CheckVerdict.that(true, expected: "unresolvable", actual: "unresolvable",
                                             location.unresolvedReason ?? "")
                }
                let after = LocationFingerprint.take(of: directory, fileManager: fileManager)
                var details = "\(directory.path) changed: \(after.changedPaths(comparedWith: before).prefix(5).joined(separator: ", "))"
                // No self-test process opened a store: the change most likely came from outside the launch.
                if after != before, container.status == .initial, (childContainers ?? []).allSatisfy(\.initial) {
                    details += "; no self-test process opened a store (every DataContainer stayed in its initial safe mode), "
                        + "so another program changed it while the checks ran, such as a spendrop in another terminal or a scheduled "
                        + "backup: run the self-tests again when it is done"
                }
                return CheckVerdict.that(after == before, expected: before.summary, actual: after.summary, details)
            })
        }
        checks.append(SelfTestCheck("run-scoped directory removed") { [fileManager] _ in
            let exists = fileManager.fileExists(atPath: runDirectory.path)
            return CheckVerdict.that(!exists, expected: "absent", actual: exists ? "present" : "absent", runDirectory.path)
        })
        return SelfTestSuite(name: IsolationWatch.suiteName, flags: [], checks: checks)
    }
}
