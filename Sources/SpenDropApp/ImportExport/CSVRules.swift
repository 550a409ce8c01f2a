import Foundation
import SpenDropCore

/// A bank's CSV file as hledger's CSV rules describe it (`skip`, `separator`, `fields`,
/// `date-format`, `decimal-mark`, `currency`, `account1`, `account2`, `amount`, `amount-in`,
/// `amount-out`, `description`, `comment` and `if` blocks that assign fields), so a rules file that
/// works with hledger works with spendrop.
///
/// Promises: for the same file and rules, each record gives the day, the amount (signed as
/// account1's posting) and the description `hledger -f FILE --rules-file RULES print` gives (a
/// test runs both); `%name` and `%N` in a value are the record's field by name or number; a rule
/// spendrop does not read, or a record whose date or amount cannot be read, is an error naming
/// its line.
public struct CSVRules: Sendable {
    /// One `if` block: its matchers (each line one; a line starting `&` joins the one before it)
    /// and the fields it assigns when any line matches.
    struct Block: Sendable {
        struct Matcher: Sendable {
            /// The field it looks at (`%date`), or nil for the whole record.
            let field: String?
            let pattern: NSRegularExpression
            let joinsPrevious: Bool
        }
        var matchers: [Matcher] = []
        var assignments: [(field: String, value: String)] = []
    }

    var skip = 0
    var separator = UInt8(ascii: ",")
    var fieldNames: [String] = []
    var dateFormat: String?
    var decimalMark: Character?
    var assignments: [(field: String, value: String)] = []
    var blocks: [Block] = []

    /// The fields a rule may assign, as hledger names them.
    static let assignable: Set<String> = [
        "date", "date2", "status", "code", "description", "comment", "account1", "account2", "amount", "amount-in",
        "amount-out", "amount1", "amount1-in", "amount1-out", "currency", "balance", "balance1",
    ]

