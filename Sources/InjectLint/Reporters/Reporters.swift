/// Every output format `--reporter` accepts, in one list.
///
/// ```swift
/// Reporters.all.map { $0.name }          // ["text", "json", "sarif", "github"]
/// Reporters.named("github")              // GitHubReporter.self
/// ```
public enum Reporters {
    /// All reporters, the default (`text`) first.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
    ]

    /// The names `--reporter` accepts, in display order.
    public static var names: [String] { all.map { $0.name } }

    /// The reporter called `name`, or `nil` when there is none (the caller suggests the closest name).
    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}
