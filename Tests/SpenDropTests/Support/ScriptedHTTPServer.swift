import Foundation

/// A tiny HTTP server on 127.0.0.1 that answers every request with one fixed head and an empty
/// body, and keeps the request heads it received: for tests of what spendrop sends to a server
/// that misbehaves. Stops listening when the value is released.
final class ScriptedHTTPServer {
    let port: Int
    private let listener: Int32
    private let received = Received()

    /// The request heads so far, each as sent (request line and headers).
    var requests: [String] { received.all }

    /// Listens at once and answers every request with `head` (a status line and any headers,
    /// without the blank line that ends them).
    init(head: String) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 && listen(descriptor, 8) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "could not listen on 127.0.0.1"])
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let received = self.received
        Thread.detachNewThread { ScriptedHTTPServer.serve(descriptor, head: head, into: received) }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var heads: [String] = []
        var all: [String] { lock.withLock { heads } }
        func append(_ head: String) { lock.withLock { heads.append(head) } }
    }

    private static func serve(_ listener: Int32, head: String, into received: Received) {
        let end = Data("\r\n\r\n".utf8)
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 { return }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var request = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while request.range(of: end) == nil {
                let count = read(connection, &buffer, buffer.count)
                if count <= 0 { break }
                request.append(contentsOf: buffer[0..<count])
            }
            let upTo = request.range(of: end)?.lowerBound ?? request.endIndex
            received.append(String(decoding: request[..<upTo], as: UTF8.self))
            let answer = Array((head + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").utf8)
            _ = answer.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count) }
            close(connection)
        }
    }
}
