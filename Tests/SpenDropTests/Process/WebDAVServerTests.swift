import Foundation
import Testing

/// The cloud client against a real WebDAV server (`rclone serve webdav` on loopback), launched
/// as a person would run spendrop.
@Suite struct WebDAVServerTests {
    @Test func signingInRightAndWrongAndOut() throws {
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        let wrong = try SpendropBinary.run(
            ["account", "login", "--server", server.url, "--user", server.user],
            environment: sandbox.environment, input: "not-the-password\n")
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("refused the user name or password for aisyah (401)"))
        let right = try SpendropBinary.run(
            ["account", "login", "--server", server.url, "--user", server.user],
            environment: sandbox.environment, input: server.password + "\n")
        #expect(right.status == 0, "\(right.errors)")
        let screen = try SpendropBinary.run(["account"], environment: sandbox.environment)
        #expect(screen.output.contains("Signed in as aisyah at 127.0.0.1; the password is saved in "))
        let listed = try SpendropBinary.run(["backups", "--cloud"], environment: sandbox.environment)
        #expect(listed.output.contains("No cloud backups yet"))
        let out = try SpendropBinary.run(["account", "logout"], environment: sandbox.environment)
        #expect(out.status == 0)
        #expect(try SpendropBinary.run(["account"], environment: sandbox.environment).output.contains("not configured"))
        for result in [wrong, right, screen, listed, out] {
            #expect(!(result.output + result.errors).contains(server.password))
        }
    }

    @Test func withoutItsNetworkLibraryASignInSaysWhereItLookedAndOtherCommandsWork() throws {
        // spendrop alone in a folder, without libSpenDropNetwork.so beside it or in ../lib/spendrop.
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        let alone = sandbox.root.appendingPathComponent("alone/bin/spendrop")
        try FileManager().createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager().copyItem(at: SpendropBinary.url(SpendropBinary.spendrop), to: alone)
        let login = try SpendropBinary.run(
            ["account", "login", "--server", server.url, "--user", server.user],
            environment: sandbox.environment, input: server.password + "\n", executable: alone)
        #expect(login.status == 1)
        #expect(
            login.errors.contains(
                "spendrop: cannot talk to servers: libSpenDropNetwork.so was found neither at \(alone.deletingLastPathComponent().path)"
            ),
            "\(login.errors)")
        #expect(!(login.output + login.errors).contains(server.password))
        let added = try SpendropBinary.run(
            ["add", "12.50", "Mamak Corner"], environment: sandbox.environment, executable: alone)
        #expect(added.status == 0, "\(added.errors)")
    }
}

