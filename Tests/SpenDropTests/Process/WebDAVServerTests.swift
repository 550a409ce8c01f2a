import Foundation
import Testing

/// The cloud client against a real WebDAV server (`rclone serve webdav` on loopback), launched
/// as a person would run spendrop.
@Suite struct WebDAVServerTests {
    @Test func signingInRightAndWrongAndOut() throws {
        let sandbox = Sandbox()
        let server = try RcloneWebDAV(sandbox: sandbox)
        let wrong = try SpendropBinary.run(["account", "login", "--server", server.url, "--user", server.user],
                                           environment: sandbox.environment, input: "not-the-password\n")
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("refused the user name or password for aisyah (401)"))
        let right = try SpendropBinary.run(["account", "login", "--server", server.url, "--user", server.user],
                                           environment: sandbox.environment, input: server.password + "\n")
        #expect(right.status == 0, "\(right.errors)")
        let screen = try SpendropBinary.run(["account"], environment: sandbox.environment)
        #expect(screen.output.contains("Signed in as aisyah at 127.0.0.1."))
        let listed = try SpendropBinary.run(["backups", "--cloud"], environment: sandbox.environment)
        #expect(listed.output.contains("No cloud backups yet"))
        let out = try SpendropBinary.run(["account", "logout"], environment: sandbox.environment)
        #expect(out.status == 0)
        #expect(try SpendropBinary.run(["account"], environment: sandbox.environment).output.contains("not configured"))
        for result in [wrong, right, screen, listed, out] {
            #expect(!(result.output + result.errors).contains(server.password))
        }
    }
}
