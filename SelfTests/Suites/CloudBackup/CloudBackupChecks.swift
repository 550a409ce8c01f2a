import Foundation
import SelfTestRunner
import SpenDropApp
import SpenDropCore
import SpenDropStore

/// Backing the store up to the fake WebDAV server and bringing it back.
enum CloudBackupChecks {
    static let stamp = "20261202T131500Z"
    static let backupName = "spendrop-\(stamp)-v\(StoreSchema.currentVersion).sqlite"

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a backup goes up under a temporary name, is moved into place, and its SHA-256 goes beside it"
            ) { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                try CloudBackupCommands.backUp(keep: 5, context: cloud.context)
                let shape = cloud.server.requests.map { request in
                    request.replacingOccurrences(of: #"partial-\d+"#, with: "partial-N", options: .regularExpression)
                }
                return .all([
                    .equal(cloud.server.names, [backupName, backupName + ".sha256"], "files on the server"),
                    .equal(
                        shape,
                        [
                            "PUT .\(backupName).partial-N", "MOVE .\(backupName).partial-N",
                            "PUT .\(backupName).sha256.partial-N", "MOVE .\(backupName).sha256.partial-N",
                            "PROPFIND ", "GET \(backupName)", "GET \(backupName).sha256", "PROPFIND ", "PROPFIND ",
                        ], "requests"),
                    .equal(
                        String(decoding: cloud.server.contents(backupName + ".sha256") ?? Data(), as: UTF8.self),
                        "\(SHA256.hexDigest(of: cloud.server.contents(backupName) ?? Data()))  \(backupName)\n",
                        "checksum file"),
                ])
            },
            SelfTestCheck("cloud backups are listed newest first without checksums or partial uploads") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                for name in [
                    "spendrop-20261101T080000Z-v3.sqlite", "spendrop-20261201T080000Z-v4.sqlite",
                    "spendrop-20261201T080000Z-v4.sqlite.sha256",
                    ".spendrop-20261202T080000Z-v4.sqlite.partial-7", "notes.txt",
                    "spendrop-20260101T000000Z-v4.sqlite",
                ] {
                    cloud.server.replace(name, with: Data("x".utf8))
                }
                let names = try CloudBackupCommands.service(cloud.context).list().map(\.name)
                return .equal(
                    names,
                    [
                        "spendrop-20261201T080000Z-v4.sqlite", "spendrop-20261101T080000Z-v3.sqlite",
                        "spendrop-20260101T000000Z-v4.sqlite",
                    ])
            },
            SelfTestCheck(
                "a folder listing is read as Apache, Nextcloud and rclone write it and as any XML may: the folder itself and an empty size left out, a tag across lines, character references decoded"
            ) { _ in
                let folder = "/dav/Aisyah's%20backups/"
                let backup = "spendrop-20261201T080000Z-v6.sqlite"
                let bodies: [(server: String, body: String, files: [String])] = [
                    (
                        "Apache",
                        """
                        <?xml version="1.0" encoding="utf-8"?>
                        <D:multistatus xmlns:D="DAV:" xmlns:ns0="DAV:">
                        <D:response xmlns:lp1="DAV:" xmlns:lp2="http://apache.org/dav/props/" xmlns:g0="DAV:">
                        <D:href>\(folder)</D:href>
                        <D:propstat>
                        <D:prop>
                        <lp1:resourcetype><D:collection/></lp1:resourcetype>
                        </D:prop>
                        <D:status>HTTP/1.1 200 OK</D:status>
                        </D:propstat>
                        </D:response>
                        <D:response xmlns:lp1="DAV:" xmlns:lp2="http://apache.org/dav/props/" xmlns:g0="DAV:">
                        <D:href>\(folder)\(backup)</D:href>
                        <D:propstat>
                        <D:prop>
                        <lp1:resourcetype/>
                        <lp1:getcontentlength>143360</lp1:getcontentlength>
                        </D:prop>
                        </D:propstat>
                        </D:response>
                        </D:multistatus>
                        """, ["\(backup) 143360"]
                    ),
                    (
                        "Nextcloud",
                        """
                        <?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns"><d:response><d:href>\(folder)</d:href>\
                        <d:propstat><d:prop><d:getcontentlength/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>\
                        <d:response><d:href>\(folder)notes%20&amp;%20receipts.txt</d:href><d:propstat><d:prop><d:getcontentlength/></d:prop></d:propstat></d:response>\
                        <d:response><d:href>\(folder)\(backup)</d:href><d:propstat><d:prop><d:getcontentlength>143360</d:getcontentlength></d:prop></d:propstat></d:response>\
                        </d:multistatus>
                        """, ["notes & receipts.txt 0", "\(backup) 143360"]
                    ),
                    (
                        "rclone",
                        """
                        <?xml version="1.0" encoding="UTF-8"?><D:multistatus xmlns:D="DAV:"><D:response><D:href>/dav/Aisyah%27s%20backups/</D:href>\
                        <D:propstat><D:prop><D:resourcetype><D:collection xmlns:D="DAV:"/></D:resourcetype><D:displayname>Aisyah&#39;s backups</D:displayname></D:prop></D:propstat></D:response>\
                        <D:response><D:href>/dav/Aisyah%27s%20backups/\(backup)</D:href><D:propstat><D:prop><D:getcontentlength>2048</D:getcontentlength>\
                        <D:resourcetype></D:resourcetype></D:prop></D:propstat></D:response></D:multistatus>
                        """, ["\(backup) 2048"]
                    ),
                    (
                        "XML without prefixes, a tag across lines, a size on lines of its own, character references",
                        """
                        <multistatus xmlns="DAV:"><response
                          ><href>/dav/Aisyah&#39;s%20backups/\(backup)</href><propstat><prop><getcontentlength>
                          1
                        </getcontentlength></prop></propstat></response>
                        <response><href>/dav/Aisyah&#x27;s%20backups/a&amp;b&lt;&gt;&quot;&apos;&#65;&#x42;&bogus;&.txt</href></response></multistatus>
                        """, ["\(backup) 1", "a&b<>\"'AB&bogus;&.txt 0"]
                    ),
                ]
                return .all(
                    try bodies.map { server, body, files in
                        let transport = HTTPTransport { _ throws(CloudError) in
                            HTTPResponse(status: 207, body: Data(body.utf8))
                        }
                        let client = try WebDAVClient(
                            credentials: CloudCredentials(
                                server: "https://cloud.example.test" + folder, user: "aisyah", password: "pw"),
                            transport: transport, fileManager: FileManager())
                        return .equal(try client.list().map { "\($0.name) \($0.size)" }, files, server)
                    })
            },
            SelfTestCheck("a downloaded backup holds every row and balance of the store") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                try CloudBackupCommands.backUp(keep: 5, context: cloud.context)
                let file = try CloudBackupCommands.download(backupName, context: cloud.context)
                let copy = Store(database: try SQLiteDatabase(path: file.path, mode: .readOnly))
                let original = try cloud.context.store()
                return .all([
                    .equal(try copy.transactions(), try original.transactions(), "transactions"),
                    .equal(try copy.ledger().balances(), try original.ledger().balances(), "balances"),
                    .equal(try copy.database.integrityProblems(), [], "integrity_check"),
                ])
            },
            SelfTestCheck("restore --cloud replaces the store with every row and keeps the replaced one") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                let before = try cloud.context.store().transactions()
                let backedUp = cloud.run(["backup", "--cloud"])
                _ = cloud.run(["add", "99", "Added after the backup"])
                let restored = cloud.run(["restore", "--cloud", backupName])
                let after = try cloud.context.store().transactions()
                let kept = FileDigest.names(in: cloud.context.storeLocation.backupsDirectory)
                return .all([
                    .equal(backedUp, 0, "backup --cloud"), .equal(restored, 0, cloud.errors),
                    .equal(after, before, "transactions after the restore"),
                    .equal(kept.count, 1, "the replaced store kept in backups/"),
                ])
            },
            SelfTestCheck("a backup whose bytes do not match its SHA-256 is refused and nothing is handed back") {
                check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                try CloudBackupCommands.backUp(keep: 5, context: cloud.context)
                var bytes = cloud.server.contents(backupName)!
                bytes[bytes.count / 2] ^= 0x01
                cloud.server.replace(backupName, with: bytes)
                let message: String
                do {
                    _ = try CloudBackupCommands.download(backupName, context: cloud.context); message = "downloaded"
                } catch { message = "\(error)" }
                let leftovers = FileDigest.names(in: try cloud.context.scratch.directory()).filter {
                    $0.hasPrefix("download")
                }
                return .all([
                    .that(
                        message.contains("does not match its checksum"),
                        expected: "… does not match its checksum …", actual: message),
                    .equal(leftovers, [], "downloads left behind"),
                ])
            },
            SelfTestCheck("an interrupted upload leaves nothing that looks like a backup") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                cloud.server.behaviour = .dropPutsAfter(bytes: 4_096)
                let message: String
                do { try CloudBackupCommands.backUp(keep: 5, context: cloud.context); message = "uploaded" } catch {
                    message = "\(error)"
                }
                cloud.server.behaviour = .normal
                return .all([
                    .that(
                        message.contains("connection reset during upload"),
                        expected: "… connection reset during upload …", actual: message),
                    .equal(try CloudBackupCommands.service(cloud.context).list().map(\.name), [], "backups listed"),
                    .equal(cloud.server.names.filter { $0.hasPrefix("spendrop-") }, [], "final names on the server"),
                    .equal(
                        cloud.context.credentials.lastError().map { $0.contains("connection reset") }, true,
                        "last error kept for the Account screen"),
                ])
            },
            SelfTestCheck("a backup from a newer schema is refused") { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                let newer = StoreSchema.currentVersion + 1
                let name = "spendrop-20261202T131500Z-v\(newer).sqlite"
                let bytes = Data("a store from the future".utf8)
                cloud.server.replace(name, with: bytes)
                cloud.server.replace(name + ".sha256", with: Data("\(SHA256.hexDigest(of: bytes))  \(name)\n".utf8))
                let message: String
                do { _ = try CloudBackupCommands.download(name, context: cloud.context); message = "accepted" } catch {
                    message = "\(error)"
                }
                return .that(
                    message.contains("made by a newer spendrop (schema v\(newer)"),
                    expected: "… made by a newer spendrop (schema v\(newer) …", actual: message)
            },
            SelfTestCheck(
                "retention orders by the time in the names: a backup dated in the future never makes it delete the one just uploaded, and is kept and named; a name that is no real moment is never deleted"
            ) { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                let future = "spendrop-20301231T000000Z-v6.sqlite", older = "spendrop-20261101T000000Z-v6.sqlite"
                let noMoment = "spendrop-20261131T000000Z-v6.sqlite"
                for name in [future, older, noMoment] {
                    for file in [name, name + ".sha256"] { cloud.server.replace(file, with: Data("x".utf8)) }
                }
                try CloudBackupCommands.backUp(keep: 1, context: cloud.context)
                let listed = try CloudBackupCommands.service(cloud.context).list().map(\.name)
                return .all([
                    .equal(
                        listed, [future, backupName, noMoment],
                        "backups on the server after the upload with cloudBackupsKept 1"),
                    .that(
                        cloud.output.contains("Backed up") && cloud.output.contains(backupName),
                        expected: "Backed up … \(backupName) …", actual: cloud.output),
                    .that(
                        cloud.errors.contains(future) && cloud.errors.contains("made after this backup"),
                        expected: "kept \(future) … made after this backup …", actual: cloud.errors),
                ])
            },
            SelfTestCheck(
                "a backup is said to be made only when it is still listed after retention deleted the older ones"
            ) { check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                // The server answers the last listing without the new backup, as one that dropped it would.
                cloud.server.behaviour = .forget(name: backupName, afterListings: 2)
                let message: String
                do {
                    try CloudBackupCommands.backUp(keep: 3, context: cloud.context);
                    message = "backed up: \(cloud.output)"
                } catch { message = "\(error)" }
                return .that(
                    message.contains("is no longer listed on the server"),
                    expected: "… is no longer listed on the server …", actual: message)
            },
            SelfTestCheck("retention keeps the newest N and deletes older ones only after the new one is verified") {
                check in
                let cloud = try CloudTestContext(check)
                try cloud.signIn()
                try cloud.seedStore()
                let older = [
                    "spendrop-20261001T000000Z-v4.sqlite", "spendrop-20261101T000000Z-v4.sqlite",
                    "spendrop-20261115T000000Z-v4.sqlite",
                ]
                for name in older {
                    for file in [name, name + ".sha256"] { cloud.server.replace(file, with: Data("x".utf8)) }
                }
                cloud.server.behaviour = .corruptStoredFiles
                let failed: String
                do { try CloudBackupCommands.backUp(keep: 3, context: cloud.context); failed = "uploaded" } catch {
                    failed = "\(error)"
                }
                let afterFailure = try CloudBackupCommands.service(cloud.context).list().map(\.name)
                cloud.server.behaviour = .normal
                try CloudBackupCommands.backUp(keep: 3, context: cloud.context)
                let afterSuccess = try CloudBackupCommands.service(cloud.context).list().map(\.name)
                return .all([
                    .that(
                        failed.contains("does not match its checksum"), expected: "a failed verification",
                        actual: failed),
                    .that(
                        Set(older).isSubset(of: afterFailure), expected: "all three older backups kept",
                        actual: "\(afterFailure)"),
                    .equal(afterSuccess, [backupName, older[2], older[1]], "the newest three"),
                    .equal(cloud.server.names.contains(older[0] + ".sha256"), false, "the oldest checksum deleted too"),
                ])
            },
        ]
    }
}
