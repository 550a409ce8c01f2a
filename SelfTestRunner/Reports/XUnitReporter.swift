import Foundation

/// `--xunit-output PATH`: the JUnit XML report alone, written when the launch ends.
///
/// Promises: the file appears whole (written aside, then renamed); a folder that does not exist
/// or cannot be written is refused before any check runs.
final class XUnitReporter: RunReporter {
    private let url: URL
    private let fileManager: FileManager
    private var junit = JUnitReport()

    init(path: String, properties: [(String, String)], strict: Bool, fileManager: FileManager) throws(RunnerUsageError)
    {
        url = URL(fileURLWithPath: path)
        self.fileManager = fileManager
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder),
            isFolder.boolValue,
            fileManager.isWritableFile(atPath: url.deletingLastPathComponent().path)
        else {
            throw .badValue(
                option: "--xunit-output", value: path, reason: "its folder does not exist or cannot be written")
        }
        junit.properties = properties
        junit.strict = strict
    }

    func report(_ event: RunEvent) {
        junit.record(event)
        guard case .runEnded(let totals) = event else { return }
        do {
            try junit.write(to: url, totalSeconds: totals.seconds, fileManager: fileManager)
        } catch {
            FileHandle.standardError.write(
                Data("spendrop: could not write \(url.path): \(error.localizedDescription)\n".utf8))
        }
    }
}
