import Foundation
import SpenDropWire

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network, in a library of its own that spendrop loads only when a command talks to a
/// server: linking FoundationNetworking (and curl with its TLS and protocol libraries) into the
/// executable made every launch, `--version` included, about 5 ms slower.
///
/// Promises: each request is sent with URLSession and waited for; connection failures, TLS
/// failures (a certificate curl refused, named as curl names it) and timeouts come back as the
/// matching failure naming codes only, never a header. Files are streamed from and to disk;
/// `timeoutSeconds` is how long the server may stay silent, and a transfer gets that plus its
/// size at `NetworkWire.slowestBytesPerSecond` to finish (so a large store that keeps moving is
/// never cut off, and a server that trickles a byte now and then is); an answer kept in memory
/// stops at `maxBodyBytes`. Progress, when asked for, is reported as (bytes done, bytes
/// expected) four times a second while an upload or download goes.
enum URLSessionExchange {
    static func send(_ request: NetworkWire.Request, progress: ((Int64, Int64) -> Void)?) -> NetworkWire.Answer {
        guard let url = URL(string: request.url) else {
            return NetworkWire.Answer(status: 0, failure: .unreachable, detail: "not a URL")
        }
        let fileManager = FileManager()
        let timeoutSeconds = request.timeoutSeconds
        var urlRequest = URLRequest(url: url, timeoutInterval: TimeInterval(timeoutSeconds))
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let outcome = Outcome()
        let refusal = ChallengeRefusal(limit: request.maxBodyBytes)
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
            // Through the delegate, not a completion handler: the body is counted as it comes, so
            // an answer past `maxBodyBytes` is cut off instead of filling memory.
            refusal.finished = { data, response, error in outcome.finish(data, response, error) }
            task = session.dataTask(with: urlRequest)
        }
        task.resume()
        let fileSize =
            bodyFile.flatMap { try? fileManager.attributesOfItem(atPath: $0.path)[.size] as? NSNumber }?.intValue ?? 0
        let expected = Int64(fileSize)
        let tick = {
            guard let progress else { return }
            if bodyFile != nil {
                progress(task.countOfBytesSent, max(expected, task.countOfBytesExpectedToSend))
            } else if destination != nil {
                progress(task.countOfBytesReceived, task.countOfBytesExpectedToReceive)
            }
        }
        // How long the transfer may take: the silence allowed plus its size at the slowest rate
        // (an upload's file, a download's listed size, else what has arrived so far), and no
        // answer kept in memory past its bound.
        let slowest = NetworkWire.slowestBytesPerSecond
        let stop = { (elapsedMilliseconds: Int) -> NetworkWire.Answer? in
            let received = bodyFile == nil && destination == nil ? refusal.bodyCount : task.countOfBytesReceived
            if let limit = request.maxBodyBytes, refusal.passedLimit {
                return NetworkWire.Answer(status: 0, failure: .tooLarge, detail: "more than \(limit) bytes")
            }
            let size = bodyFile != nil ? expected : max(request.expectedBytes ?? 0, received)
            let allowed = Int64(timeoutSeconds + 5) * 1_000 + size * 1_000 / slowest
            guard Int64(elapsedMilliseconds) > allowed else { return nil }
            let done = bodyFile != nil ? task.countOfBytesSent : received
            return NetworkWire.Answer(
                status: 0, failure: .tooSlow,
                detail: "\(done) bytes in \(elapsedMilliseconds / 1_000) s, "
                    + "below \(slowest / 1_000) KB/s" + (request.expectedBytes.map { " of \($0) bytes" } ?? ""))
        }
        let result: (data: Data, response: URLResponse?, error: Error?)
        switch outcome.wait(stop: stop, tick: tick) {
        case .finished(let value): result = value
        case .stopped(let answer):
            task.cancel()
            return answer
        }
        if result.error == nil, let progress {
            let total =
                bodyFile != nil
                ? expected
                : destination.flatMap { try? fileManager.attributesOfItem(atPath: $0.path)[.size] as? NSNumber }?
                    .int64Value ?? 0
            progress(total, total)
        }
        if let limit = request.maxBodyBytes, refusal.passedLimit {
            return NetworkWire.Answer(status: 0, failure: .tooLarge, detail: "more than \(limit) bytes")
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
                // curl's own sentence for a certificate it refused ("SSL certificate problem:
                // self-signed certificate") comes as an unknown error: it is named, not "unreachable".
                let said = (error as NSError).localizedDescription
                if said.contains("SSL") || said.localizedCaseInsensitiveContains("certificate") {
                    return NetworkWire.Answer(status: 0, failure: .tls, detail: said)
                }
                return NetworkWire.Answer(
                    status: 0, failure: .unreachable, detail: code.map { "code \($0.rawValue)" } ?? "no answer")
            }
        }
        guard let http = result.response as? HTTPURLResponse else {
            return NetworkWire.Answer(status: 0, failure: .unreachable, detail: "no HTTP answer")
        }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers["\(key)".lowercased()] = "\(value)" }
        return NetworkWire.Answer(
            status: http.statusCode, headers: headers, body: destination == nil ? result.data : Data())
    }

    /// Cancels every authentication challenge and remembers the status that raised it: the
    /// credentials are already in the request, so a challenge means they were refused, and the
    /// client hears it as that status (401) instead of a cancelled task.
    private final class ChallengeRefusal: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var status: Int?
        /// The most bytes a data task's body may have; past it the task is cancelled.
        private let limit: Int?
        private var body = Data()
        private var cutOff = false
        /// Called when a data task (made without a completion handler) ends, with its body.
        var finished: ((Data, URLResponse?, Error?) -> Void)?

        init(limit: Int?) {
            self.limit = limit
        }

        var bodyCount: Int64 { lock.withLock { Int64(body.count) } }
        var passedLimit: Bool { lock.withLock { cutOff } }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let cancel = lock.withLock { () -> Bool in
                guard !cutOff else { return false }
                body.append(data)
                if let limit, body.count > limit {
                    cutOff = true
                    body = Data()
                    return true
                }
                return false
            }
            if cancel { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            let (handler, data) = lock.withLock { (finished, body) }
            handler?(data, task.response, error)
        }

        var refusedStatus: Int? {
            lock.lock()
            defer { lock.unlock() }
            return status
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            lock.lock()
            status = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
            lock.unlock()
            completionHandler(.cancelAuthenticationChallenge, nil)
        }

        /// Follows a redirect only to the same scheme, host and port: the Authorization header goes
        /// with a redirected request, and must never reach a server the user did not name. Any
        /// other redirect is not followed, and its own answer (3xx with its Location) comes back.
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            completionHandler(Self.sameOrigin(task.originalRequest?.url, request.url) ? request : nil)
        }

        static func sameOrigin(_ first: URL?, _ second: URL?) -> Bool {
            guard let first, let second, let scheme = first.scheme?.lowercased(), let host = first.host?.lowercased()
            else { return false }
            func port(_ url: URL) -> Int? {
                url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
            }
            return second.scheme?.lowercased() == scheme && second.host?.lowercased() == host
                && port(first) == port(second)
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

        enum Waited {
            case finished((data: Data, response: URLResponse?, error: Error?))
            case stopped(NetworkWire.Answer)
        }

        /// Waits until the task finishes or `stop` (asked 20 times a second with the milliseconds
        /// waited) gives the answer to stop with; `tick` reports progress four times a second.
        func wait(stop: (Int) -> NetworkWire.Answer?, tick: () -> Void) -> Waited {
            var waited = 0
            while done.wait(timeout: .now() + .milliseconds(50)) != .success {
                waited += 50
                if let answer = stop(waited) { return .stopped(answer) }
                if waited % 250 == 0 { tick() }
            }
            tick()
            lock.lock()
            defer { lock.unlock() }
            return .finished(value ?? (Data(), nil, nil))
        }
    }
}
