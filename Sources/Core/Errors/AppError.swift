/// The one error type every part of the app reports to the user.
///
/// Each error reads the same way: a headline that quotes the offending thing, then a hint saying how to fix
/// it, and an exit code. Features keep their wording in one place (an enum of their own cases with a
/// `appError` switch, or the static helpers below) and throw `AppError`; the host prints it with
/// ``ErrorPrinter`` and exits with ``exitCode``.
///
/// ```swift
/// throw AppError(
///     "candidate 'c-42' does not exist",
///     hint: "run 'inject-workflow candidates list' to see the ids",
///     exitCode: .failure
/// )
/// ```
public struct AppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, quoting the offending thing (a path, an id, an argument).
    public var message: String
    /// How to fix it, or `nil` when there is nothing useful to say.
    public var hint: String?
    /// The status the process exits with.
    public var exitCode: ExitCode

    /// An error: `AppError("interviewer busy", hint: "pick another time", exitCode: .failure)`.
    public init(_ message: String, hint: String? = nil, exitCode: ExitCode = .failure) {
        self.message = message
        self.hint = hint
        self.exitCode = exitCode
    }

    /// A mistake on the command line (exit 64).
    public static func usage(_ message: String, hint: String? = nil) -> AppError {
        AppError(message, hint: hint, exitCode: .usage)
    }

    /// A data file that cannot be read or trusted (exit 65). Such a file is never overwritten.
    public static func badData(_ message: String, hint: String? = nil) -> AppError {
        AppError(message, hint: hint, exitCode: .dataError)
    }

    /// Something that should not happen, or an environment failure (exit 70).
    public static func internalError(_ message: String, hint: String? = nil) -> AppError {
        AppError(message, hint: hint, exitCode: .internalError)
    }

    /// `message`, then the hint on its own line.
    public var description: String {
        guard let hint else { return message }
        return "\(message)\n\(hint)"
    }
}
