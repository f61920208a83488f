@testable import InjectLint

/// A rule example split into files, with the `↓` markers taken out and remembered as positions.
///
/// An example is one file, or several introduced by `// file: <relative path>` lines; without such a line
/// the file is `Sources/App/Example.swift`.
struct Example {
    struct File {
        var relativePath: String
        var lines: [String]

        var text: String { lines.joined(separator: "\n") + "\n" }
    }

    struct Marker: Hashable, CustomStringConvertible {
        var relativePath: String
        /// 1-based line and UTF-8 byte column, as diagnostics count them.
        var line: Int
        var column: Int

        var description: String { "\(relativePath):\(line):\(column)" }
    }

    static let defaultPath = "Sources/App/Example.swift"

    var files: [File] = []
    var markers: Set<Marker> = []

    init(_ source: String) {
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("// file: ") {
                files.append(File(relativePath: String(line.dropFirst(9)), lines: []))
                continue
            }
            if files.isEmpty { files.append(File(relativePath: Example.defaultPath, lines: [])) }
            var cleaned = line
            while let marker = cleaned.firstIndex(of: "↓") {
                let column = cleaned[..<marker].utf8.count + 1
                markers.insert(
                    Marker(
                        relativePath: files[files.count - 1].relativePath, line: files[files.count - 1].lines.count + 1,
                        column: column))
                cleaned.remove(at: marker)
            }
            files[files.count - 1].lines.append(cleaned)
        }
    }

    /// Lints the example's files as one package under `/pkg`, with `rule` switched on (some are off by
    /// default), checking the tokenizer's invariants on every file.
    func lint(enabling rule: RuleDescription? = nil) -> [Diagnostic] {
        var settings: [String: LintConfiguration.RuleSetting] = [:]
        if let rule, rule.defaultSetting == .off { settings[rule.id] = .warning }
        return InjectLintTests.lint(files.map { ($0.relativePath, $0.text) }, rules: settings)
    }

    /// Where `rule` reports on this example (linted with it switched on), as markers.
    func positions(of rule: RuleDescription) -> Set<Marker> {
        Set(
            lint(enabling: rule).filter { $0.ruleID == rule.id }.map {
                Marker(
                    relativePath: String($0.location!.path.dropFirst(5)), line: $0.location!.line,
                    column: $0.location!.column)
            })
    }

    /// Whether a `↓` marker sits on line `line` (1-based) of `file`.
    func isMarked(_ file: File, line: Int) -> Bool {
        markers.contains { $0.relativePath == file.relativePath && $0.line == line }
    }

    /// The same example with every file's lines transformed.
    func mapFiles(_ transform: (File) -> [String]) -> Example {
        var copy = self
        copy.files = files.map { File(relativePath: $0.relativePath, lines: transform($0)) }
        return copy
    }
}
