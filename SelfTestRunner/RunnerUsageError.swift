/// Why a self-test launch's arguments were refused; each case reads as one sentence saying what
/// was wrong and what to type instead. Always exit status 2.
public enum RunnerUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownSuiteFlag(String, suggestion: String? = nil)
    case unknownOption(String, suggestion: String? = nil)
    case missingValue(option: String)
    case badValue(option: String, value: String, reason: String)
    case unexpectedArgument(String)
    case needsIsolate(option: String)
    case notWithIsolate(option: String, instead: String)
    case needsOption(option: String, needs: String)
    case rerunBundleUnreadable(path: String, reason: String)
    case resultBundleExists(path: String)
    case resultBundleUnwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownSuiteFlag(let flag, let suggestion):
            return "unknown self-test flag '\(flag)'; " + (suggestion.map { "did you mean '\($0)'? " } ?? "")
                + "'spendrop --run-all-tests --help' lists the suite flags"
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)' in a self-test launch; "
                + (suggestion.map { "did you mean '\($0)'? " } ?? "")
                + "'spendrop --run-all-tests --help' lists the runner options"
        case .missingValue(let option):
            return "'\(option)' needs a value"
        case .badValue(let option, let value, let reason):
            return "bad value '\(value)' for '\(option)': \(reason)"
        case .unexpectedArgument(let argument):
            return
                "'\(argument)' cannot be combined with self-test flags; run commands and self-tests in separate launches"
        case .needsIsolate(let option):
            return "'\(option)' works only with --isolate, which runs each suite in its own process"
        case .notWithIsolate(let option, let instead):
            return "'\(option)' does not work with --isolate, which limits each suite with \(instead) instead"
        case .needsOption(let option, let needs):
            return "'\(option)' works only together with \(needs)"
        case .rerunBundleUnreadable(let path, let reason):
            return "cannot rerun the failures of '\(path)': \(reason); name the folder an earlier --result-bundle wrote"
        case .resultBundleExists(let path):
            return "the result bundle '\(path)' already exists and is left as it is; name a new folder"
        case .resultBundleUnwritable(let path, let reason):
            return "cannot create the result bundle '\(path)': \(reason)"
        }
    }
}
