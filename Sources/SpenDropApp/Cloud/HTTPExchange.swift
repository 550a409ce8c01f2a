import Foundation

/// One HTTP request as the WebDAV client makes it: method, URL, headers and body.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: URL
    public var headers: [String: String]
    public var body: Data
    /// Sends this file as the body instead of `body`, streamed from disk.
    public var bodyFile: URL?
    /// Writes the response body to this file instead of keeping it in memory.
    public var downloadTo: URL?
    /// The most bytes an answer kept in memory may have (a folder listing); nil for no bound.
    public var maxBodyBytes: Int?
    /// The size a download should have, which bounds how long it may take.
    public var expectedBytes: Int64?

    public init(
        method: String, url: URL, headers: [String: String] = [:], body: Data = Data(), bodyFile: URL? = nil,
        downloadTo: URL? = nil, maxBodyBytes: Int? = nil, expectedBytes: Int64? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.bodyFile = bodyFile
        self.downloadTo = downloadTo
        self.maxBodyBytes = maxBodyBytes
        self.expectedBytes = expectedBytes
    }
}

/// One HTTP response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// How requests reach a server: the network (`NetworkTransport`) or an in-process fake.
///
/// Promises: a transport never logs or echoes a request's headers; failures to reach the server
/// come back as `CloudError`, never as raw system errors.
public struct HTTPTransport: Sendable {
    private let sendRequest: @Sendable (HTTPRequest) throws(CloudError) -> HTTPResponse

    public init(_ send: @escaping @Sendable (HTTPRequest) throws(CloudError) -> HTTPResponse) {
        sendRequest = send
    }

    public func send(_ request: HTTPRequest) throws(CloudError) -> HTTPResponse {
        try sendRequest(request)
    }
}
