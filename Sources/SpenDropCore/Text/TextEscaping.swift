/// Text as a literal of another language: the one owner of escaping for what spendrop writes by
/// hand (the JSON export, the JUnit report, the `file:` URI of a store opened immutable).
///
/// Promises: pure; every result reads back as exactly `text`, except that `xml` drops the
/// characters XML 1.0 cannot hold (control characters other than tab and newline, U+FFFE, U+FFFF).
public enum TextEscaping {
    /// `text` as a JSON string, quotes included: quotes, backslashes and control characters escaped.
    public static func jsonString(_ text: String) -> String {
        "\"" + escaped(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where scalar.value < 0x20: return "\\u" + DigitText.zeroPadded(digits: String(scalar.value, radix: 16), width: 4)
            default: return nil
            }
        } + "\""
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
