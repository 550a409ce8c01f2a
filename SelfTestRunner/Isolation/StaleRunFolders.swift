import Basics
import Foundation

/// The run-scoped folders of earlier launches that were killed before they could remove them
/// (`spendrop-selftest-<pid>-<n>` in the same temporary root), removed when the next launch starts.
///
/// Promises: only folders with this runner's name, owned by this user, whose launch's process is
/// no longer running are removed; the folder of a launch still running, and anything else in the
/// temporary root, is never touched.
struct StaleRunFolders {
    /// How every run-scoped folder's name starts; the launch's process id and a random number follow.
    static let prefix = "spendrop-selftest-"

    let fileManager: FileManager
    /// Whether a process id is running; `kill(pid, 0)` by default.
    var isRunning: (Int32) -> Bool = ProcessLeftovers.isProcessRunning

    /// The process id in a run-scoped folder's name, nil for any other name.
    static func pid(of name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { return nil }
        let number = rest[rest.index(after: dash)...]
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber } ? pid : nil
    }

    /// Removes the stale run-scoped folders in `root` and returns them.
    @discardableResult
    func sweep(in root: URL) -> [URL] {
        guard let names = try? fileManager.contentsOfDirectory(atPath: root.path) else { return [] }
        var removed: [URL] = []
        for name in names.sorted() {
            guard let pid = Self.pid(of: name), !isRunning(pid) else { continue }
            let folder = root.appendingPathComponent(name, isDirectory: true)
            guard ProcessLeftovers.isFolderOwnedByMe(folder) else { continue }
            if (try? fileManager.removeItem(at: folder)) != nil { removed.append(folder) }
        }
        return removed
    }
}
