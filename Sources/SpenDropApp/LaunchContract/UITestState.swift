#if DEBUG
import Foundation

/// `-reset-state`: removes one UI-test run's directory (its store and its preference suite)
/// before preferences are read or the store is created.
///
/// Promises: only `<temporaryRoot>/spendrop-uitest/<runID>` is ever removed: other runs'
/// directories and anything beside them stay. Resetting twice is the same as resetting once. A
/// launch that is not a UI-test launch, or did not ask for a reset, touches nothing.
/// - Warning: everything the run wrote is deleted.
public enum UITestState {
    /// What a reset did.
    public enum ResetOutcome: Equatable, Sendable {
        /// The launch did not ask for a reset; nothing was looked at.
        case notRequested
        /// The run's directory was removed.
        case removed(URL)
        /// The run's directory did not exist; nothing to do.
        case nothingToRemove(URL)
    }

    /// Why a reset could not be done. The launch must stop: its state is not the one asked for.
    public enum ResetError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The runs folder or the run's directory is not a plain folder (a symbolic link, say), so
        /// removing through it could reach outside the temporary root.
        case unsafeLocation(path: String, found: String)
        case removalFailed(path: String, reason: String)

        public var description: String {
            switch self {
            case .unsafeLocation(let path, let found):
                return "cannot reset the test state: \(path) is \(found), not a folder; remove it by hand"
            case .removalFailed(let path, let reason):
                return "cannot reset the test state: removing \(path) failed: \(reason)"
            }
        }
    }

    /// Removes the run's directory when `configuration` asks for `-reset-state`.
    @discardableResult
    public static func reset(_ configuration: LaunchConfiguration,
                             fileManager: FileManager) throws(ResetError) -> ResetOutcome {
        guard let session = configuration.uiTesting, session.resetsState else { return .notRequested }
        for folder in [session.runsDirectory, session.runDirectory] {
            guard let attributes = try? fileManager.attributesOfItem(atPath: folder.path) else {
                return .nothingToRemove(session.runDirectory)
            }
            let type = attributes[.type] as? FileAttributeType
            if type != .typeDirectory {
                throw .unsafeLocation(path: folder.path, found: type == .typeSymbolicLink ? "a symbolic link" : "not a folder")
            }
        }
        do {
            try fileManager.removeItem(at: session.runDirectory)
        } catch {
            throw .removalFailed(path: session.runDirectory.path, reason: error.localizedDescription)
        }
        return .removed(session.runDirectory)
    }
}
#endif
