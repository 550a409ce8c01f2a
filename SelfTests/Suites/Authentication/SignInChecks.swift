import Foundation
import SelfTestRunner
import SpenDropApp

/// Signing in to a WebDAV server, keeping the sign-in, signing out, and the Account screen's state.
enum SignInChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("signing in checks the password with PROPFIND before saving it, mode 600") { check in
                let cloud = try CloudTestContext(check)
                let status = cloud.run(["account", "login", "--server", cloud.server.folderURL, "--user", "aisyah"])
                let file = cloud.context.credentials.file
                let mode =
                    ((try? FileManager().attributesOfItem(atPath: file.path))?[.posixPermissions] as? NSNumber)?
                    .intValue ?? 0
                return .all([
                    .equal(status, 0, cloud.errors),
                    .equal(cloud.server.requests, ["PROPFIND "], "requests before saving"),
                    .equal(String(mode, radix: 8), "600", "credentials file mode"),
                    .equal(try cloud.context.credentials.load(), cloud.server.credentials(), "saved sign-in"),
                    .that(
                        cloud.output.contains("Signed in as aisyah at cloud.example.test"),
                        expected: "Signed in as aisyah at cloud.example.test",
                        actual: cloud.output),
                ])
            },
            SelfTestCheck("a wrong password is refused with the server's 401 and nothing is saved") { check in
                let cloud = try CloudTestContext(check, password: "wrong-password")
                let status = cloud.run(["account", "login", "--server", cloud.server.folderURL, "--user", "aisyah"])
                return .all([
                    .equal(status, 1),
                    .that(
                        cloud.errors.contains("refused the user name or password for aisyah (401)"),
                        expected: "refused the user name or password for aisyah (401)", actual: cloud.errors),
                    .equal(
                        FileManager().fileExists(atPath: cloud.context.credentials.file.path), false, "credentials file"
                    ),
                ])
            },
            SelfTestCheck("a password is never taken from an argument") { check in
                let cloud = try CloudTestContext(check)
                let status = cloud.run([
                    "account", "login", "--server", cloud.server.folderURL, "--user", "aisyah", "--password", "hunter2",
                ])
                return .all([
                    .equal(status, 2), .equal(cloud.server.requests, [], "requests"),
                    .equal(
                        FileManager().fileExists(atPath: cloud.context.credentials.file.path), false, "credentials file"
                    ),
                ])
            },
            SelfTestCheck("a sign-in file that others can read is refused and the screen says how to fix it") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try FileManager().setAttributes(
                    [.posixPermissions: 0o644], ofItemAtPath: cloud.context.credentials.file.path)
                cloud.run(["account"])
                return .all([
                    .throwsError(
                        CloudError.credentialsFileUnsafe(path: cloud.context.credentials.file.path, mode: "644")
                    ) {
                        try cloud.context.credentials.load()
                    },
                    .that(
                        cloud.output.contains("can be read by other users (mode 644); run 'chmod 600"),
                        expected: "… can be read by other users (mode 644); run 'chmod 600 …", actual: cloud.output),
                ])
            },
            SelfTestCheck("signing out removes the sign-in file") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                let status = cloud.run(["account", "logout"])
                return .all([
                    .equal(status, 0),
                    .equal(FileManager().fileExists(atPath: cloud.context.credentials.file.path), false),
                    .equal(try cloud.context.credentials.load(), nil),
                ])
            },
            SelfTestCheck("the Account screen reads not configured, signed in as NAME at HOST, or the last error") {
                check in
                let cloud = try CloudTestContext(check)
                cloud.run(["account"])
                try cloud.signIn()
                cloud.run(["account"])
                cloud.context.credentials.recordLastError(.timedOut(server: "cloud.example.test", seconds: 30))
                cloud.run(["account"])
                let lines = cloud.output.split(separator: "\n").map(String.init).filter {
                    !$0.hasPrefix("Account") && !$0.contains("Local backups")
                }
                let signedIn =
                    "  Signed in as aisyah at cloud.example.test; the password is saved in \(cloud.context.credentials.file.path) (mode 600)."
                return .equal(
                    lines,
                    [
                        "  Cloud backup is not configured.",
                        "  Sign in to a WebDAV server with 'spendrop account login --server URL --user NAME'.",
                        signedIn,
                        signedIn,
                        "  Last error: cloud.example.test did not answer within 30 s; try again later",
                    ])
            },
            SelfTestCheck(
                "a sign-in whose password a command prints saves only the command, runs it each time the password is needed, and says when it gives none, never what it printed"
            ) { check in
                let server = FakeWebDAVServer()
                let folder = try check.makeScratchDirectory("password-command")
                final class Runs: @unchecked Sendable { var commands: [String] = [] }
                let runs = Runs()
                func store(_ outcome: PasswordCommand.Outcome) -> CredentialStore {
                    CredentialStore(directory: folder, fileManager: FileManager()) { command in
                        runs.commands.append(command); return outcome
                    }
                }
                let printing = store(
                    PasswordCommand.Outcome(status: 0, output: "\(server.password)\nsecond line\n", errors: ""))
                let command = "pass show cloud-dav"
                try printing.save(
                    CloudCredentials(
                        server: server.folderURL, user: server.user, password: server.password, passwordCommand: command
                    ))
                let file = String(decoding: try Data(contentsOf: printing.file), as: UTF8.self)
                let loaded = try printing.load()
                var verified = "verified"
                do {
                    try WebDAVClient(credentials: loaded!, transport: server.transport, fileManager: FileManager())
                        .verify()
                } catch { verified = "\(error)" }
                func failure(_ outcome: PasswordCommand.Outcome) -> String {
                    do { _ = try store(outcome).load(); return "a password" } catch { return error.description }
                }
                let failing = failure(
                    PasswordCommand.Outcome(
                        status: 1, output: "not-the-password", errors: "gpg: decryption failed: No secret key\nmore\n"))
                let silent = failure(PasswordCommand.Outcome(status: 0, output: "\n", errors: ""))
                let slow = failure(PasswordCommand.Outcome(status: -1, output: "", errors: "", timedOut: true))
                return .all([
                    .that(
                        !file.contains(server.password) && file.contains(command),
                        expected: "the file holds the command and not the password", actual: file),
                    .equal(loaded?.password, server.password, "the password the command printed on its first line"),
                    .equal(verified, "verified", "a sign-in with it"),
                    .equal(runs.commands.first, command, "the command run"),
                    .equal(
                        failing,
                        "the password command 'pass show cloud-dav' gave no password (it exited with status 1: gpg: decryption failed: No secret key); run it yourself to see why, or sign in again",
                        "a failing command"),
                    .that(
                        silent.contains("printed no password on its first line"),
                        expected: "… printed no password on its first line …", actual: silent),
                    .that(
                        slow.contains("did not finish within 60 s"), expected: "… did not finish within 60 s …",
                        actual: slow),
                ])
            },
            SelfTestCheck("plain http is refused for another machine and allowed only for this one") { _ in
                func folder(_ server: String) -> String {
                    do {
                        return try CloudCredentials(server: server, user: "u", password: "p").folderURL().absoluteString
                    } catch { return "\(error)" }
                }
                return .all([
                    .equal(
                        folder("http://192.168.1.20/dav/"),
                        CloudError.insecureURL("http://192.168.1.20/dav/").description),
                    .equal(
                        folder("http://cloud.example.com/dav"),
                        CloudError.insecureURL("http://cloud.example.com/dav").description),
                    .equal(folder("http://127.0.0.1:8080/dav"), "http://127.0.0.1:8080/dav/"),
                    .equal(folder("http://localhost/dav/"), "http://localhost/dav/"),
                    .equal(
                        folder("https://cloud.example.com/remote.php/dav/files/aisyah"),
                        "https://cloud.example.com/remote.php/dav/files/aisyah/"),
                    .equal(
                        folder("ftp://cloud.example.com/"),
                        CloudError.invalidURL("ftp://cloud.example.com/").description),
                ])
            },
            SelfTestCheck(
                "plain http counts as this machine only for loopback addresses, never for a name that merely starts with 127., and for localhost only when it resolves to loopback alone"
            ) { _ in
                func loopback(_ host: String, resolvesTo addresses: [String] = []) -> Bool {
                    CloudCredentials.isLoopback(host, resolve: { _ in addresses })
                }
                let hosts: [(String, [String], Bool)] = [
                    ("127.0.0.1", [], true), ("127.255.3.9", [], true), ("::1", [], true), ("[::1]", [], true),
                    ("::ffff:127.0.0.1", [], true),
                    ("127.example.invalid", ["127.0.0.1"], false), ("127.0.0.1.nip.example", ["127.0.0.1"], false),
                    ("127.1", [], false),
                    ("128.0.0.1", [], false), ("::2", [], false), ("10.0.0.5", [], false),
                    ("localhost", ["127.0.0.1", "::1"], true), ("localhost", ["127.0.0.1", "192.168.1.9"], false),
                    ("localhost", [], false),
                ]
                return .all(
                    hosts.map { host, addresses, expected in
                        .equal(loopback(host, resolvesTo: addresses), expected, "\(host) resolving to \(addresses)")
                    } + [
                        .equal(
                            (try? CloudCredentials(server: "http://127.example.invalid/dav/", user: "u", password: "p")
                                .folderURL(resolve: { _ in ["127.0.0.1"] }))?.absoluteString, nil,
                            "http://127.example.invalid/ accepted")
                    ])
            },
            SelfTestCheck("each failure says what a person can do: unreachable, not WebDAV, TLS, timeout") { check in
                let server = FakeWebDAVServer()
                func failure(_ behaviour: FakeWebDAVServer.Behaviour) -> String {
                    server.behaviour = behaviour
                    do {
                        try WebDAVClient(
                            credentials: server.credentials(), transport: server.transport, fileManager: FileManager()
                        ).verify()
                        return "signed in"
                    } catch { return "\(error)" }
                }
                return .all([
                    .equal(
                        failure(.unreachable),
                        CloudError.unreachable(server: "cloud.example.test", detail: "connection refused").description),
                    .equal(
                        failure(.plainWebServer),
                        CloudError.notWebDAV(server: "cloud.example.test", status: 200).description),
                    .equal(
                        failure(.tlsFailure),
                        CloudError.tlsFailure(server: "cloud.example.test", detail: "certificate has expired")
                            .description),
                    .equal(
                        failure(.timeout), CloudError.timedOut(server: "cloud.example.test", seconds: 30).description),
                    .equal(failure(.normal), "signed in"),
                ])
            },
        ]
    }
}
