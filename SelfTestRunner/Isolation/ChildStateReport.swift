/// What one child process of a launch reported, at its end, of the state its program watches.
///
/// Promises: a plain value; `process` names the child as a failure should (its suite under
/// `--isolate`, `self-test process N` under supervision).
public struct ChildStateReport: Equatable, Sendable {
    public let process: String
    public let state: WatchedState

    init(process: String, state: WatchedState) {
        self.process = process
        self.state = state
    }
}
