/// The one place errors reach the user: `error: <message>` and `hint: <hint>` on standard error.
///
/// Anything that is not an ``AppError`` is a bug we did not anticipate: it is printed as such and exits 70.
///
/// ```swift
/// do {
///     try command.run(invocation)
/// } catch {
///     return ErrorPrinter(console: console).report(error)   // the exit code to use
/// }
/// ```
///
/// What the user sees:
///
/// ```text
/// error: candidate 'c42' does not exist
/// hint: run 'inject-workflow candidates list' to see the ids
/// ```
public struct ErrorPrinter: Sendable {
    /// Where errors are printed (its standard error): `ErrorPrinter(console: StandardConsole())`.
    public var console: any Console

    /// A printer writing to `console`'s standard error: `ErrorPrinter(console: console).report(error)`.
    public init(console: any Console) {
        self.console = console
    }

    /// Prints `error` on standard error and returns the exit code it calls for.
    @discardableResult
    public func report(_ error: any Error) -> ExitCode {
        let appError = Self.appError(for: error)
        for line in Self.lines(for: appError) {
            console.printError(line)
        }
        return appError.exitCode
    }

    /// The lines ``report(_:)`` prints, without a trailing newline each.
    public static func lines(for error: AppError) -> [String] {
        var lines = ["error: \(error.message)"]
        if let hint = error.hint, !hint.isEmpty {
            lines.append("hint: \(hint)")
        }
        return lines
    }

    /// `error` itself when it is an ``AppError``, otherwise an internal error quoting it.
    public static func appError(for error: any Error) -> AppError {
        if let appError = error as? AppError { return appError }
        return .internalError(
            "unexpected error: \(String(describing: error))",
            hint: "this is a bug in app; please report it with the command you ran")
    }
}
