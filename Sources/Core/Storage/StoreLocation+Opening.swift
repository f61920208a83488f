import Foundation

extension StoreLocation {
    /// The store at this location; files the features write (sent `.eml` messages) go under `dataDirectory` for a
    /// server, under the SQLite store's own directory otherwise. Nothing is opened or contacted until the first
    /// transaction.
    ///
    /// ```swift
    /// let store = try location.open(dataDirectory: directory, environment: ProcessInfo.processInfo.environment)
    /// ```
    public func open(
        dataDirectory: URL, environment: [String: String], crashWindow: Duration? = nil
    ) throws(AppError) -> any Store {
        switch self {
        case .sqlite(let directory):
            return SQLiteStore(directory: directory, crashWindow: crashWindow)
        case .postgres(let url):
            #if canImport(CInjectWorkflowPostgres)
                return PostgresStore(url: url, directory: dataDirectory, environment: environment)
            #else
                throw AppError(
                    "this build of inject-workflow cannot use the PostgreSQL store \(redacted): it was built without "
                        + "libpq, PostgreSQL's client library",
                    hint: "use the default SQLite store (leave out --store and APP_STORE), or build on Linux with "
                        + "libpq-dev installed", exitCode: .failure)
            #endif
        }
    }
}
