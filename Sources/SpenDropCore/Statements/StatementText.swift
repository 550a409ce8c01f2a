/// The text of a statement file from its bytes, whatever its header claims: UTF-16 when it starts
/// with UTF-16's byte order mark, UTF-8 when the bytes are UTF-8 (a byte order mark dropped), else
/// Windows-1252, of which Latin-1 is the part banks write (a file headed `CHARSET:1252` over
/// Latin-1 bytes reads right either way).
///
/// Promises: every byte sequence gives a text; line ends are kept as they come.
public enum StatementText {
    public static func decode(_ bytes: [UInt8]) -> String {
        var body = bytes[...]
        if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) {
            let littleEndian = body.first == 0xFF
            let pairs = body.dropFirst(2)
            let units = stride(from: pairs.startIndex, to: pairs.endIndex - 1, by: 2).map { index in
                littleEndian
                    ? UInt16(pairs[index]) | UInt16(pairs[index + 1]) << 8
                    : UInt16(pairs[index]) << 8 | UInt16(pairs[index + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let text = String(validating: body, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        for byte in body {
            if (0x80...0x9F).contains(byte), let mapped = windows1252[byte] {
                scalars.append(mapped)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Windows-1252's letters and marks where Latin-1 has control characters (0x81, 0x8D, 0x8F,
    /// 0x90 and 0x9D are unassigned and stay as Latin-1 reads them).
    private static let windows1252: [UInt8: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]
}
