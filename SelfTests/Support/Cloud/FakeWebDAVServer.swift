import Foundation
import SpenDropApp

/// An in-process stand-in for a WebDAV server's HTTP API (PROPFIND, PUT, MOVE, GET, DELETE) with
/// one user, so the Authentication and Cloud backup suites run offline.
///
/// Promises: answers the way Apache, Nextcloud and rclone do for these calls (207 multistatus,
/// 201 on PUT and MOVE, 412 when MOVE must not overwrite, 401 on a wrong password); it can be
/// told to fail a PUT part-way, to answer like a plain web server, or to be unreachable.
final class FakeWebDAVServer: @unchecked Sendable {
    enum Behaviour {
        case normal
        case dropPutsAfter(bytes: Int)
        /// Stores every uploaded file with its last byte changed, as a faulty disk would.
        case corruptStoredFiles
        case plainWebServer
        case unreachable
        case tlsFailure
        case timeout
        /// Lists every file for the first `listings` folder listings, then leaves `name` out, as a
        /// server that lost it (or another client that deleted it) would.
        case forget(name: String, afterListings: Int)
    }

    let folderPath = "/remote.php/dav/files/aisyah/"
    let user: String
    let password: String
    private let lock = NSLock()
    private var files: [String: Data] = [:]
    private(set) var requests: [String] = []
    private var listings = 0
    var behaviour: Behaviour = .normal

    init(user: String = "aisyah", password: String = "s3cret-app-password") {
        self.user = user
        self.password = password
    }

    var folderURL: String { "https://cloud.example.test\(folderPath)" }

    func credentials(password: String? = nil) -> CloudCredentials {
        CloudCredentials(server: folderURL, user: user, password: password ?? self.password)
    }

    var transport: HTTPTransport {
        HTTPTransport { [self] request throws(CloudError) in try handle(request) }
    }

    /// The names in the folder now.
    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return files.keys.sorted()
    }

    func contents(_ name: String) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        return files[name]
    }

    func replace(_ name: String, with data: Data) {
        lock.lock()
        files[name] = data
        lock.unlock()
    }

    private func handle(_ request: HTTPRequest) throws(CloudError) -> HTTPResponse {
        lock.lock()
        defer { lock.unlock() }
        let host = request.url.host ?? ""
        switch behaviour {
        case .unreachable: throw .unreachable(server: host, detail: "connection refused")
        case .tlsFailure: throw .tlsFailure(server: host, detail: "certificate has expired")
        case .timeout: throw .timedOut(server: host, seconds: 30)
        default: break
        }
        let name = String(request.url.path.dropFirst(folderPath.count))
        requests.append("\(request.method) \(name)")
        let expected = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        guard request.headers["Authorization"] == expected else { return HTTPResponse(status: 401) }
        if case .plainWebServer = behaviour {
            return HTTPResponse(status: 200, body: Data("<html>Welcome</html>".utf8))
        }
        switch request.method {
        case "PROPFIND":
            var body =
                #"<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>\#(folderPath)</d:href></d:response>"#
            if request.headers["Depth"] == "1" {
                listings += 1
                for (file, data) in files.sorted(by: { $0.key < $1.key }) {
                    if case .forget(let forgotten, let after) = behaviour, listings > after, file == forgotten {
                        continue
                    }
                    body +=
                        "<d:response><d:href>\(folderPath)\(file)</d:href><d:propstat><d:prop>"
                        + "<d:getcontentlength>\(data.count)</d:getcontentlength></d:prop></d:propstat></d:response>"
                }
            }
            return HTTPResponse(status: 207, body: Data((body + "</d:multistatus>").utf8))
        case "PUT":
            var data = request.body
            if let file = request.bodyFile {
                guard let read = try? Data(contentsOf: file) else { return HTTPResponse(status: 400) }
                data = read
            }
            if case .dropPutsAfter(let bytes) = behaviour, data.count > bytes {
                files[name] = data.prefix(bytes)
                throw .unreachable(server: host, detail: "connection reset during upload")
            }
            if case .corruptStoredFiles = behaviour, let last = data.last { data[data.count - 1] = last ^ 0xFF }
            files[name] = data
            return HTTPResponse(status: 201)
        case "MOVE":
            guard let destination = request.headers["Destination"].flatMap(URL.init(string:)), let data = files[name]
            else {
                return HTTPResponse(status: 404)
            }
            let target = String(destination.path.dropFirst(folderPath.count))
            if request.headers["Overwrite"] == "F", files[target] != nil { return HTTPResponse(status: 412) }
            files[target] = data
            files[name] = nil
            return HTTPResponse(status: 201)
        case "GET":
            guard let data = files[name] else { return HTTPResponse(status: 404) }
            if let destination = request.downloadTo {
                guard (try? data.write(to: destination)) != nil else { return HTTPResponse(status: 500) }
                return HTTPResponse(status: 200)
            }
            return HTTPResponse(status: 200, body: data)
        case "DELETE":
            return HTTPResponse(status: files.removeValue(forKey: name) == nil ? 404 : 204)
        default:
            return HTTPResponse(status: 405)
        }
    }
}
