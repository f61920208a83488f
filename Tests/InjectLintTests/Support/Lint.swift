@testable import InjectLint

/// Lints files given as (relative path, source) under `/pkg`, with tokenizer invariants checked.
func lint(
    _ files: [(String, String)], rules: [String: LintConfiguration.RuleSetting] = [:],
    featureRoots: [String] = ["Sources/Features"]
) -> [Diagnostic] {
    var linter = Linter(
        configuration: LintConfiguration(rootDirectory: "/pkg", featureRoots: featureRoots, ruleSettings: rules))
    linter.checksTokenizerInvariants = true
    return linter.lint(files.map { SourceFile(path: "/pkg/" + $0.0, relativePath: $0.0, bytes: Array($0.1.utf8)) })
}

/// One file at `Sources/App/main.swift`.
func lint(_ source: String, rules: [String: LintConfiguration.RuleSetting] = [:]) -> [Diagnostic] {
    lint([("Sources/App/main.swift", source)], rules: rules)
}

/// `path:line:col: severity: message [rule]` plus indented notes: the shape goldens are written in.
func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { diagnostic in
        let head =
            "\(diagnostic.location!.path):\(diagnostic.location!.line):\(diagnostic.location!.column): "
            + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
        let notes = diagnostic.notes.map {
            "\n\($0.location!.path):\($0.location!.line):\($0.location!.column): note: \($0.message)"
        }
        return head + notes.joined()
    }.joined(separator: "\n")
}
