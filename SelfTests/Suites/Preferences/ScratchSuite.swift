import Foundation
import SelfTestRunner
import SpenDropApp

/// A preference suite with a random name in a check's own scratch folder, so no two checks (and
/// never the real preferences) share a file.
///
/// Promises: `run` removes this suite's file when the body ends, whatever it returned or threw,
/// and nothing else.
struct ScratchSuite {
    let directory: URL
    let name: String
    let fileManager = FileManager()

    init(_ context: SelfTestContext, folder: String? = nil) throws {
        let scratch = try context.makeScratchDirectory("preferences")
        directory = folder.map { scratch.appendingPathComponent($0, isDirectory: true) } ?? scratch
        name = "suite-\(UInt64.random(in: 0...UInt64.max))"
    }

    /// A new wrapper over this suite, as a fresh launch with `arguments` would make.
    func preferences(arguments: [String] = []) -> Preferences {
        Preferences(suiteName: name, directory: directory, arguments: arguments, fileManager: fileManager)
    }

    var fileURL: URL { directory.appendingPathComponent("\(name).json") }

    /// The suite file's text, or nil when there is no file.
    var fileText: String? {
        fileManager.contents(atPath: fileURL.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the suite file by hand, as another program or an older spendrop might have.
    func writeFile(_ text: String) throws {
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: fileURL)
    }

    /// Runs `body` with a new scratch suite, then removes that suite.
    static func run(
        _ context: SelfTestContext, folder: String? = nil,
        _ body: (ScratchSuite) throws -> CheckVerdict
    ) throws -> CheckVerdict {
        let suite = try ScratchSuite(context, folder: folder)
        defer { try? suite.preferences().removePersistentDomain() }
        return try body(suite)
    }
}
