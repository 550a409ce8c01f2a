import Foundation
import SpenDropWire

/// The real network: each request goes to `libSpenDropNetwork.so` (URLSession), which is loaded
/// the first time a command talks to a server, so launches that never do (almost all) do not pay
/// for linking FoundationNetworking and curl.
///
/// Promises: connection failures, TLS failures and timeouts become the matching `CloudError`
/// naming the host only; a missing or broken library becomes `networkUnavailable` saying where it
/// was looked for; request headers are never part of any error. Files are streamed from and to
/// disk by the library; `timeoutSeconds` is how long the server may stay silent. `progress`, when
/// given, hears (bytes done, bytes expected) as an upload or download goes.
public enum NetworkTransport {
    public typealias Progress = @Sendable (_ done: Int64, _ expected: Int64) -> Void

    /// A transport through the library beside `executable` (or in `../lib/spendrop` from it).
    public static func make(executable: URL, timeoutSeconds: Int = 30, progress: Progress? = nil) -> HTTPTransport {
        let library = NetworkLibrary(folders: [
            executable.deletingLastPathComponent(),
            executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/spendrop", isDirectory: true),
        ])
        return HTTPTransport { request throws(CloudError) in
            let host = request.url.host ?? request.url.absoluteString
            let exchange = try library.exchange()
            let wire = NetworkWire.Request(
                method: request.method, url: request.url.absoluteString, headers: request.headers,
                body: request.body, bodyFile: request.bodyFile?.path, downloadTo: request.downloadTo?.path,
                timeoutSeconds: timeoutSeconds, maxBodyBytes: request.maxBodyBytes,
                expectedBytes: request.expectedBytes)
            guard let encoded = try? JSONEncoder().encode(wire) else {
                throw .unreachable(server: host, detail: "the request could not be written")
            }
            let box = progress.map { Unmanaged.passRetained(ProgressBox($0)) }
            defer { box?.release() }
            var answerCount = 0
            let answerBytes = encoded.withUnsafeBytes { request in
                exchange(
                    request.bindMemory(to: UInt8.self).baseAddress, request.count,
                    box == nil
                        ? nil
                        : { done, expected, context in
                            guard let context else { return }
                            Unmanaged<ProgressBox>.fromOpaque(context).takeUnretainedValue().report(done, expected)
                        }, box?.toOpaque(), &answerCount)
            }
            guard let answerBytes else {
                throw .unreachable(server: host, detail: "no answer from the network library")
            }
            defer { free(answerBytes) }
            guard
                let answer = try? JSONDecoder().decode(
                    NetworkWire.Answer.self, from: Data(bytes: answerBytes, count: answerCount))
            else {
                throw .unreachable(server: host, detail: "the network library's answer could not be read")
            }
            switch answer.failure {
            case .timedOut?: throw .timedOut(server: host, seconds: timeoutSeconds)
            case .tls?: throw .tlsFailure(server: host, detail: answer.detail)
            case .unreachable?: throw .unreachable(server: host, detail: answer.detail)
            case .tooLarge?:
                throw .answerTooLarge(server: host, operation: request.method, limitBytes: request.maxBodyBytes ?? 0)
            case .tooSlow?: throw .tooSlow(server: host, detail: answer.detail)
            case nil: return HTTPResponse(status: answer.status, headers: answer.headers, body: answer.body)
            }
        }
    }

    /// The progress closure, carried through the library as its callback's context.
    private final class ProgressBox {
        let report: Progress

        init(_ report: @escaping Progress) {
            self.report = report
        }
    }
}

/// `libSpenDropNetwork.so`, loaded once, the first time it is needed, from the first of `folders`
/// that holds it.
final class NetworkLibrary: @unchecked Sendable {
    private let folders: [URL]
    private let lock = NSLock()
    private var loaded: Result<NetworkWire.Exchange, CloudError>?

    init(folders: [URL]) {
        self.folders = folders
    }

    func exchange() throws(CloudError) -> NetworkWire.Exchange {
        lock.lock()
        defer { lock.unlock() }
        if loaded == nil { loaded = load() }
        return try loaded!.get()
    }

    private func load() -> Result<NetworkWire.Exchange, CloudError> {
        let paths = folders.map { $0.appendingPathComponent(NetworkWire.libraryName).path }
        guard let path = paths.first(where: { FileManager().fileExists(atPath: $0) }) else {
            return .failure(
                .networkUnavailable(
                    detail: "\(NetworkWire.libraryName) was found neither at \(paths.joined(separator: " nor at "))"))
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(
                .networkUnavailable(
                    detail: "\(path) could not be loaded: \(dlerror().map { String(cString: $0) } ?? "no reason given")"
                ))
        }
        guard let symbol = dlsym(handle, NetworkWire.entryPoint) else {
            return .failure(.networkUnavailable(detail: "\(path) has no \(NetworkWire.entryPoint)"))
        }
        return .success(unsafeBitCast(symbol, to: NetworkWire.Exchange.self))
    }
}
