/// Everything that can go wrong with a ``PostgresStore``'s server, worded in one place. Every message names the
/// server by its redacted URL (``StoreLocation/redacted``) and passes through ``StoreLocation/scrub(_:)``, so a
/// password never reaches the screen, an error or a log.
struct PostgresProblem {
    /// When the error happened: a lost connection means "nothing written" except while committing.
    enum Phase: Sendable {
        case connect, statement, commit
    }

    /// The store's location, for naming it and scrubbing its secrets.
    var location: StoreLocation

    func appError(_ error: PostgresError, phase: Phase) -> AppError {
        let server = location.redacted
        let said = location.scrub(error.message)
        if phase == .connect {
            return AppError(
                "cannot connect to the PostgreSQL store \(server): \(said)",
                hint: "start the server or check the URL (--store, APP_STORE, or 'store' in the data directory's "
                    + "config.json), its user and password (~/.pgpass or PGPASSWORD) and sslmode; nothing was written",
                exitCode: .failure)
        }
        if error.lostConnection {
            if phase == .commit {
                return AppError(
                    "lost the connection to the PostgreSQL store \(server) while committing: \(said)",
                    hint: "the server may or may not have kept this command's change; once it is back, look "
                        + "(for example with 'inject-workflow candidates list') before running the command again",
                    exitCode: .failure)
            }
            return AppError(
                "lost the connection to the PostgreSQL store \(server) in the middle of the command: \(said)",
                hint: "nothing was written (the server rolls back a transaction whose connection is gone); once the "
                    + "server is back, run the command again",
                exitCode: .failure)
        }
        switch error.state {
        case PostgresError.State.lockNotAvailable:
            return AppError(
                "the PostgreSQL store \(server) stayed locked by another command for 10 seconds: \(said)",
                hint: "wait for the other command to finish, then run this one again; nothing was written",
                exitCode: .failure)
        case PostgresError.State.serializationFailure, PostgresError.State.deadlockDetected:
            return AppError(
                "another command changed the same data in the PostgreSQL store \(server) at the same time: \(said)",
                hint: "nothing was written; run the command again", exitCode: .failure)
        case PostgresError.State.insufficientPrivilege:
            return AppError(
                "the PostgreSQL store \(server) refused: \(said)",
                hint: "the database user needs to own the database (or hold CREATE and ALL on its tables); "
                    + "nothing was written",
                exitCode: .failure)
        default:
            return .internalError(
                "the store failed on \(server): \(location.scrub(error.description))",
                hint: "this is a bug in the app; the transaction was rolled back, so nothing was half-written")
        }
    }
}
