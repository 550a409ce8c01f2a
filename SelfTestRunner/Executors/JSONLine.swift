import Basics

/// One line of JSON as a child process writes it to its parent: built and read by hand, because
/// the runner passes two such lines for every check it runs, and Foundation's coders spent more
/// on them than a trivial check spends running.
///
/// Promises: `ObjectWriter` writes the members in the order added, strings escaped as
/// `TextEscaping.jsonString` does; `parse` reads any JSON value (RFC 8259) written on one line —
/// strings with every escape, surrogate pairs included, numbers, booleans, null, arrays and
/// objects — and answers nil for anything that is not exactly one value, or that nests arrays and
/// objects more than 64 deep.
enum JSONLine {
    /// A parsed JSON value; a number keeps its text, so an integer is read without a round trip
    /// through `Double`.
    indirect enum Value {
        case string(String)
        case number(String)
        case bool(Bool)
        case null
        case array([Value])
        case object([String: Value])

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }
        var int: Int? { if case .number(let text) = self { Int(text) } else { nil } }
        var double: Double? { if case .number(let text) = self { Double(text) } else { nil } }
        var array: [Value]? { if case .array(let values) = self { values } else { nil } }
        var object: [String: Value]? { if case .object(let members) = self { members } else { nil } }
    }

    /// Writes one object as UTF-8, member by member in the order added; a member whose value is
    /// nil is left out.
    struct ObjectWriter {
        private var bytes: [UInt8] = [0x7B]

        private mutating func key(_ name: String) {
            if bytes.count > 1 { bytes.append(0x2C) }
            TextEscaping.appendJSONString(name, to: &bytes)
            bytes.append(0x3A)
        }

        mutating func add(_ name: String, _ text: String?) {
            guard let text else { return }
            key(name)
            TextEscaping.appendJSONString(text, to: &bytes)
        }

        mutating func add(_ name: String, _ flag: Bool?) {
            guard let flag else { return }
            key(name)
            bytes += Array((flag ? "true" : "false").utf8)
        }

        mutating func add(_ name: String, _ number: Int?) {
            guard let number else { return }
            key(name)
            bytes += Array(String(number).utf8)
        }

        /// A finite number as Swift prints it, which JSON reads back exactly (`9.6622e-05`);
        /// infinity and NaN, which JSON cannot hold, are left out.
        mutating func add(_ name: String, _ number: Double?) {
            guard let number, number.isFinite else { return }
            key(name)
            bytes += Array("\(number)".utf8)
        }

        mutating func add(_ name: String, _ objects: [ObjectWriter]?) {
            guard let objects else { return }
            key(name)
            bytes.append(0x5B)
            for (index, object) in objects.enumerated() {
                if index > 0 { bytes.append(0x2C) }
                bytes += object.bytes + [0x7D]
            }
            bytes.append(0x5D)
        }

        /// The object, closed.
        var line: String { String(decoding: bytes + [0x7D], as: UTF8.self) }
    }

    /// The value `text` holds, or nil when it is not exactly one JSON value.
    static func parse(_ text: String) -> Value? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            guard let value = reader.value() else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? value : nil
        }
    }

    /// Reads the bytes of a line in place: the line outlives the reader.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Nesting deeper than this is refused rather than followed down the stack.
        static let deepest = 64
        var depth = 0

        mutating func skipSpace() {
            while index < bytes.count,
                bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
            { index += 1 }
        }

        mutating func value() -> Value? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "{"): return nested { $0.object() }
            case UInt8(ascii: "["): return nested { $0.array() }
            case UInt8(ascii: "t"): return word("true", .bool(true))
            case UInt8(ascii: "f"): return word("false", .bool(false))
            case UInt8(ascii: "n"): return word("null", .null)
            default: return number()
            }
        }

        private mutating func nested(_ read: (inout Reader) -> Value?) -> Value? {
            guard depth < Reader.deepest else { return nil }
            depth += 1
            defer { depth -= 1 }
            return read(&self)
        }

        private mutating func word(_ spelled: String, _ value: Value) -> Value? {
            let letters = Array(spelled.utf8)
            guard bytes.count - index >= letters.count, bytes[index..<index + letters.count].elementsEqual(letters)
            else { return nil }
            index += letters.count
            return value
        }

        private mutating func object() -> Value? {
            var members: [String: Value] = [:]
            members.reserveCapacity(16)
            let closed = elements(closing: UInt8(ascii: "}")) { reader in
                reader.skipSpace()
                guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\""),
                    let key = reader.string()
                else { return false }
                reader.skipSpace()
                guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: ":") else {
                    return false
                }
                reader.index += 1
                guard let member = reader.value() else { return false }
                members[key] = member
                return true
            }
            return closed ? .object(members) : nil
        }

        private mutating func array() -> Value? {
            var values: [Value] = []
            let closed = elements(closing: UInt8(ascii: "]")) { reader in
                guard let element = reader.value() else { return false }
                values.append(element)
                return true
            }
            return closed ? .array(values) : nil
        }

        /// Reads the elements of an array or the members of an object, from its opening bracket to
        /// `closing`, each with `element`, separated by commas; false when one fails to read or the
        /// list is not closed.
        private mutating func elements(closing: UInt8, _ element: (inout Reader) -> Bool) -> Bool {
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == closing {
                index += 1
                return true
            }
            while true {
                guard element(&self) else { return false }
                skipSpace()
                guard index < bytes.count else { return false }
                defer { index += 1 }
                if bytes[index] == closing { return true }
                guard bytes[index] == UInt8(ascii: ",") else { return false }
            }
        }

        /// A number as JSON writes one: an optional minus, digits with no leading zero, an
        /// optional fraction and exponent.
        private mutating func number() -> Value? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            guard digits() else { return nil }
            if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { return nil }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return nil }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() else { return nil }
            }
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }

        /// Skips one or more digits; false when there is none.
        private mutating func digits() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index > start
        }

        /// A string from its opening quote: escapes decoded; nil for a control character written
        /// as it is, an unknown escape, a lone surrogate or a missing closing quote.
        private mutating func string() -> String? {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count {
                // The bytes up to the next quote, backslash or control character, at once; a string
                // with no escape is made straight from them.
                let run = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
                    bytes[index] >= 0x20
                { index += 1 }
                guard index < bytes.count else { return nil }
                if text.isEmpty, bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    return String(validating: UnsafeBufferPointer(rebasing: bytes[run..<index - 1]), as: UTF8.self)
                }
                text += bytes[run..<index]
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: return nil
                    }
                case 0x00..<0x20:
                    return nil
                default:
                    text.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (the `\u` already read), joined with the low half that must
        /// follow a high surrogate.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let first = hexQuad() else { return nil }
            switch first {
            case 0xD800...0xDBFF:
                guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { return nil }
                index += 2
                guard let second = hexQuad(), (0xDC00...0xDFFF).contains(second) else { return nil }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            case 0xDC00...0xDFFF:
                return nil
            default:
                return Unicode.Scalar(first)
            }
        }

        private mutating func hexQuad() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }
    }
}
