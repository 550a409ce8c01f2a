import Foundation

/// The few WebDAV calls a backup needs: check the sign-in (PROPFIND), list the folder, upload to a
/// temporary name and MOVE it into place, download, delete.
///
/// Promises: every request carries the credentials in an Authorization header and nowhere else,
/// and only to the folder's own origin: a redirect elsewhere is refused, never followed;
/// statuses map to `CloudError`s a person can act on (401 wrong credentials, a non-WebDAV answer).
public struct WebDAVClient {
    public let credentials: CloudCredentials
    public let folder: URL
    let transport: HTTPTransport
    let fileManager: FileManager

    public init(credentials: CloudCredentials, transport: HTTPTransport, fileManager: FileManager) throws(CloudError) {
        self.credentials = credentials
        self.folder = try credentials.folderURL()
        self.transport = transport
        self.fileManager = fileManager
    }

    /// A file in the folder, as PROPFIND lists it.
    public struct RemoteFile: Equatable, Sendable {
        public let name: String
        public let size: Int64
    }

    /// Checks that the server speaks WebDAV and accepts the credentials.
    public func verify() throws(CloudError) {
        let response = try send(
            "PROPFIND", folder, headers: ["Depth": "0", "Content-Type": "application/xml"],
            body: Data(WebDAVClient.propfindBody.utf8), maxBodyBytes: WebDAVClient.largestListing)
        guard response.status == 207, MultiStatus.isMultiStatus(response.body) else {
            throw .notWebDAV(server: credentials.host, status: response.status)
        }
    }

    /// The files directly inside the folder.
    public func list() throws(CloudError) -> [RemoteFile] {
        let response = try send(
            "PROPFIND", folder, headers: ["Depth": "1", "Content-Type": "application/xml"],
            body: Data(WebDAVClient.propfindBody.utf8), maxBodyBytes: WebDAVClient.largestListing)
        guard response.status == 207 else { throw .unexpectedStatus(operation: "PROPFIND", status: response.status) }
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return MultiStatus.entries(response.body).compactMap { entry in
            let path = entry.href.removingPercentEncoding ?? entry.href
            let local = (URL(string: path)?.path ?? path)
            guard local.hasPrefix(base), local.count > base.count, !local.hasSuffix("/") else { return nil }
            return RemoteFile(name: String(local.dropFirst(base.count)), size: entry.size)
        }
    }

    /// Uploads `file` under `name` without ever showing a partial file under that name: it goes
    /// to a temporary name first and is then moved into place.
    public func upload(_ file: URL, as name: String) throws(CloudError) {
        let temporary = ".\(name).partial-\(UInt32.random(in: 0...UInt32.max))"
        let put = try send("PUT", url(temporary), bodyFile: file)
        guard (200...299).contains(put.status) else {
            _ = try? send("DELETE", url(temporary))
            throw .unexpectedStatus(operation: "PUT", status: put.status)
        }
        let move = try send(
            "MOVE", url(temporary), headers: ["Destination": url(name).absoluteString, "Overwrite": "F"])
        guard (200...299).contains(move.status) else {
            _ = try? send("DELETE", url(temporary))
            throw .unexpectedStatus(operation: "MOVE", status: move.status)
        }
    }

    /// Uploads small text (a checksum) the same careful way.
    public func upload(text: String, as name: String, scratch: URL) throws(CloudError) {
        do { try Data(text.utf8).write(to: scratch) } catch { throw .local("could not write \(scratch.path)") }
        defer { try? fileManager.removeItem(at: scratch) }
        try upload(scratch, as: name)
    }

    /// Downloads `name` into `destination`; nil body means 404. `expectedBytes` (its size in the
    /// listing) bounds how long it may take.
    public func download(_ name: String, to destination: URL, expectedBytes: Int64? = nil) throws(CloudError) -> Bool {
        let response = try send("GET", url(name), downloadTo: destination, expectedBytes: expectedBytes)
        if response.status == 404 { return false }
        guard (200...299).contains(response.status) else {
            throw .unexpectedStatus(operation: "GET", status: response.status)
        }
        return true
    }

    public func delete(_ name: String) throws(CloudError) {
        let response = try send("DELETE", url(name))
        guard (200...299).contains(response.status) || response.status == 404 else {
            throw .unexpectedStatus(operation: "DELETE", status: response.status)
        }
    }

    func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// The most a folder listing may hold: 16 MiB, tens of thousands of files.
    static let largestListing = 16 << 20

    private func send(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: Data = Data(),
        bodyFile: URL? = nil, downloadTo: URL? = nil, maxBodyBytes: Int? = nil,
        expectedBytes: Int64? = nil
    ) throws(CloudError) -> HTTPResponse {
        var all = headers
        all["Authorization"] = credentials.authorization
        let response = try transport.send(
            HTTPRequest(
                method: method, url: url, headers: all, body: body, bodyFile: bodyFile,
                downloadTo: downloadTo, maxBodyBytes: maxBodyBytes, expectedBytes: expectedBytes))
        if response.status == 401 || response.status == 403 && method == "PROPFIND" {
            throw .wrongCredentials(server: credentials.host, user: credentials.user)
        }
        // The transport follows a redirect only within the folder's own origin; any other comes
        // back as itself, and is refused here.
        if (300...399).contains(response.status), response.status != 304 {
            throw .redirected(server: credentials.host, location: response.headers["location"] ?? "another address")
        }
        return response
    }

    static let propfindBody = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:"><d:prop><d:getcontentlength/><d:resourcetype/></d:prop></d:propfind>
        """
}
