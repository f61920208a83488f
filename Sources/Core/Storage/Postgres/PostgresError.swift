/// A failed libpq call: the server's SQLSTATE (when it answered), its message, and whether the connection is
/// gone. ``PostgresProblem`` turns it into an ``AppError`` naming the server.
struct PostgresError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The five-character SQLSTATE (`23505`, `40001` …), or `nil` when the server never answered.
    var state: String?
    /// What the server or libpq said.
    var message: String
    /// Whether the connection to the server is lost (the server stopped, the network went away).
    var lostConnection: Bool

    var description: String { state.map { "\(message) (SQLSTATE \($0))" } ?? message }

    /// The SQLSTATEs the store reacts to (PostgreSQL's stable error codes, Appendix A of its manual).
    enum State {
        static let uniqueViolation = "23505"
        static let foreignKeyViolation = "23503"
        static let serializationFailure = "40001"
        static let deadlockDetected = "40P01"
        static let lockNotAvailable = "55P03"
        static let undefinedTable = "42P01"
        static let insufficientPrivilege = "42501"
        static let adminShutdown = "57P01"
    }
}
