extension CommandInvocation {
    /// Prints `value` as JSON when the user passed `--json`, and says whether it did: every listing and
    /// command result offers `--json` the same way, so the branch lives here once.
    ///
    /// ```swift
    /// if try invocation.printJSONIfRequested(candidates) { return }
    /// // … the text table
    /// ```
    public func printJSONIfRequested<T: Encodable>(_ value: T) throws -> Bool {
        guard outputFormat == .json else { return false }
        try console.printJSON(value)
        return true
    }
}
