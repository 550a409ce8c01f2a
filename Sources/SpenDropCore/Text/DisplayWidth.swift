/// How many terminal columns text takes, as a monospaced terminal draws it, and text fitted to a
/// column by that count: Chinese, Japanese and Korean characters and emoji take two columns,
/// combining marks and zero-width characters none, everything else one.
///
/// Promises: pure; `padded`, `rightAligned` and `cut` give text exactly `width` columns wide
/// (or narrower, for text that is narrower and not padded); a cut never splits a character and
/// ends in `…`, never in a space and `…`; text with no wide or zero-width character measures its `count`.
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        // ASCII is one column a character: the common case, measured without grapheme breaking.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isZeroWidth(first) { return 0 }
        // A flag is two regional indicators, drawn as one picture; one alone is a letter.
        if (0x1F1E6...0x1F1FF).contains(first.value) { return scalars.count > 1 ? 2 : 1 }
        // An emoji shown as a picture: by default (`☕`, `🍩`), or asked for by U+FE0F (`☕️`, `❤️`).
        if first.properties.isEmojiPresentation
            || (first.properties.isEmoji && scalars.contains("\u{FE0F}") && first.value > 0x7F)
        {
            return 2
        }
        return isWide(first.value) ? 2 : 1
    }

    /// `text` followed by spaces to `width` columns; text already wider is returned whole.
    public static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// Spaces then `text`, to `width` columns: amounts line up on their last digit.
    public static func rightAligned(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    /// `text` in at most `width` columns, its end replaced by `…` when it is wider.
    public static func cut(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = "", used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        // No space is left hanging before the ellipsis.
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + "…"
    }

    /// `text` cut to `width` columns, then padded to it: one cell of a left-aligned column.
    public static func cell(_ text: String, width: Int) -> String {
        padded(cut(text, to: width), to: width)
    }

    /// East Asian Wide and Fullwidth code points (Unicode's EastAsianWidth.txt, W and F), by block.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18D7F, 0x1AFF0...0x1AFFF, 0x1B000...0x1B2FF,
            0x1F200...0x1F2FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// A cluster that starts with a mark or a format character (a lone combining accent, a
    /// zero-width space or joiner) or a Hangul vowel or final consonant jamo draws nothing of its
    /// own; a soft hyphen and the Arabic number signs that carry the digits after them draw one.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        case .format: return !drawnFormat.contains { $0.contains(scalar.value) }
        default: return scalar.value == 0x200B
        }
    }

    /// Format characters a terminal draws: the soft hyphen and Unicode's
    /// Prepended_Concatenation_Mark characters (PropList.txt).
    static let drawnFormat: [ClosedRange<UInt32>] = [
        0xAD...0xAD, 0x600...0x605, 0x6DD...0x6DD, 0x70F...0x70F, 0x890...0x891,
        0x8E2...0x8E2, 0x110BD...0x110BD, 0x110CD...0x110CD,
    ]
}
