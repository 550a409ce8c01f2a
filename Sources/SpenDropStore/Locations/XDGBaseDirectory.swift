import Foundation

/// The XDG base directories spendrop uses, resolved from an environment passed in as a value.
///
/// Promises: an `XDG_*_HOME` that is set and absolute wins; otherwise the fallback under `HOME`;
/// relative values are ignored, as the XDG specification says. Nothing is created or read.
public enum XDGBaseDirectory: Sendable {
    /// `$XDG_DATA_HOME`, else `~/.local/share`: where the store lives.
    case data
    /// `$XDG_CONFIG_HOME`, else `~/.config`: where preferences live.
    case config

    /// The `spendrop` folder inside this base directory.
    public func spendropDirectory(environment: [String: String]) throws(LocationError) -> URL {
        let (variable, fallback) =
            switch self {
            case .data: ("XDG_DATA_HOME", ".local/share")
            case .config: ("XDG_CONFIG_HOME", ".config")
            }
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true).appendingPathComponent("spendrop", isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw LocationError.noHome(variable: variable)
        }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(fallback, isDirectory: true)
            .appendingPathComponent("spendrop", isDirectory: true)
    }
}

/// Why a spendrop directory could not be worked out from the environment.
public enum LocationError: Error, Equatable, Sendable, CustomStringConvertible {
    case noHome(variable: String)

    public var description: String {
        switch self {
        case .noHome(let variable):
            return
                "cannot tell where spendrop keeps its files: neither \(variable) nor HOME is set to an absolute path; set HOME"
        }
    }
}
