import Foundation
import SpenDropApp
import SpenDropStore
import Testing

/// Files that hold the user's finances or secrets are private from their first byte, and a scratch
/// folder is never one that someone else prepared.
@Suite struct PrivateFilesTests {
    @Test func aScratchFolderIsNewPrivateAndNeverAFolderSomeoneElseMade() throws {
        let sandbox = Sandbox()
        // What another local user could plant: the old, predictable name, open to everyone.
        let planted = sandbox.temporaryRoot.appendingPathComponent("spendrop-\(getpid())")
        try FileManager().createDirectory(
            at: planted, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        let first = ScratchFolder(parent: sandbox.temporaryRoot), second = ScratchFolder(parent: sandbox.temporaryRoot)
        let folder = try first.directory()
        #expect(folder != planted)
        #expect(try second.directory() != folder)
        #expect(FaultProcessTests.mode(folder) == 0o700)
        let file = try first.newFile("snapshot.sqlite")
        #expect(FaultProcessTests.mode(file) == 0o600)
        first.remove(fileManager: FileManager())
        #expect(!FileManager().fileExists(atPath: folder.path))
        #expect(FileManager().fileExists(atPath: planted.path), "a folder spendrop did not make is left alone")
    }

    @Test func theSignInIsWrittenPrivateInAPrivateFolderWithNothingBesideIt() throws {
        let sandbox = Sandbox()
        let folder = sandbox.home.appendingPathComponent("config/spendrop")
        let store = CredentialStore(directory: folder, fileManager: FileManager())
        try store.save(CloudCredentials(server: "https://cloud.example.com/dav/", user: "aisyah", password: "s3cret"))
        #expect(FaultProcessTests.mode(store.file) == 0o600)
        #expect(FaultProcessTests.mode(folder) == 0o700)
        #expect(try FileManager().contentsOfDirectory(atPath: folder.path) == ["credentials.json"])
        #expect(try store.load()?.user == "aisyah")
    }

    @Test func anAtomicWriteNeverLeavesItsTemporaryFileAndKeepsTheModeItWasGiven() throws {
        let sandbox = Sandbox()
        let target = sandbox.root.appendingPathComponent("preferences.json")
        try Data("old".utf8).write(to: target)
        chmod(target.path, 0o644)
        #expect(AtomicFileWriter.replace(target, with: Data("new".utf8)) == nil)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(FaultProcessTests.mode(target) == 0o600)
        #expect(
            try FileManager().contentsOfDirectory(atPath: sandbox.root.path).sorted() == [
                "home", "preferences.json", "tmp",
            ])
        let missingFolder = sandbox.root.appendingPathComponent("nowhere/file.json")
        #expect(AtomicFileWriter.replace(missingFolder, with: Data()) != nil)
    }
}
