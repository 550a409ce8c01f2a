import Basics
import Foundation
import SpenDropCore

/// Reads CSV as RFC 4180 writes it, one record at a time, from text that arrives in chunks.
///
/// Promises:
/// - Fields are separated by commas (or `separator`) and records by CRLF, LF or a lone CR; a field in double
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
        /// Shown with any control character the file put in the reason made visible.
        public var description: String { "line \(line): \(TerminalText.visible(reason))" }
    }

    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterCR
        /// The field was taken whole from the chunk (and is in `fields`); a delimiter comes next.
        case fieldEnded
        /// `fieldEnded`, then a carriage return.
        case afterTakenCR
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

    /// What separates fields: a comma unless told (`;`, a tab); one ASCII byte.
    public var separator = UInt8(ascii: ",")

    /// Reads chunks from `nextChunk` until it returns nil or an empty chunk.
    public init(chunks nextChunk: @escaping () throws -> [UInt8]?) {
        self.nextChunk = nextChunk
    }

    /// Reads `text` as a whole.
    public convenience init(text: String) {
        var pending: [UInt8]? = Array(text.utf8)
        self.init {
            defer { pending = nil }; return pending
        }
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
        try chunk.withUnsafeBufferPointer { try scan($0) }
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Record? {
        // The hot loop works on locals; they go back into the reader however it leaves.
        var position = self.position, state = self.state, line = self.line
        defer {
            self.position = position
            self.state = state
            self.line = line
        }
        let quote = UInt8(ascii: "\""), comma = separator, newline = UInt8(ascii: "\n"),
            carriageReturn = UInt8(ascii: "\r")
        while position < bytes.count {
            let byte = bytes[position]
            switch state {
            case .fieldStart, .unquoted, .quoteInQuoted:
                // A delimiter ends a field however it was written.
                if byte == comma {
                    try endField()
                    state = .fieldStart
                    break
                } else if byte == newline {
                    position += 1
                    line += 1
                    state = .fieldStart
                    return try endRecord(nextLine: line)
                } else if byte == carriageReturn {
                    state = .afterCR
                    break
                }
                if state == .quoteInQuoted {
                    guard byte == quote else {
                        throw Failure(
                            line: line,
                            reason:
                                "text after the closing quote of a field; a quote inside a quoted field is written twice (\"\")"
                        )
                    }
                    field.append(byte)
                    state = .quoted
                    break
                }
                if byte == quote {
                    guard state == .fieldStart else {
                        throw Failure(
                            line: line,
                            reason:
                                "a quote in the middle of an unquoted field; put the whole field in quotes and double the quote (\"\")"
                        )
                    }
                    state = .quoted
                    break
                }
                // The run of ordinary bytes up to the next delimiter, taken at once; when the
                // whole field lies in this chunk it becomes text without an extra copy.
                var end = position + 1
                while end < bytes.count {
                    let next = bytes[end]
                    if next == comma || next == newline || next == carriageReturn || next == quote { break }
                    end += 1
                }
                let run = UnsafeBufferPointer(rebasing: bytes[position..<end])
                if state == .fieldStart, end < bytes.count, bytes[end] != quote {
                    fields.append(try CSVReader.text(run, line: recordLine))
                    state = .fieldEnded
                } else {
                    field.append(contentsOf: run)
                    state = .unquoted
                }
                position = end
                continue
            case .fieldEnded:
                // A field already taken whole: only a delimiter can follow.
                switch byte {
                case comma:
                    state = .fieldStart
                case newline:
                    position += 1
                    line += 1
                    state = .fieldStart
                    return endTakenRecord(nextLine: line)
                default:
                    state = .afterTakenCR
                }
            case .quoted:
                var end = position
                while end < bytes.count && bytes[end] != quote {
                    if bytes[end] == newline { line += 1 }
                    end += 1
                }
                field.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                position = end
                if position < bytes.count {
                    state = .quoteInQuoted
                    position += 1
                }
                continue
            case .afterCR:
                line += 1
                if byte == newline { position += 1 }
                state = .fieldStart
                return try endRecord(nextLine: line)
            case .afterTakenCR:
                line += 1
                if byte == newline { position += 1 }
                state = .fieldStart
                return endTakenRecord(nextLine: line)
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
            state = .fieldStart
            return try endRecord(nextLine: line)
        case .afterTakenCR:
            line += 1
            state = .fieldStart
            return endTakenRecord(nextLine: line)
        case .fieldEnded:
            state = .fieldStart
            return endTakenRecord(nextLine: line)
        case .fieldStart where fields.isEmpty && field.isEmpty:
            return nil
        case .fieldStart, .unquoted, .quoteInQuoted:
            state = .fieldStart
            return try endRecord(nextLine: line)
        }
    }

    /// UTF-8 bytes as text: ASCII (almost every field) straight through, anything else validated.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws -> String {
        var ascii = true
        for byte in bytes where byte >= 0x80 {
            ascii = false
            break
        }
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(line: line, reason: "a field that is not UTF-8 text; save the file as UTF-8")
        }
        return text
    }

    private func endField() throws {
        fields.append(try field.withUnsafeBufferPointer { try CSVReader.text($0, line: recordLine) })
        field.removeAll(keepingCapacity: true)
    }

    private func endRecord(nextLine: Int) throws -> Record {
        try endField()
        return endTakenRecord(nextLine: nextLine)
    }

    /// Ends a record whose fields are all in `fields`.
    private func endTakenRecord(nextLine: Int) -> Record {
        let record = Record(line: recordLine, fields: fields)
        fields.removeAll(keepingCapacity: true)
        recordLine = nextLine
        return record
    }
}
