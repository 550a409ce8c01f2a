import SpenDropStore

/// Every way a spendrop launch ends, by number: the app's commands and the self-test runner's.
///
/// Promises: the one list of exit statuses; every error a launch can end with says which one it
/// is (`ExitStatusError`), and main.swift reports an error and exits in one place. The self-test
/// runner, which knows nothing of the app, keeps its own (`SelfTestExitCode`): a test holds them
/// to these.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything asked was done (every selected check passed).
    case success = 0
    /// Refused by the data or the machine (unknown account, a full disk), or a check failed.
    case failure = 1
    /// Words spendrop cannot read, or a value outside what is allowed. Nothing ran.
    case usage = 2
    /// The store is in safe mode: spendrop found it and changed nothing.
    case safeMode = 3
    /// The command's changes were committed, but the disk refused to fold the log into the store
    /// file: they are safe in `spendrop.sqlite-wal` beside it, which the next launch replays.
    case savedOnlyInLog = 4
    /// A self-test selection matched no check (Swift Testing's value).
    case nothingMatched = 69
}

/// An error that knows the exit status of a launch it ends, and its one sentence.
public protocol ExitStatusError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}

extension LocationError: ExitStatusError {
    /// The data or preferences folder cannot be worked out from the environment.
    public var exitStatus: ExitStatus { .failure }
}
