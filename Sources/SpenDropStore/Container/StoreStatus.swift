import Foundation

/// What state the data container is in, as the app and the isolation suite read it.
///
/// Promises: a container starts in `initial` (safe mode, no store URL) and leaves it only when
/// the real store is opened on the app's launch path.
public enum StoreStatus: Equatable, Sendable, CustomStringConvertible {
    /// The store is open and writable.
    case ready(storeURL: URL)
    /// Nothing is written. `storeURL` is nil until a store was looked at.
    case safeMode(reason: String, storeURL: URL?, backupURL: URL?)

    /// The state every container starts in: safe mode, no store opened.
    public static let initial = StoreStatus.safeMode(reason: "store not opened", storeURL: nil, backupURL: nil)

    public var storeURL: URL? {
        switch self {
        case .ready(let url): return url
        case .safeMode(_, let url, _): return url
        }
    }

    public var description: String {
        switch self {
        case .ready(let url):
            return "ready at \(url.path)"
        case .safeMode(let reason, let url, let backup):
            var text = "safe mode (\(reason))"
            if let url { text += " store \(url.path)" }
            if let backup { text += " backup \(backup.path)" }
            return text
        }
    }
}
