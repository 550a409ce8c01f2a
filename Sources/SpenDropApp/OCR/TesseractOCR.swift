import Foundation

/// Reads the words of a screenshot or receipt photo with the system's `tesseract` (Debian
/// `tesseract-ocr`), as TSV with positions, for `spendrop parse --image`.
///
/// Promises: only PNG and JPEG files up to 20 MB are given to tesseract; tesseract runs as a child
/// process with English data and is stopped after `timeoutSeconds`; every failure is one
/// `AppError` sentence saying what to do (a missing tesseract names the package to install).
public struct TesseractOCR {
    /// Where executables are looked for (`PATH`).
    public let searchPath: String
    public let timeoutSeconds: Double
    public static let largestImageBytes = 20 << 20

    public init(searchPath: String, timeoutSeconds: Double = 60) {
        self.searchPath = searchPath
        self.timeoutSeconds = timeoutSeconds
    }

    /// Refuses what is not a readable PNG or JPEG file of at most 20 MB, before anything reads it.
    public func check(image path: String, fileManager: FileManager) throws(AppError) {
        guard let attributes = try? fileManager.attributesOfItem(atPath: path),
            (attributes[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            throw .refused("cannot read the image '\(path)'; give a PNG or JPEG file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= TesseractOCR.largestImageBytes else {
            throw .usage(
                "the image '\(path)' is over 20 MB; a screenshot or receipt photo is far smaller, so nothing was read")
        }
        let head = [UInt8]((try? handle.read(upToCount: 8)) ?? Data())
        try? handle.close()
        let isPNG = head.starts(with: [0x89, 0x50, 0x4E, 0x47]), isJPEG = head.starts(with: [0xFF, 0xD8, 0xFF])
        guard isPNG || isJPEG else { throw .usage("'\(path)' is not a PNG or JPEG image") }
        _ = try tesseract(fileManager: fileManager)
    }

    /// tesseract's TSV for the image at `path` (checked by `check(image:)`, or a prepared copy of one),
    /// read with page-segmentation `mode` (`PhotoPass`); messages name the image the user gave, `shownAs`.
    public func tsv(
        ofImage path: String, shownAs name: String, fileManager: FileManager, mode: String
    ) throws(AppError)
        -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try tesseract(fileManager: fileManager))
        process.arguments = [path, "-", "-l", "eng", "--psm", mode, "tsv"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .refused("tesseract could not be started: \(error.localizedDescription)")
        }
        let collected = OutputCollector()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            collected.output = output.fileHandleForReading.readDataToEndOfFile()
            collected.errors = errors.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        if done.wait(timeout: .now() + timeoutSeconds) == .timedOut {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw .refused(
                "tesseract took longer than \(Int(timeoutSeconds)) s on '\(name)' and was stopped; nothing was read")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said =
                String(decoding: collected.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
                ?? "no message"
            throw .refused("tesseract could not read '\(name)' (\(said))")
        }
        return String(decoding: collected.output, as: UTF8.self)
    }

    /// Where tesseract is; refused with the package to install when it is nowhere on the search path.
    private func tesseract(fileManager: FileManager) throws(AppError) -> String {
        guard let tesseract = executable("tesseract", fileManager: fileManager) else {
            throw .refused(
                "reading an image needs tesseract, which is not installed; install it with: apt-get install tesseract-ocr"
            )
        }
        return tesseract
    }

    private func executable(_ name: String, fileManager: FileManager) -> String? {
        searchPath.split(separator: ":").map { "\($0)/\(name)" }.first { fileManager.isExecutableFile(atPath: $0) }
    }
}

/// What a child process wrote, filled in on the thread that drains its pipes.
private final class OutputCollector: @unchecked Sendable {
    var output = Data()
    var errors = Data()
}
