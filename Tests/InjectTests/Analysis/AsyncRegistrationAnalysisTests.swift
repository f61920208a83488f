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
            finding.message.hasPrefix(
                "the factory of 'Repository' resolves synchronously what it must await: 'Database' has an async factory"
            ), "\(finding.message)")
    }
}
