import Basics
import Foundation
import SpenDropCore

/// What went wrong talking to a backup server, in words a person can act on.
///
/// Promises: no case carries or prints a password or an Authorization header.
public enum CloudError: Error, Equatable, Sendable, CustomStringConvertible {
    case notConfigured
    case wrongCredentials(server: String, user: String)
    case unreachable(server: String, detail: String)
    case notWebDAV(server: String, status: Int)
    case tlsFailure(server: String, detail: String)
    case timedOut(server: String, seconds: Int)
    /// An answer kept in memory (a folder listing) went past its bound.
    case answerTooLarge(server: String, operation: String, limitBytes: Int)
    /// A transfer kept going, but too slowly for its size.
    case tooSlow(server: String, detail: String)
    case insecureURL(String)
    case invalidURL(String)
    /// The server sent the request elsewhere: spendrop follows no redirect to another origin,
    /// which would hand the password to a server the user never named.
    case redirected(server: String, location: String)
    case unexpectedStatus(operation: String, status: Int)
    case checksumMismatch(name: String, expected: String, actual: String)
    case missingChecksum(name: String)
    case noSuchBackup(String)
    case credentialsFileUnsafe(path: String, mode: String)
    case credentialsUnreadable(path: String, detail: String)
    /// The command that gives the password gave none.
    case passwordCommandFailed(command: String, detail: String)
    case local(String)
    /// The network library spendrop loads to talk to a server is missing or broken.
    case networkUnavailable(detail: String)

    public var description: String {
        switch self {
        case .notConfigured:
            return "cloud backup is not configured; sign in with 'spendrop account login --server URL --user NAME'"
        case .wrongCredentials(let server, let user):
            return
                "\(server) refused the user name or password for \(user) (401); check them, or make an app password, and sign in again"
        case .unreachable(let server, let detail):
            return "\(server) could not be reached (\(detail)); check the address and your connection"
        case .notWebDAV(let server, let status):
            return
                "\(server) answered, but not as a WebDAV server (status \(status)); use the WebDAV address your server shows (Nextcloud: …/remote.php/dav/files/USER/)"
        case .tlsFailure(let server, let detail):
            return "the secure connection to \(server) failed (\(detail)); check the server's certificate"
        case .timedOut(let server, let seconds):
            return "\(server) did not answer within \(seconds) s; try again later"
        case .answerTooLarge(let server, let operation, let limit):
            return
                "\(server) answered \(operation) with more than \(limit / (1 << 20)) MiB, far more than a backup folder's listing; it was cut off. Check that the address is your backup folder"
        case .tooSlow(let server, let detail):
            return
                "\(server) sent too slowly to finish (\(detail)); it was stopped. Try again later, or from a faster connection"
        case .insecureURL(let url):
            return
                "\(url) is plain http to another machine, which would send your password unprotected; use https (plain http is allowed only for this machine)"
        case .invalidURL(let url):
            return
                "'\(url)' is not a server address; write it like https://cloud.example.com/remote.php/dav/files/aisyah/"
        case .redirected(let server, let location):
            return
                "\(server) sent the request on to \(TerminalText.visible(location)); spendrop does not follow a server elsewhere with your password. If that is where your files are, sign in with that address ('spendrop account login --server URL --user NAME')"
        case .unexpectedStatus(let operation, let status):
            return "the server answered \(operation) with status \(status)"
        case .checksumMismatch(let name, let expected, let actual):
            return
                "\(name) does not match its checksum (expected \(expected.prefix(12))…, got \(actual.prefix(12))…); it was not restored"
        case .missingChecksum(let name):
            return "\(name) has no checksum beside it on the server; it was not restored"
        case .noSuchBackup(let name):
            return "there is no cloud backup named \(name); 'spendrop backups --cloud' lists them"
        case .credentialsFileUnsafe(let path, let mode):
            return "\(path) can be read by other users (mode \(mode)); run 'chmod 600 \(path)' or sign in again"
        case .credentialsUnreadable(let path, let detail):
            return "\(path) could not be read (\(detail)); sign in again"
        case .passwordCommandFailed(let command, let detail):
            return
                "the password command '\(TerminalText.visible(command))' gave no password (\(TerminalText.visible(detail))); run it yourself to see why, or sign in again"
        case .local(let detail):
            return detail
        case .networkUnavailable(let detail):
            return
                "cannot talk to servers: \(detail); install spendrop again with scripts/install, which puts the network library in PREFIX/lib/spendrop"
        }
    }
}
