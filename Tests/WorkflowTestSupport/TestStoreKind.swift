import Foundation
import InjectWorkflowCore
import Testing

/// The stores a feature test can run against: in memory, SQLite on disk, and PostgreSQL when
/// `INJECT_TEST_POSTGRES_URL` names a server (``PostgresTestServer``), so a feature's guarantees are checked on
/// every engine, as the store contract is.
///
/// ```swift
/// @Test(arguments: TestStoreKind.available)
/// func aStaleMoveIsAConflict(kind: TestStoreKind) throws {
///     let subject = try kind.make()
///     defer { subject.cleanUp() }
///     container.registerHostServices(store: subject.store)
/// }
/// ```
public enum TestStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inMemory, sqlite, postgres

    public var testDescription: String { rawValue }

    /// The kinds this machine can run: PostgreSQL only with a test server.
    public static var available: [TestStoreKind] {
        allCases.filter { $0 != .postgres || PostgresTestServer.isConfigured }
    }

    /// A fresh, empty store of this kind and how to remove it.
    public struct Subject: Sendable {
        public var store: any Store
        public var cleanUp: @Sendable () -> Void
    }

    public func make() throws -> Subject {
        switch self {
        case .inMemory:
            return Subject(store: InMemoryStore(), cleanUp: {})
        case .sqlite:
            let directory = try makeTemporaryDirectory()
            return Subject(
                store: SQLiteStore(directory: directory),
                cleanUp: { try? FileManager.default.removeItem(at: directory) })
        case .postgres:
            #if canImport(CInjectWorkflowPostgres)
                let directory = try makeTemporaryDirectory()
                let schema = try PostgresTestServer.Schema()
                return Subject(
                    store: PostgresStore(url: schema.url, directory: directory),
                    cleanUp: {
                        schema.drop()
                        try? FileManager.default.removeItem(at: directory)
                    })
            #else
                throw AppError("this build has no PostgreSQL client (libpq)")
            #endif
        }
    }
}
