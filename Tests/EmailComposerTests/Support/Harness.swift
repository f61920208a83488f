import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowEmailComposer
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport

/// The email feature over an in-memory store, a fixed clock and a fake candidate directory; with
/// `recordingMailer`, a recording mailer replaces the default one in an overriding container.
struct Harness {
    /// 2026-11-22 09:00 UTC.
    static let now = TestClock.start
    static let ada = Candidate(
        id: "c1", name: "Ada Lovelace", email: "ada@example.com", role: "Compiler Engineer", addedAt: now)
    static let jose = Candidate(
        id: "c2", name: "José Ñúñez-Øster", email: "jose@example.com", role: "Ingeniero de compiladores",
        addedAt: now)

    let container: Container
    let store = InMemoryStore()
    let mailer = RecordingMailer()

    init(recordingMailer: Bool = true, candidates: [Candidate] = [Harness.ada, Harness.jose]) {
        let store = store
        let mailer = mailer
        let production = Container()
        production.registerHostServices(store: store, clock: FixedClock(Harness.now))
        production.register(CandidateDirectory.self) { FakeDirectory(candidates: candidates) }
        // Crashes a test at set-up only if the fixed candidates are invalid rows, which they are not.
        try! store.seed(candidates: candidates)
        EmailComposerModule().register(in: production)
        guard recordingMailer else {
            container = production
            return
        }
        // The library's way to swap one service for a test: an overriding container, where replacing the
        // module's default mailer is intended and not reported as a duplicate registration.
        container = production.overriding { container in
            container.register(Mailer.self, scope: .singleton) { mailer }
        }
    }

    var email: EmailComposing { container.resolve(EmailComposing.self) }

    var history: EmailHistory { container.resolve(EmailHistory.self) }

    /// Runs `inject-workflow email <words…>` the way the host does and returns what it printed.
    func run(_ words: String..., format: OutputFormat = .text) throws -> String {
        try EmailComposerModule().runCommand(words, resolver: container, format: format)
    }
}

/// The full set of `event.*` values, as the events feature passes them.
let eventContext = [
    Placeholder.eventID: "e1", Placeholder.eventStart: "2026-11-23 10:00 UTC",
    Placeholder.eventEnd: "2026-11-23 11:00 UTC", Placeholder.eventDuration: "60 minutes",
    Placeholder.eventLocation: "Room 4", Placeholder.eventInterviewers: "lin@example.com",
    Placeholder.eventWhen: "Monday 23 November 2026, 11:00–12:00 (UTC+01:00, Europe/Berlin)",
]
