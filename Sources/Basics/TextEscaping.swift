/// Text as a literal of another language: the one owner of escaping for what spendrop writes by
/// hand (the JSON export, the self-test runner's JSON lines and JUnit report, the `file:` URI of a
/// store opened immutable).
///
/// Promises: pure; every result reads back as exactly `text`, except that `xml` drops the
/// characters XML 1.0 cannot hold (control characters other than tab and newline, U+FFFE, U+FFFF).
public enum TextEscaping {
    /// `text` as a JSON string, quotes included: quotes, backslashes and control characters escaped.
    /// Read byte by byte: every byte of a character beyond ASCII is 0x80 or more and kept as it is.
    public static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendJSONString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string, quotes included, to `bytes`: for a writer that builds a
    /// whole line or document as UTF-8.
    public static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + text.utf8.count + 2)
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x5C: bytes += [0x5C, byte]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            case 0x00..<0x20: bytes += [0x5C, 0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    /// The lower-case hexadecimal digit of `nibble` (0 to 15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }

    /// `text` for an XML attribute value or element body: the five special characters as entities,
    /// newline and tab as character references so attributes keep them.
    public static func xml(_ text: String) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\n": return "&#10;"
            case "\t": return "&#9;"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): return ""
            default: return nil
            }
        }
    }

    /// A path as the path part of a `file:` URI: `%`, `?` and `#` percent-encoded, the rest as is
    /// (SQLite reads the bytes between as the path).
    public static func uriPath(_ path: String) -> String {
        escaped(path) { scalar in
            switch scalar {
            case "%": return "%25"
            case "?": return "%3f"
            case "#": return "%23"
            default: return nil
            }
        }
    }

    /// `text` with each scalar `replacement` names written as it says (empty drops it) and every
    /// other scalar kept.
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let written = replacement(scalar) { result += written } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
