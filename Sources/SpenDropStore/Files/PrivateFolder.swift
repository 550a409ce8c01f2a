import Foundation

/// The folders that hold the user's finances (the store's folder and its `backups/`): readable by
/// the user alone.
///
/// Promises: a folder `make` creates is 0700 whatever the umask (folders above it that it creates
/// on the way take the umask's mode, as any program's would); an existing folder is left as it is
/// and `looseMode` names one that others can read, for `doctor` to report and `--repair` to tighten.
public enum PrivateFolder {
    /// The mode every folder spendrop makes for the store has.
    public static let mode: mode_t = 0o700

    /// Makes `url` and any missing folder above it; the folder itself ends 0700 when it is new.
    public static func make(_ url: URL, fileManager: FileManager) throws {
        let path = url.path
        if fileManager.fileExists(atPath: path) { return }
        try fileManager.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: Int(mode)])
        // createDirectory's mode is masked by the umask; chmod is not.
        guard chmod(path, mode) == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// The folder's permission bits when group or others have any (`0o755`), nil when it is
    /// private or is not there.
    public static func looseMode(of url: URL) -> mode_t? {
        var info = stat()
        guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let bits = info.st_mode & 0o777
        return bits & 0o077 == 0 ? nil : bits
    }

    /// Takes every permission away from group and others on `url`; the error's text when it cannot.
    public static func tighten(_ url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return String(cString: strerror(errno)) }
        return chmod(url.path, info.st_mode & 0o700) == 0 ? nil : String(cString: strerror(errno))
    }
}
