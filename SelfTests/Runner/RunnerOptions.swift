/// What a self-test launch asked for, parsed from its arguments against a suite table.
///
/// Promises: parsing is pure (no I/O); `selectedSuiteNames` is empty only when no suite flag was
/// given, which selects every suite.
public struct RunnerOptions: Equatable, Sendable {
    public var selectedSuiteNames: Set<String> = []
    public var filters: [GlobPattern] = []
    public var skips: [GlobPattern] = []
    public var listSuites = false
    public var listTests = false

    public init() {}

    /// Whether the check `Suite/check` is selected by the suite flags, filters and skips.
    public func selects(suite: String, check: String) -> Bool {
        if !selectedSuiteNames.isEmpty, !selectedSuiteNames.contains(suite) { return false }
        let id = "\(suite)/\(check)"
        if !filters.isEmpty, !filters.contains(where: { $0.matches(id) }) { return false }
        return !skips.contains(where: { $0.matches(id) })
    }
}
