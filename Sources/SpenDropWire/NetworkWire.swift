import Foundation

/// What crosses between spendrop and its network library (`libSpenDropNetwork.so`, loaded only
/// when a command talks to a server): one request and its answer, as JSON bytes, so neither side
/// depends on the other's Swift types.
///
/// Promises: a request or answer encoded by one side decodes on the other to the same values;
/// an answer carries either a response or a failure, never both.
public enum NetworkWire {
    /// The C name of the library's one entry point.
    public static let entryPoint = "spendrop_network_exchange"
    /// The library's file name, looked for beside the executable and in `../lib/spendrop`.
    public static let libraryName = "libSpenDropNetwork.so"

    /// `entryPoint`'s type: the request's bytes and length, a progress callback and its context
    /// (both may be nil), and where to put the answer's length; returns the answer's bytes, made
    /// with `malloc`, for the caller to `free`.
    public typealias Exchange =
        @convention(c) (
            UnsafePointer<UInt8>?, Int, ProgressCallback?, UnsafeMutableRawPointer?,
            UnsafeMutablePointer<Int>?
        ) -> UnsafeMutablePointer<UInt8>?
    /// Bytes done and bytes expected of an upload or a download, and the context given with it.
    public typealias ProgressCallback = @convention(c) (Int64, Int64, UnsafeMutableRawPointer?) -> Void

    /// One HTTP request: a file to send or a file to write the body to travel as paths.
    public struct Request: Codable, Equatable, Sendable {
        public var method: String
        public var url: String
        public var headers: [String: String]
        public var body: Data
        public var bodyFile: String?
        public var downloadTo: String?
        public var timeoutSeconds: Int
        /// The most bytes an answer kept in memory may have; a longer one is cut off (`tooLarge`).
        public var maxBodyBytes: Int?
        /// The size a download should have (as the folder listed it), which bounds how long it may
        /// take; without it the bound grows with what has arrived.
        public var expectedBytes: Int64?

        public init(
            method: String, url: String, headers: [String: String], body: Data, bodyFile: String?, downloadTo: String?,
            timeoutSeconds: Int, maxBodyBytes: Int? = nil, expectedBytes: Int64? = nil
        ) {
            self.method = method
            self.url = url
            self.headers = headers
            self.body = body
            self.bodyFile = bodyFile
            self.downloadTo = downloadTo
            self.timeoutSeconds = timeoutSeconds
            self.maxBodyBytes = maxBodyBytes
            self.expectedBytes = expectedBytes
        }
    }

    /// Why no response came: the server could not be reached, the secure connection failed, or
    /// it stayed silent too long; `detail` names codes only, never a header.
    public enum FailureKind: String, Codable, Sendable {
        case unreachable, tls, timedOut
        /// The answer passed `maxBodyBytes`.
        case tooLarge
        /// The transfer went on too slowly for its size (`detail` says how far it got).
        case tooSlow
    }

    /// The slowest a transfer may go, in bytes a second, beyond the silence it is allowed: a
    /// transfer of N bytes gets `timeoutSeconds` plus N ÷ this to finish.
    public static let slowestBytesPerSecond: Int64 = 20_000

    /// The response (status, headers with lower-case names, body) or the failure.
    public struct Answer: Codable, Equatable, Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: Data
        public var failure: FailureKind?
        public var detail: String

        public init(
            status: Int, headers: [String: String] = [:], body: Data = Data(), failure: FailureKind? = nil,
            detail: String = ""
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.failure = failure
            self.detail = detail
        }
    }
}
