import Foundation
import InjectWorkflowTestSupport
import Testing

/// Which store a run uses (`--store`, then `APP_STORE`, then `store` in `config.json`, then the data directory's
/// SQLite), and that a password in a store URL never reaches the screen.
@Suite("Store selection")
struct StoreSelectionTests {
    static let add = [
        "candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "Engineer",
    ]

    func storeDirectories(_ sandbox: AppSandbox) -> (configured: String, environment: String, option: String) {
        let root = sandbox.root.path
        return ("\(root)/configured", "\(root)/environment", "\(root)/option")
    }

    func holdsDatabase(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: "\(directory)/workflow.sqlite")
    }

    @Test func theOptionWinsOverTheVariableWhichWinsOverTheConfigurationFile() throws {
        var sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let directories = storeDirectories(sandbox)
        try FileManager.default.createDirectory(atPath: sandbox.dataDirectory, withIntermediateDirectories: true)
        try Data("{\"store\": \"sqlite:\(directories.configured)\"}".utf8)
            .write(to: URL(fileURLWithPath: "\(sandbox.dataDirectory)/config.json"))

        #expect(try sandbox.run(Self.add).status == 0)
        #expect(holdsDatabase(directories.configured))
        #expect(!holdsDatabase(sandbox.dataDirectory))

        sandbox.environment["APP_STORE"] = "sqlite:\(directories.environment)"
        #expect(try sandbox.run(Self.add).status == 0)
        #expect(holdsDatabase(directories.environment))

        #expect(try sandbox.run(["--store", "sqlite:\(directories.option)"] + Self.add).status == 0)
        #expect(holdsDatabase(directories.option))
        // Each store is its own: the same person was added once to each.
        #expect(try sandbox.run(["candidates", "list", "--store=sqlite:\(directories.option)"]).output.contains("c1"))
    }

    @Test func storeCopyCopiesEverythingRefusesANonEmptyTargetAndReplacesItWithForce() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run(Self.add).status == 0)
        #expect(try sandbox.run(["candidates", "move", "c1", "screening"]).status == 0)
        let target = "sqlite:\(sandbox.root.path)/team"
        let copy = try sandbox.run(["store", "copy", "--to", target])
        #expect(copy.status == 0)
        #expect(
            copy.output
                == "Copied sqlite:\(sandbox.dataDirectory) to \(target): 1 candidate, 2 stage changes, 0 drafts, "
                + "0 sent emails, 0 interviews, 0 settings (every table's count verified)\n")
        let listed = try sandbox.run(["--store", target, "candidates", "list"])
        #expect(listed.output.contains("c1  Ada Lovelace  ada@example.com  Engineer  screening"))
        let again = try sandbox.run(["store", "copy", "--to", target])
        #expect(again.status == 1)
        #expect(again.errorOutput.hasPrefix("error: \(target) is not empty (its table 'candidates' holds 1 row)"))
        #expect(try sandbox.run(["store", "copy", "--to", target, "--force"]).status == 0)
        let same = try sandbox.run(["store", "copy", "--to", "sqlite:\(sandbox.dataDirectory)"])
        #expect(same.status == 64)
    }

    @Test func storeUseWritesThePrivateConfigurationThatLaterRunsFollow() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let target = "sqlite:\(sandbox.root.path)/team"
        #expect(try sandbox.run(["store", "use", target]).status == 0)
        let path = "\(sandbox.dataDirectory)/config.json"
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try sandbox.run(["store"]).output == "Store: \(target)\n")
        #expect(try sandbox.run(Self.add).status == 0)
        #expect(holdsDatabase("\(sandbox.root.path)/team"))
        #expect(try sandbox.run(["store", "use", "default"]).status == 0)
        #expect(try sandbox.run(["store"]).output == "Store: sqlite:\(sandbox.dataDirectory)\n")
    }

    @Test func withoutAnyChoiceTheDataDirectorysOwnSQLiteStoreIsUsed() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run(Self.add).status == 0)
        #expect(holdsDatabase(sandbox.dataDirectory))
    }

    @Test func aPasswordNeverAppearsInErrorsOrTheDoctorsReport() throws {
        var sandbox = try AppSandbox()
        defer { sandbox.remove() }
        // Port 1 on loopback: nothing listens, so the connection is refused at once.
        let url = "postgresql://ada:Sup3rSecret@127.0.0.1:1/hiring?password=Sup3rSecret"
        let runs = [
            try sandbox.run(["--store", url] + Self.add),
            try sandbox.run(["--store", url, "doctor"]),
            try sandbox.run(["--store", url, "doctor", "--json"]),
            try sandbox.run(["--store", url, "--store", url + "x", "candidates", "list"]),
            try sandbox.run(["--store", "mysql://ada:Sup3rSecret@db/x", "candidates", "list"]),
        ]
        sandbox.environment["APP_STORE"] = url
        let all = runs + [try sandbox.run(["candidates", "list"])]
        for run in all {
            #expect(run.status != 0)
            #expect(!(run.output + run.errorOutput).contains("Sup3rSecret"), "\(run.arguments)")
        }
        #expect(
            runs[0].errorOutput.hasPrefix(
                "error: cannot connect to the PostgreSQL store postgresql://ada:***@127.0.0.1:1/hiring?password=***:"))
        #expect(runs[3].status == 64)
    }

    #if canImport(CInjectWorkflowPostgres)
        @Test(.enabled(if: PostgresTestServer.isConfigured, PostgresTestServer.skipReason))
        func theDoctorReportsAServerStoreItsVersionAndWhatItHolds() throws {
            let schema = try PostgresTestServer.Schema()
            defer { schema.drop() }
            var sandbox = try AppSandbox()
            defer { sandbox.remove() }
            sandbox.environment["APP_STORE"] = schema.url
            let before = try sandbox.run(["doctor"])
            #expect(before.output.contains("Database: none yet"))
            #expect(try sandbox.run(Self.add).status == 0)
            let after = try sandbox.run(["doctor"])
            #expect(after.status == 0)
            #expect(after.output.contains("(PostgreSQL "))
            #expect(after.output.contains("schema version "))
            #expect(after.output.contains("reachable; 1 candidate, 0 interviews, 0 emails sent."))
            #expect(!after.output.contains("ci-secret"))
            // The store's tables are on the server; the data directory holds no database.
            #expect(!holdsDatabase(sandbox.dataDirectory))
        }
    #endif
}
