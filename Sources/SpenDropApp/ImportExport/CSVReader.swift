import Foundation

/// Reads CSV as RFC 4180 writes it, one record at a time, from text that arrives in chunks.
///
/// Promises:
/// - Fields are separated by commas and records by CRLF, LF or a lone CR; a field in double
///   quotes may hold commas, line breaks and doubled quotes (`""` is one `"`); nothing else is
///   unquoted or trimmed. A UTF-8 byte order mark at the start is skipped.
/// - A quote inside an unquoted field, text after a closing quote, a quoted field that never
///   closes and bytes that are not UTF-8 are errors naming the line, never guesses.
/// - Streams: only the record being read is held, whatever the size of the input.
/// - Complexity: O(n) in the bytes read; each byte is looked at once.
public final class CSVReader {
    /// One record and the line it starts on (1 for the first).
    public struct Record: Equatable, Sendable {
        public let line: Int
        public let fields: [String]

        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    /// Why the input is not CSV.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterCR
    }

    private let nextChunk: () throws -> [UInt8]?
    private var chunk: [UInt8] = []
    private var position = 0
    private var finished = false
    private var startedInput = false
    private var line = 1
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fields: [String] = []
    private var recordLine = 1

    /// Reads chunks from `nextChunk` until it returns nil or an empty chunk.
    public init(chunks nextChunk: @escaping () throws -> [UInt8]?) {
        self.nextChunk = nextChunk
    }

    /// Reads `text` as a whole.
    public convenience init(text: String) {
        var pending: [UInt8]? = Array(text.utf8)
        self.init { defer { pending = nil }; return pending }
    }

    /// Reads a file (or standard input for `-`) in chunks of `chunkSize` bytes.
    public convenience init(handle: FileHandle, chunkSize: Int = 1 << 18) {
        self.init { try handle.read(upToCount: chunkSize).map { [UInt8]($0) } }
    }

    /// The next record, or nil at the end of the input.
    public func next() throws -> Record? {
        while true {
            if position == chunk.count {
                if finished { return try finishInput() }
                guard var more = try nextChunk(), !more.isEmpty else {
                    finished = true
                    continue
                }
                if !startedInput {
                    // Gather the first three bytes, however the input is cut, to look for a BOM.
                    while more.count < 3, let next = try nextChunk(), !next.isEmpty { more += next }
                    startedInput = true
                    if more.starts(with: [0xEF, 0xBB, 0xBF]) { more.removeFirst(3) }
                }
                chunk = more
                position = 0
                continue
            }
            if let record = try scan() { return record }
        }
    }

    /// Walks the current chunk until a record ends (returned) or the chunk does (nil).
    private func scan() throws -> Record? {
        while position < chunk.count {
            let byte = chunk[position]
            switch state {
            case .fieldStart, .unquoted:
                if state == .fieldStart && byte == UInt8(ascii: "\"") {
                    state = .quoted
                    position += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: ","):
                    try endField()
                    state = .fieldStart
                case UInt8(ascii: "\n"):
                    position += 1
                    line += 1
                    return try endRecord(nextLine: line)
                case UInt8(ascii: "\r"):
                    state = .afterCR
                case UInt8(ascii: "\""):
                    throw Failure(line: line, reason: "a quote in the middle of an unquoted field; put the whole field in quotes and double the quote (\"\")")
                default:
                    state = .unquoted
                    // Copy the run of ordinary bytes at once.
                    var end = position + 1
                    while end < chunk.count {
                        let next = chunk[end]
                        if next == UInt8(ascii: ",") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
                            || next == UInt8(ascii: "\"") { break }
                        end += 1
                    }
                    field.append(contentsOf: chunk[position..<end])
                    position = end
                    continue
                }
            case .quoted:
                var end = position
                while end < chunk.count && chunk[end] != UInt8(ascii: "\"") {
                    if chunk[end] == UInt8(ascii: "\n") { line += 1 }
                    end += 1
                }
                field.append(contentsOf: chunk[position..<end])
                position = end
                if position < chunk.count {
                    state = .quoteInQuoted
                    position += 1
                }
                continue
            case .quoteInQuoted:
                switch byte {
                case UInt8(ascii: "\""):
                    field.append(byte)
                    state = .quoted
                case UInt8(ascii: ","):
                    try endField()
                    state = .fieldStart
                case UInt8(ascii: "\n"):
                    position += 1
                    line += 1
                    return try endRecord(nextLine: line)
                case UInt8(ascii: "\r"):
                    state = .afterCR
                default:
                    throw Failure(line: line, reason: "text after the closing quote of a field; a quote inside a quoted field is written twice (\"\")")
                }
            case .afterCR:
                line += 1
                if byte == UInt8(ascii: "\n") { position += 1 }
                return try endRecord(nextLine: line)
            }
            position += 1
        }
        return nil
    }

    private func finishInput() throws -> Record? {
        switch state {
        case .quoted:
            throw Failure(line: recordLine, reason: "a quoted field opens here and never closes")
        case .afterCR:
            line += 1
            return try endRecord(nextLine: line)
        case .fieldStart where fields.isEmpty && field.isEmpty:
            return nil
        case .fieldStart, .unquoted, .quoteInQuoted:
            return try endRecord(nextLine: line)
        }
    }

    private func endField() throws {
        guard let text = String(validating: field, as: UTF8.self) else {
            throw Failure(line: recordLine, reason: "a field that is not UTF-8 text; save the file as UTF-8")
        }
        fields.append(text)
        field.removeAll(keepingCapacity: true)
    }

    private func endRecord(nextLine: Int) throws -> Record {
        try endField()
        let record = Record(line: recordLine, fields: fields)
        fields.removeAll(keepingCapacity: true)
        recordLine = nextLine
        state = .fieldStart
        return record
    }
}
