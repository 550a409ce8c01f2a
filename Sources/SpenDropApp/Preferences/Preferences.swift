import Foundation

/// The app's settings, read through three domains in order: the argument domain (`-theme dark`
/// on this launch's command line), the persistent suite (`<directory>/<suiteName>.json`), then
/// each setting's registered fallback.
///
/// Promises: the first domain that holds a key answers for it; a value there that has the wrong
/// type or is not allowed gives the registered fallback, and `explain` says which domain
/// answered and why. Registered fallbacks are never written. Writes validate first, then
/// replace the suite file atomically; an invalid value writes nothing. Everything the wrapper
/// uses (folder, suite name, arguments, file manager) is given to `init`: it never reaches for a
/// shared instance, so a check can point it at a scratch folder and the real preferences stay
/// untouched.
/// - Complexity: every read and write opens the suite file; there is no cache to go stale when
///   another process writes.
public struct Preferences {
    /// The suite the app uses: `preferences.json` in the preferences folder.
    public static let standardSuiteName = "preferences"

    public let suiteName: String
    public let directory: URL
    public let argumentDomain: ArgumentDomain
    private let suite: PersistentSuite

    /// - Parameters:
    ///   - suiteName: a plain file name without `/`, not starting with `.`; the suite is
    ///     `<directory>/<suiteName>.json`.
    ///   - directory: the folder of the suite; created on the first write, never on a read.
    ///   - arguments: the launch's arguments, for the argument domain.
    ///   - fileManager: used for every file operation.
    public init(
        suiteName: String = Preferences.standardSuiteName, directory: URL, arguments: [String],
        fileManager: FileManager
    ) {
        precondition(
            !suiteName.isEmpty && !suiteName.hasPrefix(".") && !suiteName.contains("/"),
            "a preference suite name is a plain file name")
        self.suiteName = suiteName
        self.directory = directory
        self.argumentDomain = ArgumentDomain(arguments: arguments)
        self.suite = PersistentSuite(directory: directory, name: suiteName, fileManager: fileManager)
    }

    /// The suite file: `<directory>/<suiteName>.json`.
    public var suiteURL: URL { suite.url }

    // MARK: Reading

    /// The value of `setting`: from the first domain that holds its key, else the fallback.
    public func value<Value>(_ setting: PreferenceSetting<Value>) -> Value {
        resolve(setting).value
    }

    /// Which domain answers for `setting`, with the value it gives and why.
    public func explain<Value>(_ setting: PreferenceSetting<Value>) -> PreferenceExplanation {
        resolve(setting).explanation
    }

    /// `explain` for a key typed by a person.
    public func explain(key: String) throws(PreferencesError) -> PreferenceExplanation {
        try Preferences.setting(forKey: key).explain(in: self)
    }

    /// The persistent domain exactly as stored: what a suite file holds, nothing registered.
    public func persistentDomain() throws(PreferencesError) -> [String: PreferenceValue] {
        try suite.read()
    }

    private func resolve<Value>(
        _ setting: PreferenceSetting<Value>
    ) -> (value: Value, explanation: PreferenceExplanation) {
        let fallbackText = setting.text(setting.fallback)
        func fallback(_ reason: String) -> (Value, PreferenceExplanation) {
            (
                setting.fallback,
                PreferenceExplanation(
                    key: setting.key, valueText: fallbackText, source: .registeredFallback,
                    reason: reason)
            )
        }
        if let typed = argumentDomain.values[setting.key] {
            guard let value = setting.value(fromText: typed) else {
                return fallback(
                    "argument -\(setting.key) '\(typed)' is not one of \(setting.allowedValues); fell back to \(fallbackText)"
                )
            }
            return (
                value,
                PreferenceExplanation(
                    key: setting.key, valueText: setting.text(value), source: .argument,
                    reason: "-\(setting.key) \(typed) on the command line")
            )
        }
        let domain: [String: PreferenceValue]
        do {
            domain = try suite.read()
        } catch {
            return fallback("\(error); fell back to \(fallbackText)")
        }
        guard let stored = domain[setting.key] else {
            return fallback("not on the command line and not stored in \(suite.url.path)")
        }
        guard setting.type.matches(stored) else {
            return fallback(
                "stored value \(stored) in \(suite.url.path) is \(stored.kindDescription), not \(setting.type.kindDescription); fell back to \(fallbackText)"
            )
        }
        guard let value = setting.value(fromStored: stored) else {
            return fallback(
                "stored value \(stored) in \(suite.url.path) is not one of \(setting.allowedValues); fell back to \(fallbackText)"
            )
        }
        return (
            value,
            PreferenceExplanation(
                key: setting.key, valueText: setting.text(value), source: .persistentSuite(suite.url),
                reason: "stored value \(stored)")
        )
    }

    // MARK: Writing

    /// Stores `value` for `setting` in the persistent suite. Storing a flag's `.notSet` removes
    /// the key. Other keys in the suite, including ones this version does not know, are kept.
    public func set<Value>(_ value: Value, for setting: PreferenceSetting<Value>) throws(PreferencesError) {
        try store(setting.stored(value), forKey: setting.key)
    }

    /// Validates `text` for the setting named `key` and stores it.
    /// - Returns: the canonical text that was stored (`usd` is stored as `USD`).
    /// - Throws: `unknownKey` or `invalidValue` before anything is written.
    @discardableResult
    /// The first `-KEY VALUE` override of this launch whose value its setting does not allow, as
    /// the error `set` would give it; nil when every override is allowed. A launch with one is
    /// refused, as `prefs set` refuses the value, rather than run on the fallback in silence.
    public func invalidOverride() -> PreferencesError? {
        for (key, typed) in argumentDomain.values.sorted(by: { $0.key < $1.key }) {
            guard let setting = PreferenceCatalog.setting(forKey: key) else { continue }
            if setting.stored(fromText: typed) == nil {
                return .invalidValue(key: key, value: typed, allowed: setting.allowedValues)
            }
        }
        return nil
    }

    public func set(text: String, forKey key: String) throws(PreferencesError) -> String {
        let setting = try Preferences.setting(forKey: key)
        guard let (stored, canonical) = setting.stored(fromText: text) else {
            throw .invalidValue(key: key, value: text, allowed: setting.allowedValues)
        }
        try store(stored, forKey: key)
        return canonical
    }

    /// Removes `setting`'s key from the persistent suite, and nothing else.
    /// - Returns: whether the key was stored.
    @discardableResult
    public func unset<Value>(_ setting: PreferenceSetting<Value>) throws(PreferencesError) -> Bool {
        try unset(key: setting.key)
    }

    /// `unset` for a key typed by a person.
    @discardableResult
    public func unset(key: String) throws(PreferencesError) -> Bool {
        _ = try Preferences.setting(forKey: key)
        var domain = try suite.read()
        guard domain.removeValue(forKey: key) != nil else { return false }
        try suite.write(domain)
        return true
    }

    /// Deletes this suite's file, and nothing else in its folder.
    /// - Warning: every stored setting of this suite is gone afterwards.
    public func removePersistentDomain() throws(PreferencesError) {
        try suite.remove()
    }

    private func store(_ value: PreferenceValue?, forKey key: String) throws(PreferencesError) {
        var domain = try suite.read()
        if let value {
            domain[key] = value
        } else {
            guard domain.removeValue(forKey: key) != nil else { return }
        }
        try suite.write(domain)
    }

    private static func setting(forKey key: String) throws(PreferencesError) -> AnyPreferenceSetting {
        guard let setting = PreferenceCatalog.setting(forKey: key) else { throw .unknownKey(key) }
        return setting
    }
}
