import InjectDiagnostics
import Testing

/// The wording both tools print, pinned word for word: changing a message is a deliberate act.
@Suite struct DiagnosticMessagesTests {
    let store = ServiceName("Store")
    let archive = ServiceName("Store", name: "archive")

    @Test func aServiceIsSpelledAsItsQuotedTypeAndItsNameAsAStringLiteral() {
        #expect(store.quoted == "'Store'")
        #expect(archive.quoted == #"'Store' named "archive""#)
        #expect(ServiceName("Store", name: #"a"b\c"#).quoted == #"'Store' named "a\"b\\c""#)
    }

    @Test func aRegistrationSnippetIsValidSwiftForEveryKindOfType() {
        #expect(archive.registrationSnippet == #"container.register(Store.self, name: "archive") { … }"#)
        #expect(ServiceName("A & B").registrationSnippet == "container.register((A & B).self) { … }")
        #expect(ServiceName("any Store").metatypeExpression == "(any Store).self")
        #expect(ServiceName("() -> Void").metatypeExpression == "(() -> Void).self")
        #expect(ServiceName("[String: Int]").metatypeExpression == "[String: Int].self")
        #expect(ServiceName("Repository<Candidate>").metatypeExpression == "Repository<Candidate>.self")
        #expect(ServiceName("Analytics?").metatypeExpression == "Analytics?.self")
    }

    @Test func cycleHeadlineAndHops() {
        let chain = [ServiceName("Mailer"), ServiceName("Outbox"), ServiceName("Mailer")]
        #expect(
            DiagnosticMessages.cycle(chain, servicesInLoop: 2)
                == "dependency cycle: 'Mailer' → 'Outbox' → 'Mailer'; each service needs the next, so `validate()` "
                + "rejects the loop even where lazy `@Injected` reads would not recurse — move what they share into a "
                + "new service, or pass the value in as a parameter instead of injecting it")
        #expect(
            DiagnosticMessages.cycle(chain, servicesInLoop: 3).hasPrefix(
                "dependency cycle: 'Mailer' → 'Outbox' → 'Mailer' (3 services depend on each other in this loop); "))
        #expect(
            DiagnosticMessages.cycleHop(
                ServiceName("Mailer"), builtAs: "SMTPMailer", owner: "SMTPMailer", member: "outbox",
                injects: ServiceName("Outbox"))
                == "'Mailer' is built as 'SMTPMailer', whose 'SMTPMailer.outbox' injects 'Outbox'")
        #expect(
            DiagnosticMessages.cycleHop(ServiceName("Mailer"), resolves: archive)
                == #"the factory of 'Mailer' resolves 'Store' named "archive""#)
    }

    @Test func unregisteredSaysWhereWhatAndHowToFix() {
        #expect(
            DiagnosticMessages.unregistered(
                ServiceName("Mailer"), site: .property(owner: "EventsService", member: "mailer"), registeredNames: [])
                == "'Mailer' is injected into 'EventsService.mailer' but never registered; register it with "
                + "`container.register(Mailer.self) { … }`")
        #expect(
            DiagnosticMessages.unregistered(
                archive, site: .property(owner: "SMTPMailer", member: "archive"), registeredNames: [nil])
                == #"'Store' named "archive" is injected into 'SMTPMailer.archive' but registered only without a name; "#
                + #"register it with `container.register(Store.self, name: "archive") { … }`, or use a registered name"#
        )
        #expect(
            DiagnosticMessages.unregistered(
                store, site: .factory(of: ServiceName("Repository"), in: nil), registeredNames: ["a", "b", "a"])
                == #"'Store' is resolved by the factory of 'Repository' but registered only with names "a", "b"; "#
                + "register it with `container.register(Store.self) { … }`, or use a registered name")
        #expect(InjectionSite.annotatedResolve(owner: "Root", member: "store").phrase == "resolved into 'Root.store'")
        #expect(InjectionSite.call(in: "Root.compose").phrase == "resolved in 'Root.compose'")
        #expect(InjectionSite.call(in: nil).phrase == "resolved here")
        #expect(DiagnosticMessages.describe([nil, "x"]) == #"without a name and with name "x""#)
        #expect(DiagnosticMessages.didYouMean(ServiceName("Mailing")) == "did you mean 'Mailing'?")
        #expect(DiagnosticMessages.registeredHere(ServiceName("Archiver")) == "'Archiver' is registered here")
    }

    @Test func duplicateAndLifetime() {
        #expect(
            DiagnosticMessages.duplicateRegistration(archive)
                == #"'Store' named "archive" is registered again; this registration replaces the earlier one — "#
                + "remove one of them, or register them under different names")
        #expect(DiagnosticMessages.firstRegisteredHere(store) == "'Store' is first registered here")
        #expect(
            DiagnosticMessages.lifetime(
                singleton: ServiceName("Cache"), captures: ServiceName("Session"), scope: "weak")
                == "singleton 'Cache' captures 'Session', which is weak: the singleton keeps its first instance "
                + "forever; register 'Session' as .singleton, or 'Cache' with a shorter scope")
        #expect(
            DiagnosticMessages.registeredAs(ServiceName("Session"), scope: "weak")
                == "'Session' is registered as weak here")
    }
}
