/// Writes CSV fields and records as RFC 4180 describes.
public enum CSVWriter {
    /// `text` as one field: in double quotes, with quotes doubled, when it holds a comma, a quote
    /// or a line break, or starts or ends with a space; as it is otherwise.
    public static func field(_ text: String) -> String {
        var needsQuotes = false
        for byte in text.utf8
        where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
        {
            needsQuotes = true
            break
        }
        if !needsQuotes, let first = text.utf8.first, let last = text.utf8.last {
            needsQuotes = first == UInt8(ascii: " ") || last == UInt8(ascii: " ")
        }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Fields joined into one record ending with a line feed (`CSVReader` also takes RFC 4180's
    /// CRLF; a line break inside a quoted field is kept as it is).
    public static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\n"
    }
}
