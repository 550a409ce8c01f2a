import Foundation

/// Where a self-test launch makes its run-scoped folder: on a memory file system when one is at
/// hand, so the throwaway stores the checks make and sync cost no disk writes, else in TMPDIR.
///
/// Promises: TMPDIR itself when it is a memory file system; else `/dev/shm` when it is a memory
/// file system this process can write; else TMPDIR. Never a folder of the user's data.
public enum ScratchRoot {
    static let sharedMemory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)

    public static func choose(temporaryDirectory: URL, fileManager: FileManager) -> URL {
        if isMemoryFileSystem(temporaryDirectory) { return temporaryDirectory }
        if isMemoryFileSystem(sharedMemory), fileManager.isWritableFile(atPath: sharedMemory.path) {
            return sharedMemory
        }
        return temporaryDirectory
    }

    /// Whether `folder` is on tmpfs: the file system type of the longest mount point above it
    /// in `/proc/self/mounts`.
    static func isMemoryFileSystem(_ folder: URL) -> Bool {
        guard let table = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return false }
        let path = folder.resolvingSymlinksInPath().path
        var best: (length: Int, type: String)?
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2 else { continue }
            let mountPoint = fields[1].replacingOccurrences(of: "\\040", with: " ")
            let inside = mountPoint == "/" || path == mountPoint || path.hasPrefix(mountPoint + "/")
            if inside, mountPoint.count >= (best?.length ?? -1) { best = (mountPoint.count, String(fields[2])) }
        }
        return best?.type == "tmpfs"
    }
}
