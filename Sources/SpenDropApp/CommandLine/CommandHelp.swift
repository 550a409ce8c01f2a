import Foundation

/// The usage lines and help pages of the commands, computed from their declarations.
///
/// Promises: what help shows is exactly what `CommandArguments` accepts for the same
/// declaration: every option, flag and positional value with its allowed words.
public enum CommandHelp {
    /// `in, out or transfer`.
    static func choices(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// `AMOUNT MERCHANT`, `csv|json|hledger [FILE]`.
    static func positionalUsage(_ spec: CommandSpec) -> String {
        spec.positionals.map { positional in
            let word = positional.allowed?.joined(separator: "|") ?? positional.name
            return positional.isOptional ? "[\(word)]" : word
        }.joined(separator: " ")
    }

    /// `add AMOUNT MERCHANT [--category C] … [--json]`, without `spendrop`.
    public static func usage(_ spec: CommandSpec) -> String {
        var parts = [spec.name]
        let positionals = positionalUsage(spec)
        if !positionals.isEmpty { parts.append(positionals) }
        for option in spec.options { parts.append(option.isRequired ? option.term : "[\(option.term)]") }
        for flag in spec.flags { parts.append("[\(flag.name)]") }
        if spec.printsJSON { parts.append("[--json]") }
        return parts.joined(separator: " ")
    }

    /// `spendrop help COMMAND` and `spendrop COMMAND --help`.
    public static func page(_ spec: CommandSpec) -> String {
        var lines = ["usage: spendrop \(usage(spec))", "", spec.summary]
        for subcommand in spec.subcommands { lines.append("       spendrop \(usage(subcommand))") }
        var entries: [(String, String)] = spec.positionals.map { positional in
            (positional.name, positional.help + (positional.allowed.map { ": \(choices($0))" } ?? ""))
        }
        entries += spec.options.map { ($0.term, $0.help) }
        entries += spec.flags.map { ($0.name, $0.help) }
        if spec.printsJSON { entries.append((CommandSpec.jsonFlag.name, CommandSpec.jsonFlag.help)) }
        entries.append(("-KEY VALUE", "use VALUE for the setting KEY in this launch only (see 'spendrop prefs')"))
        entries.append(("--", "treat every word after it as a value, even one that starts with '-'"))
        let width = min(28, entries.map(\.0.count).max() ?? 0)
        lines.append("")
        for (term, help) in entries {
            let padded =
                term.count >= width ? term + "  " : term + String(repeating: " ", count: width - term.count + 2)
            lines.append("  " + padded + help)
        }
        for subcommand in spec.subcommands {
            lines.append("")
            lines.append("spendrop \(subcommand.name): \(subcommand.summary)")
            for option in subcommand.options {
                lines.append("  \(option.name) \(option.valueName ?? "")  \(option.help)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The commands part of `spendrop --help`: one usage line each, then its summary.
    public static func overview(_ specs: [CommandSpec]) -> String {
        var lines: [String] = []
        for spec in specs {
            lines.append("  spendrop \(usage(spec))")
            lines.append("      \(spec.summary)")
            for subcommand in spec.subcommands {
                lines.append("  spendrop \(usage(subcommand))")
                lines.append("      \(subcommand.summary)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The manual page (`man 7 groff_man`), from the same declarations: `spendrop help --man`.
    public static func manPage(_ specs: [CommandSpec], version: String, selfTestHelp: String) -> String {
        func escaped(_ text: String) -> String {
            let ascii = text.unicodeScalars.map { scalar in
                scalar.isASCII ? String(scalar) : "\\[u" + String(format: "%04X", scalar.value) + "]"
            }.joined()
            return ascii.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
                .replacingOccurrences(of: "\\e[u", with: "\\[u")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }.joined(separator: "\n")
        }
        var lines = [
            ".TH SPENDROP 1 \"\" \"spendrop \(version)\" \"User Commands\"", ".SH NAME",
            "spendrop \\- an expense tracker whose self\\-tests travel with it", ".SH SYNOPSIS",
            ".B spendrop", "[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]", ".SH COMMANDS",
        ]
        for spec in specs.flatMap({ [$0] + $0.subcommands }) {
            lines += [".TP", ".B spendrop \(escaped(usage(spec)))", escaped(spec.summary)]
            for positional in spec.positionals {
                lines += [
                    ".RS", ".TP", ".I \(escaped(positional.name))",
                    escaped(positional.help + (positional.allowed.map { ": \(choices($0))" } ?? "")), ".RE",
                ]
            }
            for option in spec.options {
                lines += [
                    ".RS", ".TP", ".B \(escaped(option.name)) \\fI\(escaped(option.valueName ?? ""))\\fR",
                    escaped(option.help), ".RE",
                ]
            }
            for flag in spec.flags {
                lines += [".RS", ".TP", ".B \(escaped(flag.name))", escaped(flag.help), ".RE"]
            }
        }
        lines += [
            ".SH GLOBAL OPTIONS", ".TP", ".B \\-\\-json",
            escaped(CommandSpec.jsonFlag.help + ", on a command that prints a screen"),
            ".TP", ".B \\-KEY VALUE", "use VALUE for the setting KEY in this launch only",
            ".TP", ".B \\-\\-", "treat every word after it as a value, even one that starts with '\\-'",
            ".SH SELF\\-TESTS", ".nf", escaped(selfTestHelp), ".fi",
            ".SH EXIT STATUS",
            "0 success; 1 a refusal by the data or a machine fault; 2 words spendrop cannot read; 3 safe mode.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
