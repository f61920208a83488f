import Foundation
import Testing

@testable import InjectWorkflowCore

/// The PostgreSQL server the tests may use: `INJECT_TEST_POSTGRES_URL` (`.ci/run` starts one with
/// `.ci/postgres start`). Without it, the PostgreSQL cases are skipped, and a test of each suite says why.
///
/// One file for CoreTests (a symbolic link in `Tests/CoreTests/Support`, since that target does not depend on
/// this one) and for the feature and app tests.
public enum PostgresTestServer {
    public static let variable = "INJECT_TEST_POSTGRES_URL"
    public static var url: String? {
        #if !canImport(CInjectWorkflowPostgres)
            // This build has no libpq (Apple platforms): there is nothing to test PostgreSQL with.
            return nil
        #endif
        guard let url = ProcessInfo.processInfo.environment[variable], !url.isEmpty else { return nil }
        return url
    }
    public static var isConfigured: Bool { url != nil }
    public static let skipReason: Comment = """
        no PostgreSQL server: set INJECT_TEST_POSTGRES_URL (for example to what '.ci/postgres start DIR' prints) \
        to run these tests against PostgreSQL too
        """

    /// A schema of its own on the test server, so parallel tests never see each other's tables; its ``url``
    /// selects it through libpq's `options`. ``drop()`` removes it.
    ///
    /// ```swift
    /// let schema = try PostgresTestServer.Schema()
    /// defer { schema.drop() }
    /// let store = PostgresStore(url: schema.url, directory: directory)
    /// ```
    #if canImport(CInjectWorkflowPostgres)
        public struct Schema: Sendable {
            public let name: String
            public let url: String

            public init() throws {
                guard let base = PostgresTestServer.url else {
                    throw AppError("\(PostgresTestServer.variable) is not set")
                }
                name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
                let connection = try PostgresConnection(url: base, environment: [:])
                try connection.execute("CREATE SCHEMA \(name)")
                url = base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(name)"
            }

            /// Runs `sql` in this schema outside any store: how a test looks behind the app's back.
            public func execute(_ sql: String) throws {
                try PostgresConnection(url: url, environment: [:]).execute(sql)
            }

            /// The rows of `sql` in this schema.
            public func rows(_ sql: String) throws -> [SQLRow] {
                try PostgresConnection(url: url, environment: [:]).rows(sql)
            }

            public func drop() {
                guard let base = PostgresTestServer.url,
                    let connection = try? PostgresConnection(url: base, environment: [:])
                else { return }
                try? connection.execute("DROP SCHEMA \(name) CASCADE")
            }
        }
    #endif
}
