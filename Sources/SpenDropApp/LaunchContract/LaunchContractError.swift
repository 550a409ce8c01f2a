#if DEBUG
/// Why a UI-test style launch was refused: each case is one sentence for the error stream, and
/// says its exit status (2, `ExitStatus.usage`); main.swift stops the launch before anything is created.
public enum LaunchContractError: ExitStatusError, Equatable, Sendable {
    /// What is wrong with a run id.
    public enum RunIDProblem: Equatable, Sendable {
        case empty
        case tooLong(count: Int)
        case disallowedCharacter(Character)
    }

    case unknownFixture(String)
    case invalidRunID(String, RunIDProblem)
    case invalidLocale(String)
    /// A contract argument given without `-ui-testing`, which it only makes sense with.
    case requiresUITesting(String)

    public var description: String {
        switch self {
        case .unknownFixture(let name):
            let known = UITestFixture.allCases.map(\.rawValue).joined(separator: ", ")
            return
                "\(LaunchContract.EnvironmentKey.fixture.rawValue) '\(Self.shown(name))' is not a known fixture; use one of \(known)"
        case .invalidRunID(let text, let problem):
            let key = LaunchContract.EnvironmentKey.runID.rawValue
            let rule = "use 1 to \(UITestRunID.maximumLength) letters, digits or '-'"
            switch problem {
            case .empty:
                return "\(key) is empty; \(rule)"
            case .tooLong(let count):
                return "\(key) '\(Self.shown(text))' is \(count) characters long; \(rule)"
            case .disallowedCharacter(let character):
                return "\(key) '\(Self.shown(text))' contains '\(character)'; \(rule)"
            }
        case .invalidLocale(let value):
            return
                "\(LaunchContract.localeKey) '\(Self.shown(value))' is not a locale name such as C.UTF-8 or ms_MY.UTF-8"
        case .requiresUITesting(let argument):
            return "\(argument) only works together with \(LaunchContract.Argument.uiTesting.rawValue)"
        }
    }

    /// A value as the message shows it: at most 80 characters, control characters escaped.
    private static func shown(_ value: String) -> String {
        let clipped = value.count > 80 ? String(value.prefix(80)) + "…" : value
        return clipped.unicodeScalars.map {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        }.joined()
    }
}

extension LaunchContractError {
    /// An invalid launch-contract value stops the launch before anything is created.
    public var exitStatus: ExitStatus { .usage }
}
#endif
