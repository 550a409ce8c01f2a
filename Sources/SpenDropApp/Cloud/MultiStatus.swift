import Foundation

/// Reads the parts of a WebDAV 207 Multi-Status body a backup needs (each response's href and
/// content length), whatever namespace prefix the server uses (`d:`, `D:`, `lp1:` or none).
///
/// Promises: one pass over the body's bytes for each level of elements (linear in its size, so a
/// folder of thousands of backups lists as quickly per entry as one of ten); character references
/// in an href, named (`&amp;`) or numeric (`&#39;`, `&#x27;`, which any XML writer may use), are
/// decoded, and a tag may be broken across lines.
enum MultiStatus {
    struct Entry: Equatable {
        let href: String
        let size: Int64
    }

    static func isMultiStatus(_ body: Data) -> Bool {
        let wanted = Array("multistatus".utf8)
        let bytes = [UInt8](body)
        guard bytes.count >= wanted.count else { return false }
        return (0...(bytes.count - wanted.count)).contains { start in
            wanted.indices.allSatisfy { bytes[start + $0] | 0x20 == wanted[$0] }
        }
    }

    static func entries(_ body: Data) -> [Entry] {
        let bytes = [UInt8](body)
        return elements(named: "response", in: bytes[...]).compactMap { response in
            guard let href = elements(named: "href", in: response).first else { return nil }
            let size =
                elements(named: "getcontentlength", in: response).first
                .flatMap { Int64(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
                ?? 0
            return Entry(
                href: unescape(String(decoding: href, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
                size: size)
        }
    }

    /// The contents of every element whose local name is `name` (an empty element written
    /// `<name/>` has none), in document order; an element nested in a matching one is inside its
    /// contents, not listed on its own.
    static func elements(named name: String, in bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        let wanted = Array(name.utf8)
        var results: [ArraySlice<UInt8>] = []
        var cursor = bytes.startIndex
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = bytes[(open + 1)..<close]
            cursor = close + 1
            guard tag.first != UInt8(ascii: "/"), tag.last != UInt8(ascii: "/") else { continue }
            let tagName = tag.prefix { !isSpace($0) }
            guard hasLocalName(tagName, wanted) else { continue }
            let closing = [UInt8(ascii: "<"), UInt8(ascii: "/")] + tagName + [UInt8(ascii: ">")]
            guard let end = firstIndex(of: closing, in: bytes[cursor...]) else { continue }
            results.append(bytes[cursor..<end])
            cursor = end + closing.count
        }
        return results
    }

    /// `text` with its character references decoded; an ampersand that starts none is kept.
    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var decoded = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            decoded += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            if let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";"),
                let character = reference(rest[afterAmpersand..<semicolon])
            {
                decoded.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                decoded.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        return decoded + rest
    }

    /// The character a reference's name (between `&` and `;`) stands for.
    private static func reference(_ name: Substring) -> Character? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "amp": return "&"
        default:
            guard name.first == "#" else { return nil }
            let number = name.dropFirst()
            let value =
                number.first == "x" || number.first == "X"
                ? UInt32(number.dropFirst(), radix: 16) : UInt32(number, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Whether `tagName` is `wanted` itself or `wanted` after a namespace prefix (`d:wanted`).
    private static func hasLocalName(_ tagName: ArraySlice<UInt8>, _ wanted: [UInt8]) -> Bool {
        if tagName.elementsEqual(wanted) { return true }
        guard tagName.count > wanted.count, tagName.suffix(wanted.count).elementsEqual(wanted) else { return false }
        return tagName[tagName.endIndex - wanted.count - 1] == UInt8(ascii: ":")
    }

    /// Where `needle` first starts in `haystack`.
    private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        var start = haystack.startIndex
        while let candidate = haystack[start...].firstIndex(of: needle[0]) {
            guard haystack.endIndex - candidate >= needle.count else { return nil }
            if haystack[candidate..<candidate + needle.count].elementsEqual(needle) { return candidate }
            start = candidate + 1
        }
        return nil
    }
}
