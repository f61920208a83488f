import Inject
import InjectTesting
import MainActorKit
import Testing

struct FixedStore: Store {
    func name(of user: String) -> String { "Fixed \(user)" }
}

/// The README's forms in a module whose default isolation is the main actor.
@Suite struct MainActorKitTests {
    @Test func theGraphValidatesCleanly() {
        let report = AppContainer.make().validate()
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test func constructorAndPropertyInjectionResolve() {
        let outbox = AppContainer.make().resolve(Outbox.self)
        #expect(outbox.send(to: "ada") == "Welcome, Ada Lovelace (archived by Ada Lovelace)")
    }

    @Test func aSingletonIsBuiltOnce() {
        let container = AppContainer.make()
        let first = container.resolve(Store.self) as? MemoryStore
        let second = container.resolve(Store.self) as? MemoryStore
        #expect(first != nil && first === second)
    }

    @Test(
        // A trait's closure is nonisolated even here; `@MainActor` lets it register main-actor services.
        .container { @MainActor container in
            AppContainer.register(in: container)
            container.register(Store.self) { FixedStore() }
        })
    func theTestTraitReplacesAService() {
        let mailer: Mailer = Container.default.resolve()
        #expect(mailer.welcome("ada") == "Welcome, Fixed ada (archived by Ada Lovelace)")
    }

    @Test func aMissingServiceIsReportedNotCrashedOn() {
        let container = Container()
        container.register(Mailer.self) { SMTPMailer() }
        let messages = container.validate().findings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'Store' is injected into 'SMTPMailer.store'") }, "\(messages)")
    }

    @Test func resolvingOffTheMainActorIsRefusedWithTheFix() async {
        let container = AppContainer.make()
        let refusal = await Task.detached { () -> String? in
            do throws(ResolutionError) {
                _ = try container.tryResolve(Mailer.self)
                return nil
            } catch {
                return error.diagnostic.ruleID
            }
        }.value
        #expect(refusal == "off-main-actor")
    }
}
