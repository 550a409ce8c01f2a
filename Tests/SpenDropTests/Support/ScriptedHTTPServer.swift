import Foundation

/// A tiny HTTP server on 127.0.0.1 that answers each request as its script says (a fixed head and
/// an empty body, or a body that never ends, or one that trickles), and keeps the request heads
/// it received: for tests of what spendrop does with a server that misbehaves. Stops listening
/// when the value is released; a body that never ends stops when the client hangs up.
final class ScriptedHTTPServer {
    /// One answer: its head (a status line and headers, without the blank line that ends them)
    /// and how its body comes.
    struct Reply: Sendable {
        enum Body: Sendable {
            case fixed(String)
            /// `chunk` again and again until the client hangs up (no Content-Length).
            case endless(String)
            /// One byte of `text` every `seconds`.
            case trickle(String, seconds: Double)
        }
        var head: String
        var body: Body
    }

    let port: Int
    private let listener: Int32
    private let received = Received()

    /// The request heads so far, each as sent (request line and headers).
    var requests: [String] { received.all }

    /// Listens at once and answers every request with `head` (a status line and any headers,
    /// without the blank line that ends them).
    convenience init(head: String) throws {
        try self.init { _ in Reply(head: head, body: .fixed("")) }
    }

    /// Listens at once and answers each request with what `script` gives for its head.
    init(script: @escaping @Sendable (String) -> Reply) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
                    && listen(descriptor, 8) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "could not listen on 127.0.0.1"])
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let received = self.received
        Thread.detachNewThread { ScriptedHTTPServer.serve(descriptor, script: script, into: received) }
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

    private static func serve(_ listener: Int32, script: @escaping @Sendable (String) -> Reply, into received: Received)
    {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 { return }
            // Each connection on its own thread: a body that trickles holds only its own.
            Thread.detachNewThread { answer(connection, script: script, into: received) }
        }
    }

    private static func answer(_ connection: Int32, script: @Sendable (String) -> Reply, into received: Received) {
        let end = Data("\r\n\r\n".utf8)
        do {
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
            let head = String(decoding: request[..<upTo], as: UTF8.self)
            received.append(head)
            let reply = script(head)
            func send(_ text: String) -> Bool {
                let bytes = Array(text.utf8)
                return bytes.withUnsafeBufferPointer {
                    Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                } == bytes.count
            }
            switch reply.body {
            case .fixed(let text):
                _ = send(reply.head + "\r\nContent-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n" + text)
            case .endless(let chunk):
                guard send(reply.head + "\r\nConnection: close\r\n\r\n") else { break }
                while send(chunk) {}
            case .trickle(let text, let seconds):
                guard send(reply.head + "\r\nContent-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n") else {
                    break
                }
                for character in text {
                    Thread.sleep(forTimeInterval: seconds)
                    if !send(String(character)) { break }
                }
            }
            close(connection)
        }
    }
}
