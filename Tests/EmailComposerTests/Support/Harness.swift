import Core
import EmailComposer
import Foundation
import Inject
import Interfaces

/// The email feature over an in-memory store, a fixed clock and a fake candidate directory; with
/// `recordingMailer`, a recording mailer replaces the default one in an overriding container.
struct Harness {
    /// 2026-11-22 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_338_000)
    static let ada = Candidate(
        id: "c1", name: "Ada Lovelace", email: "ada@example.com", role: "Compiler Engineer", addedAt: now)
    static let jose = Candidate(
        id: "c2", name: "José Ñúñez-Øster", email: "jose@example.com", role: "Ingeniero de compiladores",
        addedAt: now)

    let container: Container
    let store = InMemoryDocumentStore()
    let mailer = RecordingMailer()

    init(recordingMailer: Bool = true, candidates: [Candidate] = [Harness.ada, Harness.jose]) {
        let store = store
        let mailer = mailer
        let production = Container()
        production.register(DocumentStore.self, scope: .singleton) { store }
        production.register(WallClock.self) { FixedClock(Harness.now) }
        production.register(CandidateDirectory.self) { FakeDirectory(candidates: candidates) }
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

    /// Runs `app email <words…>` the way the host does: the words are parsed by Core's `ArgumentParser`
    /// against the command's declared arguments (so a name the command reads but does not declare fails
    /// here), then the command runs with a recording console. Returns what it printed.
    func run(_ words: String..., format: OutputFormat = .text) throws -> String {
        guard let name = words.first, let command = EmailComposerModule().commands.first(where: { $0.name == name })
        else {
            throw AppError.internalError("no command '\(words.first ?? "")' in EmailComposerModule")
        }
        let usage = CommandUsage(path: "app email \(name)", summary: command.summary, arguments: command.arguments)
        let arguments = try ArgumentParser(usage: usage).parse(Array(words.dropFirst()))
        let console = RecordingConsole()
        try command.run(
            CommandInvocation(arguments: arguments, console: console, resolver: container, outputFormat: format))
        return console.output
    }
}

/// The `AppError` thrown by `body`, or `nil` when it did not throw one.
func appError(_ body: () throws -> Void) -> AppError? {
    do {
        try body()
        return nil
    } catch {
        return error as? AppError
    }
}

/// The full set of `event.*` values, as the events feature passes them.
let eventContext = [
    Placeholder.eventID: "e1", Placeholder.eventStart: "2026-11-23 10:00 UTC",
    Placeholder.eventEnd: "2026-11-23 11:00 UTC", Placeholder.eventDuration: "60 minutes",
    Placeholder.eventLocation: "Room 4", Placeholder.eventInterviewers: "lin@example.com",
]
