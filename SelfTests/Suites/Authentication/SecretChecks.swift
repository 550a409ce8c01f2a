import Foundation
import SelfTestRunner
import SpenDropApp

/// The password and the Authorization header never appear in anything spendrop prints or keeps,
/// apart from the mode-600 sign-in file.
enum SecretChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("no message the cloud client can produce holds the password or the Authorization header") {
                check in
                let server = FakeWebDAVServer(password: "Tr0ub4dor&3-app-password")
                let cloud = try CloudTestContext(check, server: server)
                let secrets = [
                    server.password, Data("aisyah:\(server.password)".utf8).base64EncodedString(), "Authorization",
                    "Basic ",
                ]
                var texts: [String] = []
                cloud.run(["account", "login", "--server", server.folderURL, "--user", "aisyah"])
                try cloud.seedStore()
                for behaviour in [
                    FakeWebDAVServer.Behaviour.unreachable, .plainWebServer, .tlsFailure, .timeout,
                    .dropPutsAfter(bytes: 10),
                    .corruptStoredFiles, .normal,
                ] {
                    server.behaviour = behaviour
                    cloud.run(["account", "login", "--server", server.folderURL, "--user", "aisyah"])
                    cloud.run(["backups", "--cloud"])
                    cloud.run(["account"])
                    cloud.run(["account", "--json"])
                    do { try CloudBackupCommands.backUp(keep: 2, context: cloud.context) } catch {
                        texts.append("\(error)")
                    }
                }
                texts += [cloud.output, cloud.errors, server.credentials().description, "\(server.credentials())"]
                let allErrors: [CloudError] = [
                    .notConfigured, .wrongCredentials(server: "h", user: "aisyah"),
                    .unreachable(server: "h", detail: "d"),
                    .notWebDAV(server: "h", status: 500), .tlsFailure(server: "h", detail: "d"),
                    .timedOut(server: "h", seconds: 1),
                    .insecureURL("http://h/"), .invalidURL("x"), .unexpectedStatus(operation: "PUT", status: 507),
                    .checksumMismatch(name: "n", expected: "e", actual: "a"), .missingChecksum(name: "n"),
                    .noSuchBackup("n"),
                    .credentialsFileUnsafe(path: "/p", mode: "644"), .credentialsUnreadable(path: "/p", detail: "d"),
                    .local("d"),
                    .networkUnavailable(detail: "d"),
                ]
                texts += allErrors.map(\.description)
                let leaks = texts.filter { text in secrets.contains { text.contains($0) } }
                return .that(
                    leaks.isEmpty, expected: "no secret in \(texts.count) messages",
                    actual: leaks.isEmpty ? "none" : "\(leaks.count) leak(s)",
                    leaks.first.map { String($0.prefix(200)) } ?? "")
            },
            SelfTestCheck("the sign-in file is the only place the password is kept") { check in
                let cloud = try CloudTestContext(check)
                cloud.run(["account", "login", "--server", cloud.server.folderURL, "--user", "aisyah"])
                try cloud.seedStore()
                try CloudBackupCommands.backUp(keep: 3, context: cloud.context)
                let enumerator = FileManager().enumerator(atPath: cloud.folder.path)
                var holding: [String] = []
                // The password's bytes anywhere in a file's bytes, text or not.
                let password = Data(cloud.server.password.utf8)
                while let path = enumerator?.nextObject() as? String {
                    let url = cloud.folder.appendingPathComponent(path)
                    if let data = try? Data(contentsOf: url), data.range(of: password) != nil {
                        holding.append(path)
                    }
                }
                return .equal(holding, ["config/credentials.json"])
            },
        ]
    }
}
