import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpenDropWire

/// The real network, in a library of its own that spendrop loads only when a command talks to a
/// server: linking FoundationNetworking (and curl with its TLS and protocol libraries) into the
/// executable made every launch, `--version` included, about 5 ms slower.
///
/// Promises: each request is sent with URLSession and waited for; connection failures, TLS
/// failures and timeouts come back as the matching failure naming codes only, never a header.
/// Files are streamed from and to disk; `timeoutSeconds` is how long the server may stay silent,
/// so a large store that keeps moving is never cut off. Progress, when asked for, is reported as
/// (bytes done, bytes expected) four times a second while an upload or download goes.
enum URLSessionExchange {
    static func send(_ request: NetworkWire.Request, progress: ((Int64, Int64) -> Void)?) -> NetworkWire.Answer {
        guard let url = URL(string: request.url) else { return NetworkWire.Answer(status: 0, failure: .unreachable, detail: "not a URL") }
        let fileManager = FileManager()
        let timeoutSeconds = request.timeoutSeconds
        var urlRequest = URLRequest(url: url, timeoutInterval: TimeInterval(timeoutSeconds))
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let outcome = Outcome()
        let refusal = ChallengeRefusal()
        let session = URLSession(configuration: .ephemeral, delegate: refusal, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task: URLSessionTask
        let bodyFile = request.bodyFile.map { URL(fileURLWithPath: $0) }
        let destination = request.downloadTo.map { URL(fileURLWithPath: $0) }
        if let bodyFile {
            task = session.uploadTask(with: urlRequest, fromFile: bodyFile) { data, response, error in
                outcome.finish(data, response, error)
            }
        } else if let destination {
            task = session.downloadTask(with: urlRequest) { location, response, error in
                var data: Data?
                if let location {
                    try? fileManager.removeItem(at: destination)
                    if (try? fileManager.moveItem(at: location, to: destination)) == nil {
                        data = try? Data(contentsOf: location)
                        try? data?.write(to: destination)
                    }
                }
                outcome.finish(data ?? Data(), response, error)
            }
        } else {
            urlRequest.httpBody = request.body
            task = session.dataTask(with: urlRequest) { data, response, error in outcome.finish(data, response, error) }
        }
        task.resume()
        let fileSize = bodyFile.flatMap { try? fileManager.attributesOfItem(atPath: $0.path)[.size] as? NSNumber }?.intValue ?? 0
        let allowance = destination == nil ? timeoutSeconds + 5 + fileSize / 20_000 : 24 * 3_600
        let expected = Int64(fileSize)
        let tick = {
            guard let progress else { return }
            if bodyFile != nil {
                progress(task.countOfBytesSent, max(expected, task.countOfBytesExpectedToSend))
            } else if destination != nil {
                progress(task.countOfBytesReceived, task.countOfBytesExpectedToReceive)
            }
        }
        guard let result = outcome.wait(seconds: allowance, tick: tick) else {
            task.cancel()
            return NetworkWire.Answer(status: 0, failure: .timedOut)
        }
        if result.error == nil, let progress {
            let total = bodyFile != nil ? expected
                : destination.flatMap { try? fileManager.attributesOfItem(atPath: $0.path)[.size] as? NSNumber }?.int64Value ?? 0
            progress(total, total)
        }
        if result.error != nil, let refused = refusal.refusedStatus {
            return NetworkWire.Answer(status: refused)
        }
        if let error = result.error {
            let code = (error as? URLError)?.code
            switch code {
            case .timedOut?: return NetworkWire.Answer(status: 0, failure: .timedOut)
            case .serverCertificateUntrusted?, .serverCertificateHasBadDate?, .serverCertificateNotYetValid?,
                 .serverCertificateHasUnknownRoot?, .secureConnectionFailed?, .clientCertificateRejected?:
                return NetworkWire.Answer(status: 0, failure: .tls, detail: "code \(code!.rawValue)")
            default:
                return NetworkWire.Answer(status: 0, failure: .unreachable, detail: code.map { "code \($0.rawValue)" } ?? "no answer")
            }
        }
        guard let http = result.response as? HTTPURLResponse else { return NetworkWire.Answer(status: 0, failure: .unreachable, detail: "no HTTP answer") }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers["\(key)".lowercased()] = "\(value)" }
        return NetworkWire.Answer(status: http.statusCode, headers: headers, body: destination == nil ? result.data : Data())
    }

    /// Cancels every authentication challenge and remembers the status that raised it: the
    /// credentials are already in the request, so a challenge means they were refused, and the
    /// client hears it as that status (401) instead of a cancelled task.
    private final class ChallengeRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var status: Int?

        var refusedStatus: Int? {
            lock.lock()
            defer { lock.unlock() }
            return status
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
            lock.lock()
            status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
            lock.unlock()
            completionHandler(.cancelAuthenticationChallenge, nil)
        }

        /// Follows a redirect only to the same scheme, host and port: the Authorization header goes
        /// with a redirected request, and must never reach a server the user did not name. Any
        /// other redirect is not followed, and its own answer (3xx with its Location) comes back.
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            completionHandler(Self.sameOrigin(task.originalRequest?.url, request.url) ? request : nil)
        }

        static func sameOrigin(_ first: URL?, _ second: URL?) -> Bool {
            guard let first, let second, let scheme = first.scheme?.lowercased(), let host = first.host?.lowercased() else { return false }
            func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil) }
            return second.scheme?.lowercased() == scheme && second.host?.lowercased() == host && port(first) == port(second)
        }
    }

    /// Carries the completion handler's result to the waiting caller.
    private final class Outcome: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var value: (data: Data, response: URLResponse?, error: Error?)?

        func finish(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
            lock.lock()
            value = (data ?? Data(), response, error)
            lock.unlock()
            done.signal()
        }

        /// Waits up to `seconds`, calling `tick` four times a second meanwhile (for progress).
        func wait(seconds: Int, tick: () -> Void) -> (data: Data, response: URLResponse?, error: Error?)? {
            var waited = 0
            while done.wait(timeout: .now() + .milliseconds(250)) != .success {
                waited += 250
                if waited >= seconds * 1_000 { return nil }
                tick()
            }
            tick()
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
