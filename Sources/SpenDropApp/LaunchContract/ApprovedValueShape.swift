/// How the value of an approved environment key may appear in failure evidence.
///
/// Promises: `redact` never returns a path, and returns a value as it is only when it has the
/// key's shape; anything else becomes `<invalid>`.
public enum ApprovedValueShape: Equatable, Sendable {
    /// A whole number, shown as it is.
    case integer
    /// A file or folder path: never shown.
    case path
    /// A non-sensitive identifier (`[A-Za-z0-9-]{1,64}`), shown as it is.
    case identifier
    /// A locale name such as `C.UTF-8` or `ms_MY.UTF-8` (at most 32 characters), shown as it is.
    case locale

    public static let redactedPath = "<path>"
    public static let invalid = "<invalid>"

    /// `value` as failure evidence may show it.
    public func redact(_ value: String) -> String {
        switch self {
        case .integer: return Int(value) != nil ? value : Self.invalid
        case .path: return Self.redactedPath
        case .identifier, .locale: return accepts(value) ? value : Self.invalid
        }
    }

    /// Whether `value` has this shape.
    public func accepts(_ value: String) -> Bool {
        switch self {
        case .integer:
            return Int(value) != nil
        case .path:
            return value.hasPrefix("/")
        case .identifier:
            return (1...64).contains(value.count)
                && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        case .locale:
            return value.count <= 32
                && value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-@".contains($0)) }
        }
    }
}
