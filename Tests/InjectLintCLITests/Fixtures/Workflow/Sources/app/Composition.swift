import Candidates
import EmailComposer
import Events
import Inject
import Interfaces

/// Registers every service of the fixture app.
func compose(_ container: Container) {
    container.register(CandidateStore.self) { InMemoryCandidateStore() }
    container.register(Mailer.self, scope: .singleton) { OutboxMailer() }
    container.register(Scheduler.self) { SchedulerImpl() }
    container.register(Calendar.self) { CalendarImpl() }
    container.register(Mailer.self) { OutboxMailer() }
}
