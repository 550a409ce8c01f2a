/// Why a self-test launch's arguments were refused; each case reads as one sentence saying what
/// was wrong and what to type instead. Always exit status 2.
public enum RunnerUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownSuiteFlag(String)
    case unknownOption(String)
    case missingValue(option: String)
    case badValue(option: String, value: String, reason: String)
    case unexpectedArgument(String)

    public var description: String {
        switch self {
        case .unknownSuiteFlag(let flag):
            return "unknown self-test flag '\(flag)'; 'spendrop --help' lists the suite flags"
        case .unknownOption(let option):
            return "unknown option '\(option)' in a self-test launch; 'spendrop --help' lists the runner options"
        case .missingValue(let option):
            return "'\(option)' needs a value"
        case .badValue(let option, let value, let reason):
            return "bad value '\(value)' for '\(option)': \(reason)"
        case .unexpectedArgument(let argument):
            return "'\(argument)' cannot be combined with self-test flags; run commands and self-tests in separate launches"
        }
    }
}
