/// Someone who takes part in a split or a settlement: the user ("me") or another person by name.
///
/// Promises: names compare without regard to letter case or surrounding spaces, so `Aisyah` and
/// ` aisyah` are the same person, while the spelling given is kept for display. A name that reads
/// `me` in any letter case is the user, so the user can never appear as a second, named person.
/// People sort with the user first, then by name ignoring case.
public enum Person: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The person using spendrop; sentences address them as "you".
    case me
    /// Anyone else, by the name the user gave them.
    case named(String)

    /// Reads a person the way the user types one: `me` in any letter case is the user, anything
    /// else is a name with surrounding spaces removed.
    public init(_ text: String) {
        let name = Person.trimmed(text)
        self = name.lowercased() == "me" ? .me : .named(name)
    }

    /// Whether this is the user, however it was written.
    public var isMe: Bool { identity.isMe }

    /// Whether the name is empty once surrounding spaces are removed; the user is never blank.
    public var isBlank: Bool { !isMe && identity.name.isEmpty }

    /// The name as given, without surrounding spaces; `me` for the user.
    public var description: String {
        switch self {
        case .me: return "me"
        case .named(let name): return isMe ? "me" : Person.trimmed(name)
        }
    }

    /// The person at the start of a sentence: `You` or the name.
    var subjectName: String { isMe ? "You" : description }

    /// The person anywhere else in a sentence: `you` or the name.
    var objectName: String { isMe ? "you" : description }

    public static func == (left: Person, right: Person) -> Bool {
        left.identity == right.identity
    }

    public static func < (left: Person, right: Person) -> Bool {
        left.identity < right.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// What equality, hashing and order look at: the user, or the trimmed lower-case name.
    private var identity: Identity {
        switch self {
        case .me:
            return Identity(isMe: true, name: "")
        case .named(let name):
            let key = Person.trimmed(name).lowercased()
            return key == "me" ? Identity(isMe: true, name: "") : Identity(isMe: false, name: key)
        }
    }

    private struct Identity: Hashable, Comparable {
        let isMe: Bool
        let name: String

        static func < (left: Identity, right: Identity) -> Bool {
            if left.isMe != right.isMe { return left.isMe }
            return left.name < right.name
        }
    }

    private static func trimmed(_ text: String) -> String {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
