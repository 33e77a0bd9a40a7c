// `layoutc --completions bash|zsh|fish`: a completion script for the shell, made from the
// parser's own tables (flags, short names, the values each flag takes, the device presets) and
// the descriptions in `--help`, so a flag added to the tool is completed without more work.
import LayoutKit

enum Completions {
  /// The script for `shell`, ending in a newline.
  static func script(for shell: Options.Shell) -> String {
    switch shell {
    case .bash: return bash()
    case .zsh: return zsh()
    case .fish: return fish()
    }
  }

  /// One flag as the scripts need it.
  struct Flag {
    /// `--size`, or `-o` for the flag that has only a short name.
    var name: String
    /// `-s` for `--size`; nil when there is none (or `name` is the short name).
    var short: String?
    /// The value's name in `--help` (`WxH`); nil for a switch.
    var value: String?
    /// The first line of its `--help` description.
    var summary: String
    /// The values to offer, or nil to offer files (`--font`, `-o`, `--assets`, `--check`) or
    /// nothing.
    var choices: [String]?
    /// Whether the value is a file name.
    var takesFile: Bool
  }

  static var flags: [Flag] {
    let shortOf = Dictionary(uniqueKeysWithValues: Options.shortNames.map { ($0.value, $0.key) })
    return Options.flags.map { flag in
      Flag(
        name: flag.name, short: shortOf[flag.name], value: flag.value,
        summary: summaries[flag.name] ?? "", choices: choices(for: flag.name),
        takesFile: ["--font", "-o", "--assets", "--check"].contains(flag.name))
    }
  }

  /// The values a flag takes, from the same enums and tables the parser reads.
  static func choices(for flag: String) -> [String]? {
    switch flag {
    case "--device": return Device.all.map(\.id) + ["all", "list"]
    case "--scale": return ["1", "2", "3"]
    case "--platform": return ["ios", "macos", "ios,macos"]
    case "--layout-direction": return ["ltr", "rtl", "ltr,rtl"]
    case "--dynamic-type": return DynamicTypeSize.allCases.map(\.rawValue) + ["all"]
    case "--format": return OutputFormat.allCases.map(\.rawValue) + ["sarif"]
    case "--lint-rules", "--disable-rule": return Lint.rules.map(\.id)
    case "--color": return Options.ColorMode.allCases.map(\.rawValue)
    case "--language": return Options.Language.allCases.map(\.rawValue)
    case "--os": return OSProfile.allCases.map(\.rawValue)
    case "--list": return Options.ListTopic.allCases.map(\.rawValue)
    case "--completions": return Options.Shell.allCases.map(\.rawValue)
    default: return nil
    }
  }

  /// Each flag's description in `--help`, by long name, up to its first `;` (the rest is
  /// detail a completion menu has no room for).
  static let summaries: [String: String] = {
    var result: [String: String] = [:]
    var current: String? = nil
    for line in Usage.help.split(separator: "\n") {
      if line.hasPrefix("  -"), let gap = line.dropFirst(2).firstRange(of: "  ") {
        let words = line[..<gap.lowerBound].split(separator: " ")
        let name = String(words.first { $0.hasPrefix("--") } ?? words[0])
        result[name] = String(line[gap.upperBound...].drop { $0 == " " })
        current = name
      } else if let name = current, line.hasPrefix("                    ") {
        result[name]! += " " + line.drop { $0 == " " }
      } else {
        current = nil
      }
    }
    return result.mapValues { text in
      String(text.split(separator: ";", maxSplits: 1)[0])
    }
  }()

  static func bash() -> String {
    let all = flags.flatMap { [$0.short, $0.name].compactMap { $0 } }.joined(separator: " ")
    var cases = ""
    for flag in flags where flag.value != nil {
      let names = [flag.short, flag.name].compactMap { $0 }.joined(separator: "|")
      let reply: String
      if let choices = flag.choices {
        reply = "COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\"))"
      } else if flag.takesFile {
        reply = "COMPREPLY=($(compgen -f -- \"$cur\"))"
      } else {
        reply = "COMPREPLY=()"
      }
      cases += "    \(names)) \(reply); return ;;\n"
    }
    return """
      # bash completion for layoutc (`layoutc --completions bash`). Source it from ~/.bashrc, or
      # save it as ~/.local/share/bash-completion/completions/layoutc.
      _layoutc() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        case "$prev" in
      \(cases)  esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "\(all)" -- "$cur"))
        else
          # Input files: .lyt and .swift, and folders to reach them.
          COMPREPLY=($(compgen -f -X '!*.lyt' -- "$cur") $(compgen -f -X '!*.swift' -- "$cur") $(compgen -d -- "$cur"))
        fi
      }
      complete -o filenames -F _layoutc layoutc

      """
  }

  static func zsh() -> String {
    /// Text inside an `_arguments` spec: brackets and colons are its syntax.
    func escaped(_ text: String) -> String {
      var out = ""
      for c in text {
        if c == "[" || c == "]" || c == ":" || c == "\\" { out.append("\\") }
        if c == "'" {
          out += "'\\''"
          continue
        }
        out.append(c)
      }
      return out
    }
    var specs: [String] = []
    for flag in flags {
      var action = ""
      if let value = flag.value {
        if let choices = flag.choices {
          action = ":\(escaped(value)):(\(choices.joined(separator: " ")))"
        } else if flag.takesFile {
          action = ":\(escaped(value)):_files"
        } else {
          action = ":\(escaped(value)): "
        }
      }
      let description = "[\(escaped(flag.summary))]"
      let repeatable = ["--size", "--device"].contains(flag.name)
      if let short = flag.short {
        let exclusion = repeatable ? "*" : "(\(short) \(flag.name))"
        specs.append("'\(exclusion)'{\(short),\(flag.name)}'\(description)\(action)'")
      } else {
        specs.append("'\(repeatable ? "*" : "")\(flag.name)\(description)\(action)'")
      }
    }
    specs.append("'*:input file:_files -g \"*.(lyt|swift)\"'")
    return """
      #compdef layoutc
      # zsh completion for layoutc (`layoutc --completions zsh`). Save it as _layoutc in a
      # folder of $fpath, or source it after compinit.
      _layoutc() {
        _arguments -s -S \\
          \(specs.joined(separator: " \\\n    "))
      }
      if [[ "${funcstack[1]}" == _layoutc ]]; then
        _layoutc "$@"
      else
        compdef _layoutc layoutc
      fi

      """
  }

  static func fish() -> String {
    func quoted(_ text: String) -> String {
      "'"
        + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
        + "'"
    }
    var lines: [String] = []
    for flag in flags {
      var line = "complete -c layoutc"
      if flag.name.hasPrefix("--") {
        if let short = flag.short { line += " -s \(short.dropFirst())" }
        line += " -l \(flag.name.dropFirst(2))"
      } else {
        line += " -s \(flag.name.dropFirst())"
      }
      if flag.value != nil {
        if let choices = flag.choices {
          line += " -x -a \(quoted(choices.joined(separator: " ")))"
        } else if flag.takesFile {
          line += " -r -F"
        } else {
          line += " -x"
        }
      }
      line += " -d \(quoted(flag.summary))"
      lines.append(line)
    }
    return "# fish completion for layoutc (`layoutc --completions fish`). Save it as\n"
      + "# ~/.config/fish/completions/layoutc.fish.\n" + lines.joined(separator: "\n") + "\n"
  }
}
