import Foundation

/// The two questions asked before removing what a killed process left behind (a half-written
/// file, a scratch or run-scoped folder): is the process its name carries still running, and is
/// the folder this user's own.
///
/// Promises: reads only the process table and the folder's own entry (`lstat`); changes nothing.
public enum ProcessLeftovers {
    /// Whether process `pid` is running (`kill(pid, 0)`; another user's process counts too).
    public static func isProcessRunning(_ pid: Int32) -> Bool { kill(pid, 0) == 0 || errno == EPERM }

    /// Whether `url` is a folder itself (not a link to one) that this user owns.
    public static func isFolderOwnedByMe(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_uid == getuid() && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
