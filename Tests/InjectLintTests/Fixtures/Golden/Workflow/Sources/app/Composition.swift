import Candidates
import Events
import Inject
import Interfaces

func compose() -> Container {
    let container = Container()
    container.register(Mailer.self, scope: .singleton) { SMTPMailer() }
    container.register(Clock.self, name: "utc") { UTCClock() }
    #if DEBUG
        container.register(Clock.self) { FixedClock() }
    #else
        container.register(Clock.self) { SystemClock() }
    #endif
    container
        .register(Mailer.self) { LoggingMailer() }
    CandidatesModule().register(in: container)
    EventsModule().register(in: container)
    let clock: Clock = container.resolve()
    _ = container.resolveIfRegistered(Analytics.self)
    return container
}
