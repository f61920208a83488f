import Inject
import Testing

/// `validate()` is synchronous: it cannot run async factories (`validateAsync()` does, see
/// `AsyncValidationTests`). Each test opens with what it used to do.
@Suite struct AsyncRegistrationAnalysisTests {
    actor Database {
        static func open() async throws -> Database { Database() }
    }
    final class Repository: Sendable { init(_ database: Database) {} }

    // Every async registration was reported as an error (`requires-await`, "resolves from another container"):
    // the analyser called its factory synchronously. Then they were skipped in silence; now one warning says so.
    @Test func asyncRegistrationsAreSkippedWithOneWarning() {
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }
        container.register(Repository.self) { r async throws in Repository(try await r.resolveAsync()) }
        container.register(Int.self) { 1 }
        let report = container.validate()
        #expect(!report.hasErrors, "\(report)")
        #expect(report.warnings.map(\.ruleID) == ["incomplete-analysis"])
    }

    // A synchronous factory that resolves an async service stops the program at run time; it was reported as a
    // failure "in another container".
    @Test func aSynchronousResolveOfAnAsyncServiceIsARequiresAwaitFinding() throws {
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }
        container.register(Repository.self, fileID: "App/Wiring.swift", line: 4, column: 5) { r in
            Repository(r.resolve())
        }
        let report = container.validate()
        let finding = try #require(report.findings.first)
        #expect(report.errors.count == 1)
        #expect(finding.ruleID == "requires-await")
        #expect(finding.location?.description == "App/Wiring.swift:4:5")
        #expect(
            finding.message
                == "'Database' is resolved by the factory of 'Repository' but has an async factory, so it cannot be resolved without `await`; resolve it with `try await container.resolveAsync(Database.self)` (in a factory: an async factory and `try await r.resolveAsync(…)`)"
        )
    }

    /// A screen that injects an async service: reading the property stops the program at run time.
    final class Screen: @unchecked Sendable {
        @Injected(fileID: "App/Screen.swift", line: 3, column: 6) var database: Database
    }

    // An `@Injected` property of an async service passed both tools in silence, and trapped at its first read.
    @Test func anInjectedPropertyOfAnAsyncServiceIsARequiresAwaitFindingAtTheProperty() throws {
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }
        container.register(Screen.self, fileID: "App/Wiring.swift", line: 9, column: 5) { Screen() }
        let report = container.validate()
        let finding = try #require(report.errors.first)
        #expect(report.errors.count == 1)
        #expect(
            finding.rendered() == """
                App/Screen.swift:3:5: error: 'Database' is injected into 'Screen.database' but has an async factory, so it cannot be resolved without `await`; resolve it with `try await container.resolveAsync(Database.self)` (in a factory: an async factory and `try await r.resolveAsync(…)`) [requires-await]
                App/Wiring.swift:9:5: note: 'Screen' is registered here
                """)
    }

    final class Dashboard: @unchecked Sendable {
        @Injected(fileID: "App/Dashboard.swift", line: 3, column: 6) var database: Database
        @Injected(fileID: "App/Dashboard.swift", line: 4, column: 6) var cache: Database?
    }

    // The graph keeps one edge per (owner, service) pair, and the check reported edges: `cache`, which traps on its
    // first read like `database` (an optional injection of a registered service builds it), passed in silence.
    @Test func everyPropertyOfAnAsyncServiceIsAFindingOptionalOnesToo() {
        let container = Container()
        container.register(Database.self, scope: .singleton) { () async throws in try await Database.open() }
        container.register(Dashboard.self) { Dashboard() }
        let report = container.validate()
        #expect(
            report.errors.map { "\($0.location!.line) \($0.message.components(separatedBy: " but ")[0])" } == [
                "3 'Database' is injected into 'Dashboard.database'", "4 'Database' is injected into 'Dashboard.cache'",
            ])
    }
}
