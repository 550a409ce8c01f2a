/// Text as a literal of another language: the one owner of escaping for what spendrop writes by
/// hand (the JSON export, the JUnit report, the `file:` URI of a store opened immutable).
///
/// Promises: pure; every result reads back as exactly `text`, except that `xml` drops the
/// characters XML 1.0 cannot hold (control characters other than tab and newline, U+FFFE, U+FFFF).
public enum TextEscaping {
    /// `text` as a JSON string, quotes included: quotes, backslashes and control characters escaped.
    public static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + DigitText.zeroPadded(digits: String(scalar.value, radix: 16), width: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` for an XML attribute value or element body: the five special characters as entities,
    /// newline and tab as character references so attributes keep them.
    public static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A path as the path part of a `file:` URI: `%`, `?` and `#` percent-encoded, the rest as is
    /// (SQLite reads the bytes between as the path).
    public static func uriPath(_ path: String) -> String {
        var result = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "?": result += "%3f"
            case "#": result += "%23"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
