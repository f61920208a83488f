import Inject
import Testing

/// `validateAsync()` and async factories that take a runtime argument: run when another async factory awaits them
/// with one, named as not run otherwise, and a refused request reported in the linter's words.
@Suite struct AsyncArgumentAnalysisTests {
    typealias Conversation = AsyncArgumentTests.Conversation
    typealias Inbox = AsyncArgumentTests.Inbox

    /// An async argument factory that needs a `Store`, which is not registered.
    static func containerMissingTheStore() -> Container {
        let container = Container()
        container.register(Conversation.self) { (r, threadID: String) async throws in
            await Conversation(threadID: threadID, store: r.resolve())
        }
        return container
    }

    @Test func itIsRunWhenAnotherAsyncFactoryAwaitsItWithAnArgument() async {
        let container = Self.containerMissingTheStore()
        container.register(Inbox.self) { r async throws in Inbox(latest: try await r.resolveAsync(argument: "t9")) }
        let report = await container.validateAsync()
        #expect(
            report.findings.map(\.ruleID).contains("unregistered")
                && report.findings.contains {
                    $0.message.hasPrefix("'Store' is resolved by the factory of 'Conversation'")
                }, "\(report)")
        #expect(!report.findings.contains { $0.message.contains("was not run") }, "\(report)")
    }

    @Test func otherwiseItIsNamedAsNotRun() async {
        let report = await Self.containerMissingTheStore().validateAsync()
        #expect(report.findings.map(\.ruleID) == ["incomplete-analysis"], "\(report)")
        #expect(
            report.findings.first?.message.hasPrefix(
                "1 registration taking a runtime argument ('Conversation') was not run") == true, "\(report)")
        // The synchronous analysis names it the same way, not as an async registration it skipped.
        let sync = Self.containerMissingTheStore().validate()
        #expect(sync.findings.map(\.message) == report.findings.map(\.message), "\(sync)")
    }

    @Test func awaitingItWithAnotherArgumentTypeIsAnArgumentMismatch() async {
        let container = AsyncArgumentTests.container()
        container.register(Inbox.self) { r async throws in Inbox(latest: try await r.resolveAsync(argument: 9)) }
        let findings = await container.validateAsync().findings.filter { $0.ruleID == "argument-mismatch" }
        #expect(
            findings.map(\.message) == [
                "'Conversation' is resolved with an argument of type 'Int' but its factory takes a 'String'; pass a 'String' to `resolve(Conversation.self, argument: …)`"
            ], "\(findings)")
    }

    @Test func awaitingItWithoutAnArgumentIsArgumentRequired() async {
        let container = AsyncArgumentTests.container()
        container.register(Inbox.self) { r async throws in Inbox(latest: try await r.resolveAsync()) }
        let findings = await container.validateAsync().findings.filter { $0.ruleID == "argument-required" }
        #expect(
            findings.map(\.message) == [
                "'Conversation' is resolved by the factory of 'Inbox' but its factory takes an argument of type 'String', which only `resolve(Conversation.self, argument: …)` can pass"
            ], "\(findings)")
    }

    @Test func aSynchronousFactoryResolvingItIsToldToAwaitIt() async {
        let container = AsyncArgumentTests.container()
        container.register(String.self) { r in r.resolve(Conversation.self, argument: "t1").threadID }
        let findings = container.validate().findings.filter { $0.ruleID == "requires-await" }
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.message.contains("another container") == false, "\(findings)")
    }
}
