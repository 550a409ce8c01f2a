import Foundation

/// Who the user signed in as, and where: a WebDAV folder URL, a user name and a password or app
/// password, or instead of the password the command that prints it (`pass show dav`, a keyring's).
///
/// Promises: `description` never shows the password; with a `passwordCommand`, the password is
/// never saved (it is empty in the file) and is read from the command each time it is needed.
public struct CloudCredentials: Codable, Equatable, Sendable, CustomStringConvertible {
    public let server: String
    public let user: String
    public let password: String
    /// The command whose first line of output is the password; nil when the password is saved.
    public let passwordCommand: String?

    public init(server: String, user: String, password: String, passwordCommand: String? = nil) {
        self.server = server
        self.user = user
        self.password = password
        self.passwordCommand = passwordCommand
    }

    /// The same sign-in with `password` to send: what a password command printed.
    func with(password: String) -> CloudCredentials {
        CloudCredentials(server: server, user: user, password: password, passwordCommand: passwordCommand)
    }

    /// The sign-in as it is saved: without the password when a command gives it.
    var saved: CloudCredentials {
        passwordCommand == nil
            ? self : CloudCredentials(server: server, user: user, password: "", passwordCommand: passwordCommand)
    }

    public var description: String { "\(user) at \(host)" }

    /// The server's host name, for messages.
    public var host: String { URL(string: server)?.host ?? server }

    /// The folder URL, checked: https anywhere, plain http only to this machine: a loopback
    /// address (127.0.0.0/8, ::1) or `localhost` when every address it resolves to (through
    /// `resolve`, the system's resolver by default) is one.
    public func folderURL(resolve: (String) -> [String] = CloudCredentials.addresses) throws(CloudError) -> URL {
        guard let url = URL(string: server), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty
        else {
            throw .invalidURL(server)
        }
        switch scheme {
        case "https": break
        case "http":
            if !CloudCredentials.isLoopback(host, resolve: resolve) { throw .insecureURL(server) }
        default:
            throw .invalidURL(server)
        }
        return server.hasSuffix("/") ? url : URL(string: server + "/")!
    }

    /// Whether `host` is this machine: an IPv4 loopback literal (four decimal parts, 127 first),
    /// `::1` (bracketed or not, or IPv4-mapped loopback), or `localhost` resolving only to those.
    /// A name that merely starts with `127.` is a name, resolved by DNS, and so not this machine.
    public static func isLoopback(_ host: String, resolve: (String) -> [String]) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if let literal = loopbackLiteral(bare) { return literal }
        guard bare.lowercased() == "localhost" else { return false }
        let addresses = resolve(bare)
        return !addresses.isEmpty && addresses.allSatisfy { loopbackLiteral($0) == true }
    }

    /// true or false for an IP address literal, nil for anything else (a name).
    static func loopbackLiteral(_ text: String) -> Bool? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        // ::ffff:127.x.x.x
        return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
    }

    /// Every address the system's resolver gives for `host` (numeric text).
    public static func addresses(_ host: String) -> [String] {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0 else { return [] }
        defer { freeaddrinfo(list) }
        var found: [String] = []
        var entry = list
        while let current = entry {
            var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(
                current.pointee.ai_addr, current.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0,
                NI_NUMERICHOST) == 0
            {
                found.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            entry = current.pointee.ai_next
        }
        return found
    }

    /// `Basic …` for the Authorization header; only ever put in a request, never printed.
    var authorization: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }
}
