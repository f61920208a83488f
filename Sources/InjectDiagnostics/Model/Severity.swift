/// How serious a diagnostic is. `error` fails the run (the linter exits 1, `validateOrExit()` exits); `warning`
/// does not.
///
/// ```swift
/// let failed = diagnostics.contains { $0.severity == .error }
/// ```
public enum Severity: String, Hashable, Comparable, Sendable, Codable, CaseIterable {
    /// Allowed, but probably a mistake (a registration replaced by a later one).
    case warning
    /// The graph cannot work as written (a cycle, a missing registration, a lifetime mistake).
    case error

    /// `warning < error`, so the worst of a list is its `max()`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
