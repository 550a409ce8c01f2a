import Foundation

/// Launches a built executable of this package the way a UI test launches an app: the whole
/// argument array and environment are given, and output and exit status come back.
struct SpendropBinary {
    /// `spendrop` itself, and the runner over the fixture table.
    static let spendrop = "spendrop"
    static let runnerFixture = "spendrop-runner-fixture"

    struct Result {
        let status: Int32
        let output: String
        let errors: String
        var lines: [String] { output.split(separator: "\n").map(String.init) }
    }

    /// An executable built beside this test bundle.
    static func url(_ product: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(product)
    }

    static func run(
        _ arguments: [String], environment: [String: String], product: String = spendrop,
        input: String? = nil, executable: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable ?? url(product)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try? inputPipe.fileHandleForWriting.close()
        }
        let errorReader = Thread.detachedReader(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorReader.wait(), as: UTF8.self))
    }
}

extension SpendropBinary {
    /// Starts `spendrop` without waiting, its output thrown away, so a test can stop it part-way
    /// (`kill(process.processIdentifier, SIGKILL)`) and then `waitUntilExit()`.
    static func start(
        _ arguments: [String], environment: [String: String], product: String = spendrop
    ) throws -> Process {
        let process = Process()
        process.executableURL = url(product)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }
}

private final class ReaderBox: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func fill(from handle: FileHandle) {
        data = handle.readDataToEndOfFile()
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

private extension Thread {
    /// Drains a pipe on its own thread so a chatty child never blocks on a full pipe.
    static func detachedReader(_ handle: FileHandle) -> ReaderBox {
        let box = ReaderBox()
        Thread.detachNewThread { box.fill(from: handle) }
        return box
    }
}
