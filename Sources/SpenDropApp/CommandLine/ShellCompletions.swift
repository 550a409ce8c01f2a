import Foundation

/// Completion scripts for bash, zsh and fish, computed from the command declarations.
///
/// Promises: a script offers exactly the commands, subcommands, options, flags and allowed values
/// the declarations list, so completion and parsing never disagree.
public enum ShellCompletions {
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    public static func script(for shell: Shell, specs: [CommandSpec]) -> String {
        switch shell {
        case .bash: return bash(specs)
        case .zsh: return "#compdef spendrop\nautoload -U +X bashcompinit && bashcompinit\n" + bash(specs)
        case .fish: return fish(specs)
        }
    }

    private static func words(of spec: CommandSpec) -> [String] {
        spec.subcommands.compactMap(\.path.last) + spec.options.map(\.name) + spec.flags.map(\.name)
            + (spec.printsJSON ? [CommandSpec.jsonFlag.name] : []) + ["--help"]
    }

    private static func bash(_ specs: [CommandSpec]) -> String {
        func list(_ words: [String]) -> String { words.joined(separator: " ") }
        var lines = [
            "# spendrop completions for bash: source <(spendrop completions bash)",
            "_spendrop() {",
            "    local current=\"${COMP_WORDS[COMP_CWORD]}\" previous=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\(list(specs.map(\.name) + ["help", "--help", "--version"]))\" -- \"$current\"))",
            "        return",
            "    fi",
            "    local top=\"${COMP_WORDS[1]}\" sub=\"\"",
            "    if [ \"$COMP_CWORD\" -ge 3 ]; then sub=\"${COMP_WORDS[2]}\"; fi",
            "    case \"$top $sub:$previous\" in",
        ]
        // An option's allowed values after the option; a subcommand's options before the command's.
        for spec in specs {
            for subcommand in spec.subcommands {
                for option in subcommand.options where option.allowed != nil {
                    lines.append(
                        "        \"\(subcommand.name):\(option.name)\") COMPREPLY=($(compgen -W \"\(list(option.allowed!))\" -- \"$current\")); return ;;"
                    )
                }
            }
            for option in spec.options where option.allowed != nil {
                lines.append(
                    "        \"\(spec.name) \"*\":\(option.name)\") COMPREPLY=($(compgen -W \"\(list(option.allowed!))\" -- \"$current\")); return ;;"
                )
            }
        }
        lines.append("    esac")
        lines.append("    case \"$top $sub\" in")
        for spec in specs {
            for subcommand in spec.subcommands {
                lines.append(
                    "        \"\(subcommand.name)\") COMPREPLY=($(compgen -W \"\(list(words(of: subcommand)))\" -- \"$current\")); return ;;"
                )
            }
        }
        lines.append("    esac")
        lines.append("    case \"$top\" in")
        for spec in specs {
            let allowed = spec.positionals.first?.allowed ?? []
            lines.append(
                "        \(spec.name)) COMPREPLY=($(compgen -W \"\(list(allowed + words(of: spec)))\" -- \"$current\")) ;;"
            )
        }
        lines.append("    esac")
        lines.append("}")
        lines.append("complete -o default -F _spendrop spendrop")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fish(_ specs: [CommandSpec]) -> String {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
        var lines = ["# spendrop completions for fish: spendrop completions fish | source", "complete -c spendrop -f"]
        for spec in specs {
            lines.append("complete -c spendrop -n __fish_use_subcommand -a \(spec.name) -d \(quoted(spec.summary))")
            let seen = "__fish_seen_subcommand_from \(spec.name)"
            for subcommand in spec.subcommands {
                lines.append(
                    "complete -c spendrop -n \(quoted(seen)) -a \(subcommand.path.last!) -d \(quoted(subcommand.summary))"
                )
                for option in subcommand.options {
                    lines.append(
                        "complete -c spendrop -n \(quoted(seen)) -l \(option.name.dropFirst(2)) -r -d \(quoted(option.help))"
                    )
                }
            }
            if let allowed = spec.positionals.first?.allowed {
                lines.append("complete -c spendrop -n \(quoted(seen)) -a \(quoted(allowed.joined(separator: " ")))")
            }
            for option in spec.options {
                let values = option.allowed.map { " -a \(quoted($0.joined(separator: " ")))" } ?? ""
                lines.append(
                    "complete -c spendrop -n \(quoted(seen)) -l \(option.name.dropFirst(2)) -r\(values) -d \(quoted(option.help))"
                )
            }
            for flag in spec.flags + (spec.printsJSON ? [CommandSpec.jsonFlag] : []) {
                lines.append(
                    "complete -c spendrop -n \(quoted(seen)) -l \(flag.name.dropFirst(2)) -d \(quoted(flag.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
