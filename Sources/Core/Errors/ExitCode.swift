/// The process exit statuses `inject-workflow` promises, stable across releases so scripts can rely on them.
///
/// They follow BSD `sysexits.h` where it has a meaning for us.
public enum ExitCode: Int32, Sendable, Hashable, Codable {
    /// Everything worked.
    case success = 0
    /// The command could not do what was asked (an illegal pipeline move, an unknown candidate, an overlap).
    case failure = 1
    /// The command line was wrong: an unknown command or option, a missing or malformed argument.
    case usage = 64
    /// A data file is unreadable, corrupt or from an unknown schema version; it was left untouched.
    case dataError = 65
    /// A bug or an environment failure we did not expect (the message says which).
    case internalError = 70
}
