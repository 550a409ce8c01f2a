/// Someone who takes part in a split or a settlement: the user ("me") or another person by name.
///
/// Promises: names compare without regard to letter case or surrounding spaces, so `Aisyah` and
/// ` aisyah` are the same person, while the spelling given is kept for display. A name that reads
/// `me` in any letter case is the user, so the user can never appear as a second, named person.
/// People sort with the user first, then by name ignoring case. The trimmed name and the key
/// that equality, hashing and order use are worked out once, when the person is made.
public struct Person: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whether this is the user, however it was written.
    public let isMe: Bool
    /// The name as given, without surrounding spaces; empty for the user.
    private let name: String
    /// The trimmed, lower-case name: what equality, hashing and order look at.
    private let key: String

    /// The person using spendrop; sentences address them as "you".
    public static let me = Person(isMe: true, name: "", key: "")

    /// Anyone else, by the name the user gave them (`me` in any case is still the user).
    public static func named(_ text: String) -> Person { Person(text) }

    private init(isMe: Bool, name: String, key: String) {
        self.isMe = isMe
        self.name = name
        self.key = key
    }

    /// Reads a person the way the user types one: `me` in any letter case is the user, anything
    /// else is a name with surrounding spaces removed.
    public init(_ text: String) {
        let name = Person.trimmed(text)
        let key = name.lowercased()
        self = key == "me" ? .me : Person(isMe: false, name: name, key: key)
    }

    /// Whether the name is empty once surrounding spaces are removed; the user is never blank.
    public var isBlank: Bool { !isMe && name.isEmpty }

    /// The name as given, without surrounding spaces; `me` for the user.
    public var description: String { isMe ? "me" : name }

    /// The person at the start of a sentence: `You` or the name.
    var subjectName: String { isMe ? "You" : description }

    /// The person anywhere else in a sentence: `you` or the name.
    var objectName: String { isMe ? "you" : description }

    public static func == (left: Person, right: Person) -> Bool {
        left.isMe == right.isMe && left.key == right.key
    }

    public static func < (left: Person, right: Person) -> Bool {
        if left.isMe != right.isMe { return left.isMe }
        return left.key < right.key
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isMe)
        hasher.combine(key)
    }

    private static func trimmed(_ text: String) -> String {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
