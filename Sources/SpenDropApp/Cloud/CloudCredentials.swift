import Foundation

/// Who the user signed in as, and where: a WebDAV folder URL, a user name and a password or app
/// password.
///
/// Promises: `description` never shows the password.
public struct CloudCredentials: Codable, Equatable, Sendable, CustomStringConvertible {
    public let server: String
    public let user: String
    public let password: String

    public init(server: String, user: String, password: String) {
        self.server = server
        self.user = user
        self.password = password
    }

    public var description: String { "\(user) at \(host)" }

    /// The server's host name, for messages.
    public var host: String { URL(string: server)?.host ?? server }

    /// The folder URL, checked: https anywhere, plain http only to this machine.
    public func folderURL() throws(CloudError) -> URL {
        guard let url = URL(string: server), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw .invalidURL(server)
        }
        switch scheme {
        case "https": break
        case "http":
            let loopback = host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
            if !loopback { throw .insecureURL(server) }
        default:
            throw .invalidURL(server)
        }
        return server.hasSuffix("/") ? url : URL(string: server + "/")!
    }

    /// `Basic …` for the Authorization header; only ever put in a request, never printed.
    var authorization: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }
}
