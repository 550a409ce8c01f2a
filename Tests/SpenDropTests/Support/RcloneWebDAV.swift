import Foundation

/// A real WebDAV server for the cloud tests: `rclone serve webdav` on 127.0.0.1 with a random
/// free port, a temporary folder and one user, stopped when the value is released.
final class RcloneWebDAV {
    let user = "aisyah"
    let password = "correct-horse-battery"
    let folder: URL
    let port: Int
    private let process = Process()

    /// With `certificate` and `key` (PEM files), it serves https.
    init(sandbox: Sandbox, certificate: URL? = nil, key: URL? = nil) throws {
        folder = sandbox.root.appendingPathComponent("webdav", isDirectory: true)
        try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        port = try RcloneWebDAV.freePort()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "rclone", "serve", "webdav", "--config", "/dev/null", "--addr", "127.0.0.1:\(port)",
                "--user", user, "--pass", password, folder.path,
            ]
            + (certificate.map { ["--cert", $0.path] } ?? []) + (key.map { ["--key", $0.path] } ?? [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Generous: on a machine busy with other test processes rclone has taken over five seconds
        // to listen. A server that exited is not waited for.
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline, process.isRunning {
            if RcloneWebDAV.accepts(port: port) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let state = process.isRunning ? "still running" : "exited with status \(process.terminationStatus)"
        throw CocoaError(
            .fileReadUnknown,
            userInfo: [NSLocalizedDescriptionKey: "rclone did not start listening on \(port) (\(state))"])
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    /// The names of the files the server holds, sorted.
    var names: [String] { ((try? FileManager().contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw CocoaError(.fileReadUnknown) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
