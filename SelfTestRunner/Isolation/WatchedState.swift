/// What one self-test process says, after its checks, of the state its program watches: still as
/// the process found it or not, with the state in the program's words.
///
/// Promises: a plain value; a child's reaches its parent unchanged.
public enum WatchedState: Equatable, Sendable {
    /// Still as the process found it.
    case initial(status: String)
    /// No longer as the process found it.
    case changed(status: String)

    /// Whether it is still as the process found it.
    public var isInitial: Bool {
        if case .initial = self { true } else { false }
    }

    /// The state in the program's words, for a failure's details.
    public var status: String {
        switch self {
        case .initial(let status), .changed(let status): status
        }
    }
}
