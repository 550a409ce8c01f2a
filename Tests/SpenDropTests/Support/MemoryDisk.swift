import Foundation
import Testing

/// A memory file system mounted in a sandbox, to give a process a full or read-only disk.
///
/// Promises: mounted at `url` when made (the test fails otherwise); `unmount` detaches it even
/// while files are open.
struct MemoryDisk {
    let url: URL

    /// Whether this process may mount one (root in a sandbox that allows it).
    static let canMount: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = Sandbox().root.appendingPathComponent("probe")
        try? FileManager().createDirectory(at: probe, withIntermediateDirectories: true)
        guard
            (try? ProcessRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe.path]))?.status == 0
        else { return false }
        _ = try? ProcessRunner.run("/bin/umount", [probe.path])
        return true
    }()

    init(in sandbox: Sandbox, megabytes: Int) throws {
        url = sandbox.root.appendingPathComponent("disk")
        try FileManager().createDirectory(at: url, withIntermediateDirectories: true)
        #expect(
            try ProcessRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", url.path]).status
                == 0)
    }

    func makeReadOnly() throws {
        #expect(try ProcessRunner.run("/bin/mount", ["-o", "remount,ro", url.path]).status == 0)
    }

    func unmount() {
        _ = try? ProcessRunner.run("/bin/umount", ["-l", url.path])
    }
}
