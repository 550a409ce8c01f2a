#if DEBUG
import Foundation
import SpenDropStore

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
    public enum ResetError: ExitStatusError, Equatable, Sendable {
        /// The runs folder or the run's directory is not a plain folder of this user's (a symbolic
        /// link, say), so using or removing it could reach outside the temporary root.
        case unsafeLocation(path: String, found: String)
        case removalFailed(path: String, reason: String)

        /// The launch stops: its state is not the one asked for.
        public var exitStatus: ExitStatus { .failure }

        public var description: String {
            switch self {
            case .unsafeLocation(let path, let found):
                return "cannot prepare the test state: \(path) is \(found), not a folder of yours; remove it by hand"
            case .removalFailed(let path, let reason):
                return "cannot reset the test state: removing \(path) failed: \(reason)"
            }
        }
    }

    /// Checks that the runs folder and the run's folder, where they exist, are plain folders of
    /// this user's (never a link that would lead the run's store elsewhere, nor a folder another
    /// user made), then removes the run's directory when `configuration` asks for `-reset-state`.
    @discardableResult
    public static func reset(
        _ configuration: LaunchConfiguration,
        fileManager: FileManager
    ) throws(ResetError) -> ResetOutcome {
        guard let session = configuration.uiTesting else { return .notRequested }
        var missing = false
        for folder in [session.runsDirectory, session.runDirectory] where !missing {
            var info = stat()
            guard lstat(folder.path, &info) == 0 else {
                missing = true
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw .unsafeLocation(path: folder.path, found: "a symbolic link")
            default: throw .unsafeLocation(path: folder.path, found: "not a folder")
            }
            if info.st_uid != getuid() { throw .unsafeLocation(path: folder.path, found: "a folder of another user's") }
        }
        guard session.resetsState else { return .notRequested }
        if missing { return .nothingToRemove(session.runDirectory) }
        do {
            try fileManager.removeItem(at: session.runDirectory)
        } catch {
            throw .removalFailed(path: session.runDirectory.path, reason: FileSystemErrorText.describe(error))
        }
        return .removed(session.runDirectory)
    }
}
#endif
