/// The one line printed on standard error after a run, so a human sees the verdict even when the report went to
/// a file.
///
/// ```
/// inject-lint: 2 errors, 1 warning in 14 files (0.03 s)
/// ```
struct RunSummary: Equatable {
    var errors: Int
    var warnings: Int
    var files: Int
    var seconds: Double

    init(diagnostics: [Diagnostic], files: Int, seconds: Double) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
        self.files = files
        self.seconds = seconds
    }

    var line: String {
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        let time = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        return "inject-lint: \(Self.count(errors, "error")), \(Self.count(warnings, "warning")) "
            + "in \(Self.count(files, "file")) (\(time) s)"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
