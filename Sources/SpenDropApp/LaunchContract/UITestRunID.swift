#if DEBUG
/// A `UITEST_RUN_ID`: names the run-scoped directory of a UI-test style launch.
///
/// Promises: the text is 1 to 64 ASCII letters, digits or `-`, so it is one path component that
/// can never be empty, `.`, `..`, absolute or contain a separator: the run directory derived
/// from it always sits directly inside the runs folder.
public struct UITestRunID: Hashable, Sendable, CustomStringConvertible {
    public let text: String

    /// Longest run id accepted.
    public static let maximumLength = 64

    /// The run id when `UITEST_RUN_ID` is missing or empty.
    public static let `default` = UITestRunID(checked: LaunchContract.defaultRunID)

    /// - Throws: `LaunchContractError.invalidRunID` saying what is wrong with `text`.
    public init(validating text: String) throws(LaunchContractError) {
        if text.isEmpty { throw .invalidRunID(text, .empty) }
        if text.count > UITestRunID.maximumLength { throw .invalidRunID(text, .tooLong(count: text.count)) }
        if let bad = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")) }) {
            throw .invalidRunID(text, .disallowedCharacter(bad))
        }
        self.text = text
    }

    /// The run id of `value`; a missing or empty value gives `default`.
    public init(environmentValue value: String?) throws(LaunchContractError) {
        guard let value, !value.isEmpty else {
            self = .default
            return
        }
        try self.init(validating: value)
    }

    private init(checked text: String) {
        self.text = text
    }

    public var description: String { text }
}
#endif
