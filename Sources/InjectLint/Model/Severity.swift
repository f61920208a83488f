/// How serious a finding is. `error` fails the run (exit status 1); `warning` does not.
public enum Severity: String, Hashable, Comparable, Sendable, Codable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
