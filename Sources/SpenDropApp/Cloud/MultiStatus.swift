import Foundation

/// Reads the parts of a WebDAV 207 Multi-Status body a backup needs (each response's href and
/// content length), whatever namespace prefix the server uses (`d:`, `D:`, `lp1:` or none).
enum MultiStatus {
    struct Entry: Equatable {
        let href: String
        let size: Int64
    }

    static func isMultiStatus(_ body: Data) -> Bool {
        let text = String(decoding: body, as: UTF8.self)
        return text.range(of: "multistatus", options: .caseInsensitive) != nil
    }

    static func entries(_ body: Data) -> [Entry] {
        let text = String(decoding: body, as: UTF8.self)
        return elements(named: "response", in: text).compactMap { response in
            guard let href = elements(named: "href", in: response).first else { return nil }
            let size = elements(named: "getcontentlength", in: response).first.flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) } ?? 0
            return Entry(href: unescape(href.trimmingCharacters(in: .whitespacesAndNewlines)), size: size)
        }
    }

    /// The contents of every element whose local name is `name`.
    static func elements(named name: String, in text: String) -> [String] {
        var results: [String] = []
        var cursor = text.startIndex
        while let open = text.range(of: "<", range: cursor..<text.endIndex) {
            guard let close = text.range(of: ">", range: open.upperBound..<text.endIndex) else { break }
            let tag = text[open.upperBound..<close.lowerBound]
            cursor = close.upperBound
            guard !tag.hasPrefix("/"), !tag.hasSuffix("/") else { continue }
            let tagName = tag.split(separator: " ").first.map(String.init) ?? ""
            guard tagName == name || tagName.hasSuffix(":" + name) else { continue }
            guard let end = text.range(of: "</\(tagName)>", range: cursor..<text.endIndex) else { continue }
            results.append(String(text[cursor..<end.lowerBound]))
            cursor = end.upperBound
        }
        return results
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
