/// A yes/no setting read in three states, so "never answered" is not mistaken for "no".
///
/// Promises: `.notSet` is what a read gives when no domain holds the key (or holds something that
/// is not true or false); only `.off` and `.on` are ever stored, as JSON `false` and `true`.
public enum FlagState: String, Equatable, Sendable, CaseIterable {
    case notSet = "not set"
    case off = "false"
    case on = "true"

    /// True only for `.on`; `.notSet` and `.off` both read as false.
    public var isOn: Bool { self == .on }

    /// The state typed on a command line: `true`/`false`, `yes`/`no`, `on`/`off` or `1`/`0`, in
    /// any letter case; nil for anything else (use `prefs unset` to return to "not set").
    public init?(text: String) {
        switch text.lowercased() {
        case "true", "yes", "on", "1": self = .on
        case "false", "no", "off", "0": self = .off
        default: return nil
        }
    }
}
