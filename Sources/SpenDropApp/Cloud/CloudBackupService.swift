import Foundation
import SpenDropCore

/// Backs the store up to a WebDAV folder and brings backups back.
///
/// Promises: only a snapshot file is uploaded (never the live store); the snapshot reaches its
/// final name only through MOVE from a temporary name, then its SHA-256 is uploaded beside it,
/// and the upload is verified (listed with the right size, read back and hashed, checksum file
/// read back) before older backups are deleted to keep the newest `keep` by the time their names
/// give; the upload just made and backups dated after it are never deleted, and success is said
/// only of an upload still listed afterwards. An upload that fails verification is deleted,
/// never left to be mistaken for a backup. A download is handed back only when its SHA-256
/// matches the one on the server.
public struct CloudBackupService {
    public let client: WebDAVClient
    /// Where snapshots and downloads are written while they are worked on.
    public let scratch: URL
    let fileManager: FileManager

    public init(client: WebDAVClient, scratch: URL, fileManager: FileManager) {
        self.client = client
        self.scratch = scratch
        self.fileManager = fileManager
    }

    /// Every backup on the server, newest first.
    public func list() throws(CloudError) -> [CloudBackup] {
        try client.list().compactMap { CloudBackup(name: $0.name, size: $0.size) }.sorted { $0.name > $1.name }
    }

    /// What an upload did: the verified backup, and backups whose names say they were made after
    /// it (a clock set wrong, another machine's), which retention left.
    public struct Upload: Equatable, Sendable {
        public let backup: CloudBackup
        public let datedLater: [String]
    }

    /// Uploads `snapshot` (a finished copy of the store) and returns the verified backup.
    public func upload(snapshot: URL, schemaVersion: Int, stamp: String, keep: Int) throws(CloudError) -> Upload {
        let name = CloudBackup.name(stamp: stamp, schemaVersion: schemaVersion)
        let digest = try CloudBackupService.sha256(of: snapshot)
        try client.upload(snapshot, as: name)
        try client.upload(
            text: "\(digest)  \(name)\n", as: name + ".sha256",
            scratch: scratch.appendingPathComponent("checksum-\(stamp).txt"))
        let size = ((try? fileManager.attributesOfItem(atPath: snapshot.path))?[.size] as? NSNumber)?.int64Value ?? -1
        let uploaded: CloudBackup
        do throws(CloudError) {
            guard let listed = try list().first(where: { $0.name == name }), listed.size == size else {
                throw CloudError.local(
                    "the upload of \(name) could not be verified on the server; older backups were kept")
            }
            let copy = try fetch(listed.name, expectedBytes: listed.size)
            defer { try? fileManager.removeItem(at: copy) }
            let remote = try CloudBackupService.sha256(of: copy)
            guard remote == digest else {
                throw CloudError.checksumMismatch(name: name, expected: digest, actual: remote)
            }
            let written = try remoteChecksum(of: listed)
            guard written == digest else {
                throw CloudError.checksumMismatch(name: name + ".sha256", expected: digest, actual: written)
            }
            uploaded = listed
        } catch {
            _ = try? client.delete(name)
            _ = try? client.delete(name + ".sha256")
            throw error
        }
        let later = try applyRetention(keep: keep, keeping: uploaded)
        // Success is said only of a backup that is still there after the deletions.
        guard try list().contains(where: { $0.name == uploaded.name }) else {
            throw CloudError.local(
                "\(uploaded.name) was uploaded and verified but is no longer listed on the server after older backups were deleted; run 'spendrop backups --cloud' and back up again"
            )
        }
        return Upload(backup: uploaded, datedLater: later)
    }

    /// Keeps `uploaded` and the newest `keep - 1` backups made before it, by the time their names
    /// give, and deletes the other older ones with their checksums. Never deleted: the upload just
    /// made, a name whose stamp is no real moment, a backup dated after the upload (returned, to be
    /// named). Returns the names dated later.
    func applyRetention(keep: Int, keeping uploaded: CloudBackup) throws(CloudError) -> [String] {
        guard let now = uploaded.time else { return [] }
        var earlier: [(backup: CloudBackup, time: Date)] = [], later: [String] = []
        for backup in try list() where backup.name != uploaded.name {
            guard let time = backup.time else { continue }
            if time > now { later.append(backup.name) } else { earlier.append((backup, time)) }
        }
        earlier.sort { $0.time != $1.time ? $0.time > $1.time : $0.backup.name > $1.backup.name }
        for old in earlier.dropFirst(max(1, keep) - 1) {
            try client.delete(old.backup.name)
            try client.delete(old.backup.checksumName)
        }
        return later
    }

    /// Downloads `name` into the scratch folder and returns the file once its checksum matches.
    public func download(_ name: String) throws(CloudError) -> (file: URL, backup: CloudBackup) {
        guard let backup = try list().first(where: { $0.name == name }) else { throw .noSuchBackup(name) }
        let file = try fetch(name, expectedBytes: backup.size)
        let expected = try remoteChecksum(of: backup)
        let actual = try CloudBackupService.sha256(of: file)
        guard actual == expected else {
            try? fileManager.removeItem(at: file)
            throw .checksumMismatch(name: name, expected: expected, actual: actual)
        }
        return (file, backup)
    }

    /// The file downloaded as it is on the server; the caller checks it and removes it.
    private func fetch(_ name: String, expectedBytes: Int64?) throws(CloudError) -> URL {
        let file = scratch.appendingPathComponent("download-\(UInt32.random(in: 0...UInt32.max))-\(name)")
        guard try client.download(name, to: file, expectedBytes: expectedBytes) else { throw .noSuchBackup(name) }
        return file
    }

    private func remoteChecksum(of backup: CloudBackup) throws(CloudError) -> String {
        let file = scratch.appendingPathComponent("checksum-\(UInt32.random(in: 0...UInt32.max)).txt")
        defer { try? fileManager.removeItem(at: file) }
        guard try client.download(backup.checksumName, to: file), let data = try? Data(contentsOf: file) else {
            throw .missingChecksum(name: backup.name)
        }
        return String(String(decoding: data, as: UTF8.self).prefix(64))
    }

    static func sha256(of file: URL) throws(CloudError) -> String {
        guard let handle = FileHandle(forReadingAtPath: file.path) else { throw .local("could not read \(file.path)") }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.update(chunk) }
        return hasher.finalizeHex()
    }
}
