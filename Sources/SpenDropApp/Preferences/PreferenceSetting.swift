/// One setting: its key, the JSON type it is stored as, the values it allows and the value used
/// when it is missing, of the wrong type or not one of the allowed values.
///
/// Promises: `fallback` is the setting's registered value; reads use it and never write it.
/// `value(fromStored:)` is only asked about values of the declared `type`; `value(fromText:)`
/// reads what a person types on the command line; both return nil for a value outside the
/// allowed ones. Everything is a value, so settings can be declared once as `static let`.
public struct PreferenceSetting<Value: Equatable & Sendable>: Sendable {
    public let key: String
    public let type: PreferenceType
    /// The allowed values as they read after "one of": `system|light|dark`.
    public let allowedValues: String
    public let fallback: Value
    private let fromStored: @Sendable (PreferenceValue) -> Value?
    private let fromText: @Sendable (String) -> Value?
    private let toStored: @Sendable (Value) -> PreferenceValue?
    private let toText: @Sendable (Value) -> String

    /// - Parameters:
    ///   - fromStored: the value a stored JSON value of `type` means, or nil when it is not allowed.
    ///   - fromText: the value a typed text means, or nil when it is not allowed.
    ///   - toStored: what a value is stored as; nil for a value that is stored by removing the key
    ///     (the "not set" state of a three-state flag).
    ///   - toText: the canonical text `prefs get` prints and `value(fromText:)` reads back.
    public init(
        key: String, type: PreferenceType, allowedValues: String, fallback: Value,
        fromStored: @escaping @Sendable (PreferenceValue) -> Value?,
        fromText: @escaping @Sendable (String) -> Value?,
        toStored: @escaping @Sendable (Value) -> PreferenceValue?,
        toText: @escaping @Sendable (Value) -> String
    ) {
        self.key = key
        self.type = type
        self.allowedValues = allowedValues
        self.fallback = fallback
        self.fromStored = fromStored
        self.fromText = fromText
        self.toStored = toStored
        self.toText = toText
    }

    public func value(fromStored stored: PreferenceValue) -> Value? {
        type.matches(stored) ? fromStored(stored) : nil
    }

    public func value(fromText text: String) -> Value? { fromText(text) }

    public func stored(_ value: Value) -> PreferenceValue? { toStored(value) }

    public func text(_ value: Value) -> String { toText(value) }

    /// The same setting without its value type, for code that works from a key typed by a person.
    public var erased: AnyPreferenceSetting { AnyPreferenceSetting(self) }
}

/// A setting whose value type is hidden: what `spendrop prefs` works with, from a typed key.
///
/// Promises: every operation goes through the typed setting it was made from, so the command
/// reads, validates and writes exactly as code that uses the typed setting does.
public struct AnyPreferenceSetting: Sendable {
    public let key: String
    public let type: PreferenceType
    public let allowedValues: String
    public let fallbackText: String
    private let explainIn: @Sendable (Preferences) -> PreferenceExplanation
    private let storedFromText: @Sendable (String) -> (stored: PreferenceValue?, text: String)?

    init<Value>(_ setting: PreferenceSetting<Value>) {
        key = setting.key
        type = setting.type
        allowedValues = setting.allowedValues
        fallbackText = setting.text(setting.fallback)
        explainIn = { preferences in preferences.explain(setting) }
        storedFromText = { text in
            guard let value = setting.value(fromText: text) else { return nil }
            return (setting.stored(value), setting.text(value))
        }
    }

    /// Which domain answers for this setting in `preferences`, and why.
    public func explain(in preferences: Preferences) -> PreferenceExplanation {
        explainIn(preferences)
    }

    /// What typed `text` is stored as (nil: stored by removing the key) and its canonical text,
    /// or nil when `text` is not an allowed value.
    public func stored(fromText text: String) -> (stored: PreferenceValue?, text: String)? {
        storedFromText(text)
    }
}
