/// The texts `--help`, `--version` and `--list-rules` print, built from the option table and the rule list so
/// they cannot drift from what the tool does.
enum HelpText {
    /// The one-line usage shown under a command-line error.
    static let usage =
        "usage: inject-lint [<path> ...] [--reporter <name>] [--config <file>] [--define <condition> ...] "
        + "[--manifest <file>] [--emit-manifest <file>] [--check-manifest <file>] [--relative-paths] [--quiet]"

    /// The `--help` page.
    static var help: String {
        var lines = [
            "OVERVIEW: Finds unregistered injections, dependency cycles, duplicate registrations and feature modules",
            "that import each other, in Swift sources, without compiling them.",
            "",
            usage.replacingFirst("usage: ", with: "USAGE: "),
            "",
            "ARGUMENTS:",
            pad("  <path>", "Files or folders to lint (default: the current directory)."),
            "",
            "OPTIONS:",
        ]
        for option in LintOptions.options {
            let label = option.valueName.map { "  \(option.name) <\($0)>" } ?? "  \(option.name)"
            lines.append(pad(label, option.help))
        }
        lines += [
            "",
            "CONFIGURATION:",
            "  .inject-lint.json, found from the first path upward (stopping at the first folder with Package.swift",
            "  or .git), may hold",
            #"  "include", "exclude" and "featureRoots" (arrays of paths relative to the file) and "rules""#,
            #"  (rule id to "error", "warning" or "off"), "modulesReexportingInject" (module names), and "defines""#,
            #"  and "undecided" (compilation conditions, like --define and --undecided), "manifest" (a registration"#,
            "  manifest to judge against, like --manifest). Run --list-rules for the rule ids. The build-tool plugin",
            #"  also reads "packages" ({"include": [...], "exclude": [...]}, package identities to lint beyond or"#,
            #"  instead of the local ones), "packageFolders" (folders an Xcode target's lint adds) and"#,
            #"  "writesManifest" ({"target": "App", "path": "inject-manifest.json"}: the manifest that target's"#,
            "  build checks and `swift package inject-lint-write-manifest` rewrites).",
            "",
            "EXIT STATUS:",
            "  0 no errors (warnings allowed), 1 errors found, 2 usage, configuration or I/O error.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `--list-rules` table: id, default setting, summary.
    static func ruleList(_ rules: [(id: String, setting: String, summary: String)]) -> String {
        let idWidth = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(to: idWidth) + "  " + rule.setting.padding(to: 7) + "  " + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    private static func pad(_ label: String, _ help: String) -> String {
        label.count < 26 ? label.padding(to: 26) + help : label + "\n" + "".padding(to: 26) + help
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (unchanged when already that long).
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard hasPrefix(target) else { return self }
        return replacement + dropFirst(target.count)
    }
}
