/// What the program the runner runs in watches for the length of a launch: the state its checks
/// must leave as they found it (the user's real data, say). The runner takes a baseline before the
/// first suite and ends every launch with the Test isolation suite (`IsolationSuite`): these
/// checks, then its own check that the run-scoped directory is gone.
///
/// Promises (of every conforming type): `checks` gives the same checks, in the same order, with
/// the same names and locations whether `baseline` is given or not, so a launch can list the suite
/// before it runs; taking a baseline or a state never changes what is watched.
public protocol IsolationWatching {
    /// What is watched, as it was before the first suite.
    associatedtype Baseline

    /// Looks at what is watched; called once, before the first suite runs.
    func baseline() -> Baseline

    /// The checks that what is watched is still as `baseline` found it; `baseline` is nil for a
    /// list made before the launch runs. `childReports` is nil when the checks ran in this
    /// process, else what each child process reported at its end (empty in a list).
    func checks(baseline: Baseline?, childReports: [ChildStateReport]?) -> [SelfTestCheck]

    /// In a child process, after its checks: the state of what is watched there, for its parent.
    func stateOfThisProcess() -> WatchedState
}
