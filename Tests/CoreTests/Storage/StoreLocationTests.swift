import Foundation
import InjectWorkflowCore
import Testing

@Suite("Store locations: parsing and keeping passwords secret")
struct StoreLocationTests {
    @Test func aPostgresURLIsKeptAsWrittenAndShownWithoutItsPassword() throws {
        let location = try StoreLocation.parse("postgresql://ada:s3cr%40t@db.example:5432/hiring", relativeTo: "/")
        #expect(location == .postgres(url: "postgresql://ada:s3cr%40t@db.example:5432/hiring"))
        #expect(location.redacted == "postgresql://ada:***@db.example:5432/hiring")
        #expect(location.isServer)
    }

    @Test(arguments: [
        ("postgres://db.example/hiring", "postgres://db.example/hiring"),
        ("postgresql://ada@db.example/hiring", "postgresql://ada@db.example/hiring"),
        ("postgresql://ada:pw@db/h?sslmode=require", "postgresql://ada:***@db/h?sslmode=require"),
        (
            "postgresql:///hiring?user=ada&password=pw&sslmode=verify-full",
            "postgresql:///hiring?user=ada&password=***&sslmode=verify-full"
        ),
        ("postgresql://a:b@c@d/e", "postgresql://a:***@d/e"),
    ])
    func redactionRemovesEveryPassword(url: String, shown: String) throws {
        #expect(try StoreLocation.parse(url, relativeTo: "/").redacted == shown)
    }

    @Test func scrubbingRemovesThePasswordFromAServersMessage() {
        let location = StoreLocation.postgres(url: "postgresql://ada:s3cr%40t@db/h")
        let message = "could not connect with postgresql://ada:s3cr%40t@db/h (password s3cr@t)"
        let scrubbed = location.scrub(message)
        #expect(!scrubbed.contains("s3cr"))
        #expect(scrubbed.contains("postgresql://ada:***@db/h"))
    }

    @Test func anSQLitePathIsADirectoryTakenFromTheCurrentOne() throws {
        #expect(
            try StoreLocation.parse("sqlite:team", relativeTo: "/home/ada")
                == .sqlite(
                    directory: URL(fileURLWithPath: "/home/ada/team", isDirectory: true)))
        #expect(
            try StoreLocation.parse("sqlite:/srv/team/workflow.sqlite", relativeTo: "/")
                == .sqlite(
                    directory: URL(fileURLWithPath: "/srv/team", isDirectory: true)))
    }

    @Test func anythingElseIsAUsageErrorThatDoesNotRepeatAPassword() {
        #expect(throws: AppError.self) { try StoreLocation.parse("sqlite:", relativeTo: "/") }
        do {
            _ = try StoreLocation.parse("mysql://root:hunter2@db/x", relativeTo: "/")
            Issue.record("an unknown scheme was accepted")
        } catch {
            #expect(error.exitCode == .usage)
            #expect(!error.description.contains("hunter2"))
            #expect(error.message == "'mysql://root:***@db/x' is not a store URL")
        }
    }

    @Test func theConfigurationFileIsWrittenPrivately() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try StoreConfiguration(store: "postgresql://ada:pw@db/hiring").save(toDirectory: directory)
        let path = StoreConfiguration.path(inDirectory: directory)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try StoreConfiguration.load(fromDirectory: directory).store == "postgresql://ada:pw@db/hiring")
        try Data("[1]".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: AppError.self) { try StoreConfiguration.load(fromDirectory: directory) }
    }
}
