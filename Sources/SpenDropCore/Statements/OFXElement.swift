/// One element of an OFX file: its tag (upper case), its text when it holds a value, and the
/// elements inside it, with the line it opens on.
///
/// Promises: a value element has no children and an aggregate no value; `OFXElement.parse` reads
/// OFX 1.x (SGML, where a value's closing tag is optional and an aggregate's may be missing too)
/// and OFX 2.x (XML) into the same tree.
public struct OFXElement: Sendable, Equatable {
    public let tag: String
    public var value: String?
    public var children: [OFXElement]
    public let line: Int

    /// The first child with `tag`.
    public func child(_ tag: String) -> OFXElement? { children.first { $0.tag == tag } }

    /// The value of the first child with `tag`, nil when there is none or it is empty.
    public func text(_ tag: String) -> String? {
        guard let value = child(tag)?.value, !value.isEmpty else { return nil }
        return value
    }

    /// Every element with `tag` inside this one, at any depth, in file order (not inside another
    /// element with that tag).
    public func all(_ tag: String) -> [OFXElement] {
        children.flatMap { $0.tag == tag ? [$0] : $0.all(tag) }
    }

    /// The tree of `text` from its `<OFX>` element on; the header before it (`OFXHEADER:100 …` or
    /// `<?xml …?><?OFX …?>`) is skipped.
    public static func parse(_ text: String) throws(StatementError) -> OFXElement {
        // Read as UTF-8 bytes: every character that shapes the file (`<`, `>`, `/`, line ends) is
        // ASCII, so a value is the bytes between them, decoded once.
        let bytes = Array(text.utf8)
        let less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var index = 0
        var line = 1
        var stack = [OFXElement(tag: "", value: nil, children: [], line: 0)]
        var sawOFX = false

        func advance(to end: Int) {
            while index < end {
                if bytes[index] == newline
                    || (bytes[index] == carriageReturn && (index + 1 >= bytes.count || bytes[index + 1] != newline))
                {
                    line += 1
                }
                index += 1
            }
        }
        func close(into parent: Int) {
            let element = stack.removeLast()
            stack[parent].children.append(element)
        }
        func trimmedText(_ range: Range<Int>) -> String {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper, isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
            return String(decoding: bytes[lower..<upper], as: UTF8.self)
        }

        while index < bytes.count {
            guard bytes[index] == less else {
                advance(to: index + 1)
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != greater { end += 1 }
            guard end < bytes.count else { throw StatementError(line: line, reason: "a tag is not closed with '>'") }
            var name = trimmedText((index + 1)..<end).uppercased()
            let tagLine = line
            advance(to: end + 1)
            if name.hasPrefix("?") || name.hasPrefix("!") { continue }
            if name.hasPrefix("/") {
                name.removeFirst()
                // An aggregate's end closes what SGML left open inside it; a value's end (never on
                // the stack) closes nothing.
                guard let open = stack.lastIndex(where: { $0.tag == name }), open > 0 else { continue }
                while stack.count > open { close(into: stack.count - 2) }
                continue
            }
            let selfClosing = name.hasSuffix("/")
            if selfClosing { name = OFXElement.trimmed(String(name.dropLast())) }
            if name == "OFX" { sawOFX = true }
            guard sawOFX else { continue }
            var textEnd = index
            while textEnd < bytes.count, bytes[textEnd] != less { textEnd += 1 }
            let value = trimmedText(index..<textEnd)
            if selfClosing || !value.isEmpty {
                stack[stack.count - 1].children.append(
                    OFXElement(tag: name, value: OFXElement.unescaped(value), children: [], line: tagLine))
                advance(to: textEnd)
            } else {
                // An aggregate inside one of its own kind is the next of them whose end was left out.
                if let open = stack.lastIndex(where: { $0.tag == name }), open > 0 {
                    while stack.count > open { close(into: stack.count - 2) }
                }
                stack.append(OFXElement(tag: name, value: nil, children: [], line: tagLine))
            }
        }
        while stack.count > 1 { close(into: stack.count - 2) }
        guard let root = stack[0].children.first(where: { $0.tag == "OFX" }) else {
            throw StatementError(line: 1, reason: "there is no <OFX> element: this is not an OFX or QFX file")
        }
        return root
    }

    /// A space, tab or line end.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// `text` without spaces, tabs and line ends at either end.
    static func trimmed(_ text: String) -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { " \t\n\r".unicodeScalars.contains($0) }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references as the characters they stand for.
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 8 else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
