import Foundation

/// Which domain answered a read, and why: what `spendrop prefs get KEY --explain` prints.
public struct PreferenceExplanation: Equatable, Sendable, CustomStringConvertible {
    /// Where a read found its answer.
    public enum Source: Equatable, Sendable {
        /// `-KEY VALUE` on this launch's command line.
        case argument
        /// The persistent suite, a JSON file.
        case persistentSuite(URL)
        /// The setting's registered fallback (never written anywhere).
        case registeredFallback
    }

    public let key: String
    /// The value the read gave, as canonical text (`dark`, `MYR`, `2`, `not set`).
    public let valueText: String
    public let source: Source
    /// Why this domain answered: what was found, and what was wrong with it when the fallback
    /// was used instead.
    public let reason: String

    public init(key: String, valueText: String, source: Source, reason: String) {
        self.key = key
        self.valueText = valueText
        self.source = source
        self.reason = reason
    }

    /// `theme = system (registered fallback: stored value 'purple' in /…/preferences.json is not one of system|light|dark; fell back to system)`
    public var description: String {
        let domain =
            switch source {
            case .argument: "argument domain"
            case .persistentSuite(let url): "persistent suite \(url.path)"
            case .registeredFallback: "registered fallback"
            }
        return "\(key) = \(valueText) (\(domain): \(reason))"
    }
}
