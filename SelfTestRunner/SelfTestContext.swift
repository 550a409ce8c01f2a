import Foundation

/// What a check may use from the outside world: a run-scoped directory that the runner creates
/// before the first suite and removes after the last.
///
/// Promises: every folder handed out is inside `runDirectory`, so nothing a check writes can land
/// in the user's data location, and all of it is gone when the launch ends.
public struct SelfTestContext {
    public let runDirectory: URL

    public init(runDirectory: URL) {
        self.runDirectory = runDirectory
    }

    /// A new, empty, private (0700) folder inside the run directory, unique for each call: private
    /// as spendrop makes a store's folder, so a check of a store there sees what a user's sees.
    public func makeScratchDirectory(_ label: String) throws -> URL {
        let safeLabel = label.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let url = runDirectory.appendingPathComponent(
            "\(String(safeLabel))-\(UInt32.random(in: 0...UInt32.max))",
            isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        chmod(url.path, 0o700)
        return url
    }
}
