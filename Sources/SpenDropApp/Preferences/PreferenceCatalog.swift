import SpenDropCore

/// Every setting spendrop reads, declared once: key, stored type, allowed values and fallback.
///
/// | key | stored as | allowed | fallback |
/// |---|---|---|---|
/// | `theme` | string | `system`, `light`, `dark` | `system` |
/// | `currency` | string | an ISO 4217 code `Currency(code:)` knows (typed in any case, stored upper case) | `MYR` |
/// | `firstWeekday` | integer | `1...7`, 1 = Sunday as Foundation counts; typed also as an English day name (`monday`, `mon`) | `2` (Monday) |
/// | `onboardingCompleted` | boolean | `true`, `false` (typed also as yes/no, on/off, 1/0) | not set |
/// | `cloudBackupsKept` | integer | `1...100`: how many cloud backups `backup --cloud` keeps | `5` |
public enum PreferenceCatalog {
    public static let theme = PreferenceSetting<Theme>(
        key: "theme", type: .string,
        allowedValues: Theme.allCases.map(\.rawValue).joined(separator: "|"),
        fallback: .system,
        fromStored: { stored in
            guard case .string(let text) = stored else { return nil }
            return Theme(rawValue: text)
        },
        fromText: { Theme(rawValue: $0.lowercased()) },
        toStored: { .string($0.rawValue) },
        toText: \.rawValue)

    public static let currency = PreferenceSetting<Currency>(
        key: "currency", type: .string,
        allowedValues: "MYR|SGD|USD|EUR|AUD|… (any ISO 4217 code)",
        fallback: .myr,
        fromStored: { stored in
            guard case .string(let code) = stored else { return nil }
            return Currency(code: code)
        },
        fromText: { Currency(code: $0) },
        toStored: { .string($0.code) },
        toText: \.code)

    public static let firstWeekday = PreferenceSetting<Int>(
        key: "firstWeekday", type: .integer,
        allowedValues: "1|2|3|4|5|6|7 (1 = Sunday, 2 = Monday) or a day name",
        fallback: 2,
        fromStored: { stored in
            guard case .integer(let day) = stored, (1...7).contains(day) else { return nil }
            return day
        },
        fromText: { text in
            if let day = Int(text) { return (1...7).contains(day) ? day : nil }
            let name = text.lowercased()
            guard name.count >= 3, let index = weekdayNames.firstIndex(where: { $0.hasPrefix(name) }) else {
                return nil
            }
            return index + 1
        },
        toStored: { .integer($0) },
        toText: { String($0) })

    public static let onboardingCompleted = PreferenceSetting<FlagState>(
        key: "onboardingCompleted", type: .boolean,
        allowedValues: "true|false",
        fallback: .notSet,
        fromStored: { stored in
            guard case .boolean(let flag) = stored else { return nil }
            return flag ? .on : .off
        },
        fromText: { FlagState(text: $0) },
        toStored: { state in
            switch state {
            case .notSet: return nil
            case .off: return .boolean(false)
            case .on: return .boolean(true)
            }
        },
        toText: \.rawValue)

    public static let cloudBackupsKept = PreferenceSetting<Int>(
        key: "cloudBackupsKept", type: .integer,
        allowedValues: "1...100",
        fallback: 5,
        fromStored: { stored in
            guard case .integer(let count) = stored, (1...100).contains(count) else { return nil }
            return count
        },
        fromText: { text in Int(text).flatMap { (1...100).contains($0) ? $0 : nil } },
        toStored: { .integer($0) },
        toText: { String($0) })

    /// Every setting, in the order `spendrop prefs` lists them.
    public static let all: [AnyPreferenceSetting] = [
        theme.erased, currency.erased, firstWeekday.erased, onboardingCompleted.erased,
        cloudBackupsKept.erased,
    ]

    /// The setting with this exact key, or nil.
    public static func setting(forKey key: String) -> AnyPreferenceSetting? {
        all.first { $0.key == key }
    }

    /// English weekday names, Sunday first, as Foundation counts weekdays.
    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
}

extension PreferenceSetting where Value == Theme {
    /// `theme`: `system|light|dark`, else `system`.
    public static var theme: PreferenceSetting<Theme> { PreferenceCatalog.theme }
}

extension PreferenceSetting where Value == Currency {
    /// `currency`: an ISO 4217 code spendrop knows, else `MYR`.
    public static var currency: PreferenceSetting<Currency> { PreferenceCatalog.currency }
}

extension PreferenceSetting where Value == Int {
    /// `firstWeekday`: 1...7 with 1 = Sunday, else 2 (Monday).
    public static var firstWeekday: PreferenceSetting<Int> { PreferenceCatalog.firstWeekday }

    /// `cloudBackupsKept`: 1...100, else 5.
    public static var cloudBackupsKept: PreferenceSetting<Int> { PreferenceCatalog.cloudBackupsKept }
}

extension PreferenceSetting where Value == FlagState {
    /// `onboardingCompleted`: not set, off or on.
    public static var onboardingCompleted: PreferenceSetting<FlagState> { PreferenceCatalog.onboardingCompleted }
}
