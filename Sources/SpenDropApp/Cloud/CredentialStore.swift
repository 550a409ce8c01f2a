import Foundation
import SpenDropStore

/// Keeps the signed-in credentials in one file in the user's config folder, readable by the user
/// alone, and the last cloud error beside it.
///
/// Promises: the file is 0600 from its first byte (`AtomicFileWriter`); a file that group
/// or others can read is refused, never used; `delete` removes it. A sign-in whose password
/// comes from a command keeps only the command, and `load` runs it (`PasswordCommand`).
public struct CredentialStore {
    public let file: URL
    public let fileManager: FileManager
    /// Runs a password command; the real shell by default, injected by the self-tests.
    public let runPasswordCommand: (String) -> PasswordCommand.Outcome

    public init(
        directory: URL, fileManager: FileManager,
        runPasswordCommand: @escaping (String) -> PasswordCommand.Outcome = PasswordCommand.run
    ) {
        self.file = directory.appendingPathComponent("credentials.json")
        self.fileManager = fileManager
        self.runPasswordCommand = runPasswordCommand
    }

    /// The saved sign-in as saved (a password command not run), or nil when nobody is signed in.
    public func loadSaved() throws(CloudError) -> CloudCredentials? {
        guard fileManager.fileExists(atPath: file.path) else { return nil }
        let mode =
            ((try? fileManager.attributesOfItem(atPath: file.path))?[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
        if mode & 0o077 != 0 { throw .credentialsFileUnsafe(path: file.path, mode: String(mode, radix: 8)) }
        do {
            return try JSONDecoder().decode(CloudCredentials.self, from: Data(contentsOf: file))
        } catch {
            throw .credentialsUnreadable(path: file.path, detail: "not a credentials file")
        }
    }

    /// The password `credentials` name: saved, or printed by its command.
    public func password(for credentials: CloudCredentials) throws(CloudError) -> CloudCredentials {
        guard let command = credentials.passwordCommand else { return credentials }
        return credentials.with(password: try runPasswordCommand(command).password(command: command))
    }

    private var lastErrorFile: URL { file.deletingLastPathComponent().appendingPathComponent("cloud-last-error.txt") }

    /// The saved credentials with their password (a password command run), or nil when nobody
    /// is signed in.
    public func load() throws(CloudError) -> CloudCredentials? {
        guard let saved = try loadSaved() else { return nil }
        return try password(for: saved)
    }

    /// Writes the sign-in 0600 from its first byte (created with that mode, written, flushed,
    /// then renamed over the old one) in a folder made 0700.
    public func save(_ credentials: CloudCredentials) throws(CloudError) {
        do {
            try fileManager.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let data = try JSONEncoder().encode(credentials.saved)
            if let failure = AtomicFileWriter.replace(file, with: data) {
                throw CloudError.local("could not save the sign-in in \(file.path): \(failure)")
            }
            try? fileManager.removeItem(at: lastErrorFile)
        } catch let error as CloudError {
            throw error
        } catch {
            throw .local("could not save the sign-in in \(file.path): \(FileSystemErrorText.describe(error))")
        }
    }

    public func delete() throws(CloudError) {
        do {
            if fileManager.fileExists(atPath: file.path) { try fileManager.removeItem(at: file) }
            try? fileManager.removeItem(at: lastErrorFile)
        } catch {
            throw .local("could not remove \(file.path): \(FileSystemErrorText.describe(error))")
        }
    }

    /// Remembers the last failure's sentence (which never holds a secret) for the Account screen.
    public func recordLastError(_ error: CloudError) {
        try? Data(error.description.utf8).write(to: lastErrorFile)
    }

    public func lastError() -> String? {
        (try? Data(contentsOf: lastErrorFile)).map { String(decoding: $0, as: UTF8.self) }
    }
}
