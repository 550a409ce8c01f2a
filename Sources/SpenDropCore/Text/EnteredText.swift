import Basics

/// A text field as a person typed it (a merchant, a source, a person's or an account's name, a
/// category, a note), checked the same way by every command before anything is written.
///
/// Promises: pure; spaces around the value are dropped; a required field that is empty or only
/// spaces is refused; a control character anywhere (C0, DEL, C1 — which covers terminal escape
/// sequences and newlines) is refused, naming the field and the character's code point.
public enum EnteredText {
    public static func field(
        _ text: String, named field: String, required: Bool = true
    ) throws(EnteredTextError) -> String {
        if let control = text.unicodeScalars.first(where: TerminalText.isControl) {
            throw .controlCharacter(field: field, codePoint: control.value)
        }
        let trimmed = text.trimmingSpaces()
        if required && trimmed.isEmpty { throw .blank(field: field) }
        return String(trimmed)
    }

    /// Refuses `text` when it holds a control character, as `field` does, without trimming it:
    /// for text read from a file, kept as the file has it. A note (`lineBreaks`) may also hold
    /// line feeds, carriage returns and tabs, as a note spendrop exported may.
    public static func refuseControlCharacters(
        _ text: String, named field: String, lineBreaks: Bool = false
    ) throws(EnteredTextError) {
        if let control = text.unicodeScalars.first(where: {
            TerminalText.isControl($0) && !(lineBreaks && ($0 == "\n" || $0 == "\r" || $0 == "\t"))
        }) {
            throw .controlCharacter(field: field, codePoint: control.value)
        }
    }
}

/// Why a typed text field was refused.
public enum EnteredTextError: Error, Equatable, Sendable, CustomStringConvertible {
    case blank(field: String)
    case controlCharacter(field: String, codePoint: UInt32)

    public var description: String {
        switch self {
        case .blank(let field): return "the \(field) is empty; write one"
        case .controlCharacter(let field, let codePoint):
            return
                "the \(field) holds a control character (U+\(DigitText.zeroPadded(digits: String(codePoint, radix: 16, uppercase: true), width: 4))); "
                + "type it as plain text"
        }
    }
}