    public init(_ text: String) throws(CSVRulesError) {
        var block: Block?
        func closeBlock() {
            if let open = block { blocks.append(open) }
            block = nil
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let indented = raw.first == " " || raw.first == "\t"
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                closeBlock()
                continue
            }
            if let first = trimmed.first, "#;*".contains(first) { continue }
            let (word, rest) = CSVRules.firstWord(trimmed)
            if var open = block {
                if indented || (open.assignments.isEmpty && !CSVRules.startsRule(word)) {
                    if indented && CSVRules.assignable.contains(word.lowercased()) {
                        open.assignments.append((word.lowercased(), rest))
                    } else if open.assignments.isEmpty {
                        open.matchers.append(try CSVRules.matcher(trimmed, line: line))
                    } else {
                        throw CSVRulesError(line: line, reason: "'\(word)' is not a field an if block can assign")
                    }
                    block = open
                    continue
                }
                closeBlock()
            }
            switch word.lowercased() {
            case "skip": skip = rest.isEmpty ? 1 : try CSVRules.number(rest, line: line)
            case "separator":
                let value =
                    rest == "TAB"
                    ? "\t" : rest == "SPACE" ? " " : rest == "SEMICOLON" ? ";" : rest == "COMMA" ? "," : rest
                guard value.utf8.count == 1, let byte = value.utf8.first else {
                    throw CSVRulesError(line: line, reason: "the separator '\(rest)' is not one character")
                }
                separator = byte
            case "fields":
                fieldNames = rest.split(separator: ",", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces).lowercased()
                }
            case "date-format": dateFormat = rest
            case "decimal-mark":
                guard rest == "." || rest == "," else {
                    throw CSVRulesError(line: line, reason: "decimal-mark is . or , not '\(rest)'")
                }
                decimalMark = rest.first
            case "if":
                block = Block()
                if !rest.isEmpty { block?.matchers.append(try CSVRules.matcher(rest, line: line)) }
            case "newest-first", "intra-day-reversed", "timezone", "encoding", "balance-type":
                continue
            case let field where CSVRules.assignable.contains(field):
                assignments.append((field, rest))
            default:
                throw CSVRulesError(line: line, reason: "'\(word)' is not a rule spendrop reads")
            }
        }
        closeBlock()
    }

    /// Whether `word` starts a top-level rule rather than continuing an `if` block's matchers.
    private static func startsRule(_ word: String) -> Bool {
        ["skip", "separator", "fields", "date-format", "decimal-mark", "if", "newest-first"].contains(word.lowercased())
            || assignable.contains(word.lowercased())
    }

    private static func firstWord(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, "") }
        return (String(text[..<space]), text[space...].trimmingCharacters(in: .whitespaces))
    }

    private static func number(_ text: String, line: Int) throws(CSVRulesError) -> Int {
        guard let value = Int(text), value >= 0 else {
            throw CSVRulesError(line: line, reason: "'\(text)' is not a count")
        }
        return value
    }

    private static func matcher(_ text: String, line: Int) throws(CSVRulesError) -> Block.Matcher {
        var rest = Substring(text)
        let joins = rest.hasPrefix("&")
        if joins { rest = rest.dropFirst().drop { $0 == " " } }
        var field: String?
        if rest.hasPrefix("%") {
            let name = rest.dropFirst().prefix { $0 != " " && $0 != "\t" }
            field = name.lowercased()
            rest = rest.dropFirst(name.count + 1).drop { $0 == " " || $0 == "\t" }
        }
        do {
            let pattern = try NSRegularExpression(pattern: String(rest), options: [.caseInsensitive])
            return Block.Matcher(field: field, pattern: pattern, joinsPrevious: joins)
        } catch {
            throw CSVRulesError(line: line, reason: "'\(rest)' is not a regular expression")
        }
    }

    /// The record's fields after every assignment: by the names `fields` gives, then what the
    /// rules assign (an `if` block's over the top level's, a later block's over an earlier one's).
    func fields(of record: [String]) -> [String: String] {
        var named: [String: String] = [:]
        for (name, value) in zip(fieldNames, record) where !name.isEmpty && name != "_" {
            named[name] = value.trimmingCharacters(in: .whitespaces)
        }
        var assigned = named
        func interpolate(_ value: String) -> String {
            var result = ""
            var rest = Substring(value)
            while let percent = rest.firstIndex(of: "%") {
                result += rest[..<percent]
                let name = rest[rest.index(after: percent)...].prefix {
                    $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-"
                }
                if let number = Int(name), number >= 1, number <= record.count {
                    result += record[number - 1].trimmingCharacters(in: .whitespaces)
                } else if !name.isEmpty {
                    result += named[name.lowercased()] ?? ""
                } else {
                    result += "%"
                }
                rest = rest[rest.index(percent, offsetBy: name.count + 1)...]
            }
            // hledger reads an assigned value without the spaces an empty field left at its ends.
            return (result + rest).trimmingCharacters(in: .whitespaces)
        }
        for (field, value) in assignments { assigned[field] = interpolate(value) }
        let whole = record.joined(separator: ",")
        for block in blocks where matches(block, record: record, whole: whole, named: named) {
            for (field, value) in block.assignments { assigned[field] = interpolate(value) }
        }
        return assigned
    }

    private func matches(_ block: Block, record: [String], whole: String, named: [String: String]) -> Bool {
        // Lines are alternatives; a line starting `&` must hold as well as the one before it.
        var groups: [[Block.Matcher]] = []
        for matcher in block.matchers {
            if matcher.joinsPrevious, !groups.isEmpty {
                groups[groups.count - 1].append(matcher)
            } else {
                groups.append([matcher])
            }
        }
        return groups.contains { group in
            group.allSatisfy { matcher in
                let text: String
                if let field = matcher.field {
                    text = Int(field).map { $0 >= 1 && $0 <= record.count ? record[$0 - 1] : "" } ?? named[field] ?? ""
                } else {
                    text = whole
                }
                return matcher.pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        }
    }
}

/// Why a rules file or a record it reads cannot be used, with its line.
public struct CSVRulesError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "line \(line): \(reason)" }

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}