/// Backing up to the real server and restoring from it.
@Suite struct WebDAVBackupTests {
    /// A sandbox signed in to `server` whose store holds a few transactions.
    /// A password printed by a command (as from `pass` or a keyring) signs in and backs up, and
    /// only the command is kept at rest.
    @Test func aPasswordCommandSignsInAndOnlyTheCommandIsKept() throws {
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        let secret = sandbox.root.appendingPathComponent("secret.txt")
        try Data((server.password + "\n").utf8).write(to: secret)
        let login = try SpendropBinary.run(
            [
                "account", "login", "--server", server.url, "--user", server.user,
                "--password-command", "cat '\(secret.path)'",
            ], environment: sandbox.environment)
        #expect(login.status == 0, "\(login.errors)")
        let kept = try String(
            contentsOf: sandbox.root.appendingPathComponent("home/config/spendrop/credentials.json"), encoding: .utf8)
        #expect(!kept.contains(server.password), "the password is at rest: \(kept)")
        #expect(try SpendropBinary.run(["add", "5", "Kopi"], environment: sandbox.environment).status == 0)
        let backup = try SpendropBinary.run(["backup", "--cloud"], environment: sandbox.environment)
        #expect(backup.status == 0, "\(backup.errors)")
        let account = try SpendropBinary.run(["account", "--json"], environment: sandbox.environment)
        #expect(account.output.contains("\"password_from\" : \"command\""), "\(account.output)")
        try FileManager().removeItem(at: secret)
        let failed = try SpendropBinary.run(["backups", "--cloud"], environment: sandbox.environment)
        #expect(
            failed.status == 1 && failed.errors.contains("gave no password (it exited with status 1: cat:"),
            "\(failed.errors)")
    }

    /// A folder listing that never ends is cut off at its bound and said to be, instead of filling
    /// memory until a timeout.
    @Test func aListingThatNeverEndsIsCutOffAtItsBound() throws {
        let sandbox = Sandbox()
        let server = try ScriptedHTTPServer { _ in
            .init(
                head: "HTTP/1.1 207 Multi-Status\r\nContent-Type: application/xml",
                body: .endless("<d:response><d:href>/dav/spendrop-20261201T080000Z-v6.sqlite</d:href></d:response>\n"))
        }
        let started = ContinuousClock.now
        let login = try SpendropBinary.run(
            ["account", "login", "--server", "http://127.0.0.1:\(server.port)/dav/", "--user", "aisyah"],
            environment: sandbox.environment, input: "s3cret\n")
        #expect(login.status == 1)
        #expect(login.errors.contains("with more than 16 MiB"), "\(login.errors)")
        #expect(ContinuousClock.now - started < .seconds(30), "the listing was read until the timeout")
    }

    /// A download that trickles a byte every two seconds is stopped once it falls behind the
    /// slowest rate its size allows, not read for a day.
    @Test func aDownloadThatTricklesIsStoppedByItsSize() throws {
        let sandbox = Sandbox()
        let name = "spendrop-20261201T080000Z-v6.sqlite", content = String(repeating: "x", count: 64)
        let listing = """
            <?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/dav/</d:href></d:response>\
            <d:response><d:href>/dav/\(name)</d:href><d:propstat><d:prop><d:getcontentlength>64</d:getcontentlength></d:prop></d:propstat></d:response>\
            </d:multistatus>
            """
        let server = try ScriptedHTTPServer { head in
            head.hasPrefix("PROPFIND")
                ? .init(head: "HTTP/1.1 207 Multi-Status\r\nContent-Type: application/xml", body: .fixed(listing))
                : .init(head: "HTTP/1.1 200 OK", body: .trickle(content, seconds: 2))
        }
        let login = try SpendropBinary.run(
            ["account", "login", "--server", "http://127.0.0.1:\(server.port)/dav/", "--user", "aisyah"],
            environment: sandbox.environment, input: "s3cret\n")
        #expect(login.status == 0, "\(login.errors)")
        let started = ContinuousClock.now
        let restore = try SpendropBinary.run(["restore", "--cloud", name], environment: sandbox.environment)
        #expect(restore.status == 1)
        #expect(restore.errors.contains("sent too slowly to finish"), "\(restore.errors)")
        #expect(ContinuousClock.now - started < .seconds(60), "the trickle was read past its bound")
    }

    /// A server whose certificate is self-signed is said to have failed the secure connection,
    /// naming the certificate, not "could not be reached".
    @Test func aSelfSignedCertificateIsNamed() throws {
        let sandbox = Sandbox()
        let key = sandbox.root.appendingPathComponent("key.pem"),
            certificate = sandbox.root.appendingPathComponent("cert.pem")
        let made = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path,
                "-out", certificate.path, "-days", "2", "-subj", "/CN=127.0.0.1",
            ])
        #expect(made.status == 0)
        let server = try RcloneWebDAV(sandbox: sandbox, certificate: certificate, key: key)
        let login = try SpendropBinary.run(
            [
                "account", "login", "--server", server.url.replacingOccurrences(of: "http:", with: "https:"),
                "--user", server.user,
            ], environment: sandbox.environment, input: server.password + "\n")
        #expect(login.status == 1)
        #expect(
            login.errors.contains(
                "the secure connection to 127.0.0.1 failed (SSL certificate problem: self-signed certificate)"),
            "\(login.errors)")
    }

    /// A server that redirects every request to another origin (another port on this machine)
    /// never gets the password sent on: the sign-in is refused, naming where it was sent.
    @Test func aRedirectToAnotherOriginNeverCarriesThePassword() throws {
        let sandbox = Sandbox()
        let elsewhere = try ScriptedHTTPServer(head: "HTTP/1.1 207 Multi-Status")
        let target = elsewhere.port
        let redirecting = try ScriptedHTTPServer(
            head: "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://127.0.0.1:\(target)/dav/")
        let login = try SpendropBinary.run(
            ["account", "login", "--server", "http://127.0.0.1:\(redirecting.port)/dav/", "--user", "aisyah"],
            environment: sandbox.environment, input: "s3cret\n")
        #expect(login.status != 0)
        #expect(login.errors.contains("sent the request on to http://127.0.0.1:\(target)/dav/"), "\(login.errors)")
        #expect(redirecting.requests.count >= 1, "the first server was never asked")
        #expect(
            elsewhere.requests.filter { $0.lowercased().contains("authorization:") } == [],
            "the other origin got the password")
    }

    static func signedIn(_ sandbox: Sandbox, _ server: RcloneWebDAV) throws {
        let login = try SpendropBinary.run(
            ["account", "login", "--server", server.url, "--user", server.user],
            environment: sandbox.environment, input: server.password + "\n")
        #expect(login.status == 0, "\(login.errors)")
        for words in [
            ["add", "12.50", "Mamak Corner", "--category", "Food"], ["income", "3500", "ACME Sdn Bhd"],
            ["split", "30", "Dinner", "--with", "Aisyah"],
        ] {
            #expect(try SpendropBinary.run(words, environment: sandbox.environment).status == 0)
        }
    }

    @Test func backupListAndRestoreBringBackEveryRow() throws {
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        try Self.signedIn(sandbox, server)
        let before = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment).output
        let backup = try SpendropBinary.run(["backup", "--cloud"], environment: sandbox.environment)
        #expect(backup.status == 0, "\(backup.errors)")
        let name = try #require(server.names.first { $0.hasSuffix(".sqlite") })
        #expect(server.names == [name, name + ".sha256"])
        let listed = try SpendropBinary.run(["backups", "--cloud"], environment: sandbox.environment)
        #expect(listed.output.hasPrefix(name))
        _ = try SpendropBinary.run(["add", "99", "After the backup"], environment: sandbox.environment)
        let restore = try SpendropBinary.run(["restore", "--cloud", name], environment: sandbox.environment)
        #expect(restore.status == 0, "\(restore.errors)")
        let after = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment).output
        #expect(after == before)
        let paybook = try SpendropBinary.run(["paybook"], environment: sandbox.environment)
        #expect(paybook.output.contains("Aisyah owes you RM 15.00"))
    }

    @Test func aBackupCorruptedOnTheServerIsRefused() throws {
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        try Self.signedIn(sandbox, server)
        #expect(try SpendropBinary.run(["backup", "--cloud"], environment: sandbox.environment).status == 0)
        let name = try #require(server.names.first { $0.hasSuffix(".sqlite") })
        let file = server.folder.appendingPathComponent(name)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: file)
        let before = try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment).output
        let restore = try SpendropBinary.run(["restore", "--cloud", name], environment: sandbox.environment)
        #expect(restore.status == 1)
        #expect(restore.errors.contains("does not match its checksum"))
        #expect(try SpendropBinary.run(["transactions", "--json"], environment: sandbox.environment).output == before)
    }

    @Test func anInterruptedUploadLeavesNoBackup() throws {
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        try Self.signedIn(sandbox, server)
        let csv = sandbox.root.appendingPathComponent("big.csv")
        var text = "date,type,account,to_account,amount,currency,merchant,category,note\n"
        for row in 0..<150_000 {
            text +=
                "2026-11-\(row % 28 + 1 < 10 ? "0" : "")\(row % 28 + 1),out,Cash,,1.\(row % 90 + 10),MYR,Shop \(row) with a longer name,Food,row \(row)\n"
        }
        try Data(text.utf8).write(to: csv)
        #expect(try SpendropBinary.run(["import", "csv", csv.path], environment: sandbox.environment).status == 0)
        let process = Process()
        process.executableURL = SpendropBinary.url(SpendropBinary.spendrop)
        process.arguments = ["backup", "--cloud"]
        process.environment = sandbox.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while process.isRunning, clock.now < deadline, !server.names.contains(where: { $0.hasPrefix(".") }) {
            Thread.sleep(forTimeInterval: 0.002)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let listed = try SpendropBinary.run(["backups", "--cloud"], environment: sandbox.environment)
        #expect(listed.output.contains("No cloud backups yet"), "\(listed.output) \(server.names)")
        #expect(server.names.allSatisfy { !$0.hasPrefix("spendrop-") }, "\(server.names)")
    }
}
