/// Stored text as it may be shown on a terminal: what a person or a file put in a field is never
/// able to move the cursor, clear the screen or change colours.
///
/// Promises: pure; printable text is unchanged; each control character (C0, DEL, C1) is shown
/// as `\u{…}` with its code point, so it is visible and cannot act.
public enum TerminalText {
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F): the characters a terminal may act
    /// on instead of showing.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
