import Foundation

/// A failure while working with an open store, mapped at the edge to one sentence and one exit
/// status. SQLite's own code and message are kept inside.
public enum StoreError: Error, CustomStringConvertible {
    case sqlite(SQLiteError)
    case fileSystem(String)
    case backupNotVerified(URL, problems: [String])
    case migration(version: Int, detail: String)
    case problem(StoreProblem)
    /// A domain rule refused the write; the sentence says which, in facts.
    case refused(String)
    /// A refusal whose way forward is another command: its facts, for the app to say.
    case refusal(StoreRefusal)
    /// A stored row cannot be read back as a value.
    case unreadable(String)
    /// What the work inside a write threw that is none of the store's own errors, kept as it was.
    case other(any Error)

    public var description: String {
        switch self {
        case .sqlite(let error): return error.description
        case .fileSystem(let detail): return detail
        case .backupNotVerified(let url, let problems):
            return
                "the backup \(url.lastPathComponent) did not pass integrity_check: \(problems.prefix(3).joined(separator: "; "))"
        case .migration(let version, let detail): return "migration to v\(version): \(detail)"
        case .problem(let problem): return problem.description
        case .refused(let reason): return reason
        case .refusal(let refusal): return "refused: \(refusal)"
        case .unreadable(let detail): return "the store holds a row spendrop cannot read: \(detail)"
        case .other(let error): return "\(error)"
        }
    }
}
