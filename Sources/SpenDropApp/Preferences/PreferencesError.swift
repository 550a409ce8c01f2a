/// Why a preference could not be read from a key, validated or written.
///
/// Promises: each case reads as one sentence that names the key, value or file involved; a
/// value outside the allowed ones and an unknown key are refused before anything is written.
public enum PreferencesError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownKey(String)
    case invalidValue(key: String, value: String, allowed: String)
    /// The suite file exists but is not a JSON object; it is left as it is.
    case unreadableSuite(path: String, reason: String)
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownKey(let key):
            return
                "unknown preference '\(key)'; known preferences: \(PreferenceCatalog.all.map(\.key).joined(separator: ", "))"
        case .invalidValue(let key, let value, let allowed):
            return "'\(value)' is not a valid \(key); expected one of \(allowed)"
        case .unreadableSuite(let path, let reason):
            return "cannot read the preferences in \(path) (\(reason)); fix or remove that file"
        case .writeFailed(let path, let reason):
            return "cannot write the preferences to \(path): \(reason)"
        }
    }
}

extension PreferencesError: ExitStatusError {
    /// An unknown key or a value outside the allowed ones is a usage error (2); a suite file that
    /// cannot be read or written is a refusal (1).
    public var exitStatus: ExitStatus {
        switch self {
        case .unknownKey, .invalidValue: return .usage
        case .unreadableSuite, .writeFailed: return .failure
        }
    }
}
