/// What went wrong in a command, as one sentence for the person and one exit status for scripts.
///
/// Promises: every case maps to a non-zero status; nothing was written when one is thrown.
public enum AppError: ExitStatusError, Equatable {
    /// The words were wrong: unknown command or option, missing value, unreadable amount or date. Exit 2.
    case usage(String)
    /// The request was understood but refused: unknown account, split parts that do not add up,
    /// paying more than is owed, a missing file. Exit 1.
    case refused(String)
    /// The store is in safe mode and cannot be used. Exit 3.
    case safeMode(String)

    public var description: String {
        switch self {
        case .usage(let text), .refused(let text), .safeMode(let text): return text
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .usage: return .usage
        case .refused: return .failure
        case .safeMode: return .safeMode
        }
    }
}
