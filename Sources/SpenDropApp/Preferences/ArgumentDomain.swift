/// The argument domain: `-KEY VALUE` pairs on the command line, UserDefaults-style (one dash,
/// the key, then the value as the next argument), for the keys of `PreferenceCatalog` only.
///
/// Promises: pure. When a key is given twice the last one wins. A `-KEY` with no argument after
/// it is not a pair and stays an ordinary argument. Values are kept as typed; each setting
/// decides whether it allows them.
public struct ArgumentDomain: Equatable, Sendable {
    /// The values by key, as typed.
    public let values: [String: String]

    public init(arguments: [String], keys: [String] = PreferenceCatalog.all.map(\.key)) {
        var values: [String: String] = [:]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if let key = ArgumentDomain.key(of: arguments[index], among: keys), index + 1 < arguments.endIndex {
                values[key] = arguments[index + 1]
                index += 2
            } else {
                index += 1
            }
        }
        self.values = values
    }

    /// `arguments` without the `-KEY VALUE` pairs this domain reads, for a command's own parsing.
    public static func removingPairs(
        from arguments: [String], keys: [String] = PreferenceCatalog.all.map(\.key)
    ) -> [String] {
        var remaining: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if key(of: arguments[index], among: keys) != nil, index + 1 < arguments.endIndex {
                index += 2
            } else {
                remaining.append(arguments[index])
                index += 1
            }
        }
        return remaining
    }

    private static func key(of argument: String, among keys: [String]) -> String? {
        guard argument.hasPrefix("-"), !argument.hasPrefix("--") else { return nil }
        let key = String(argument.dropFirst())
        return keys.contains(key) ? key : nil
    }
}
