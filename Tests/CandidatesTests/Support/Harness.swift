import Candidates
import Core
import Foundation
import Inject
import Interfaces

/// A container with the candidates feature over an in-memory store and a hand-driven clock, plus whatever
/// fakes a test adds for the other features.
struct Harness {
    let container = Container()
    let store = InMemoryDocumentStore()
    let clock = TestClock()

    init(emails: [SentEmail]? = nil, events: [InterviewEvent]? = nil) {
        let store = store
        let clock = clock
        container.register(DocumentStore.self, scope: .singleton) { store }
        container.register(WallClock.self, scope: .singleton) { clock }
        CandidatesModule().register(in: container)
        if let emails { container.register(EmailHistory.self) { FakeEmailHistory(sent: emails) } }
        if let events { container.register(EventsService.self) { FakeEventsService(stored: events) } }
    }

    var service: CandidatesService { container.resolve(CandidatesService.self) }

    var timeline: CandidateTimeline { container.resolve(CandidateTimeline.self) }

    /// Adds a candidate, one minute after the previous action.
    @discardableResult
    func add(_ name: String, role: String = "Engineer", email: String? = nil) throws -> Candidate {
        clock.advance(minutes: 1)
        let address = email ?? name.lowercased().replacingOccurrences(of: " ", with: ".") + "@example.com"
        return try service.add(NewCandidate(name: name, email: address, role: role))
    }

    /// Moves a candidate, one minute after the previous action.
    @discardableResult
    func move(_ id: String, to stage: Stage) throws -> Candidate {
        clock.advance(minutes: 1)
        return try service.move(id: id, to: stage)
    }

    /// Runs `app candidates <words…>` the way the host does: the words are parsed by Core's `ArgumentParser`
    /// against the command's declared arguments (so a name the command reads but does not declare fails
    /// here), then the command runs with a recording console. Returns what it printed.
    func run(_ words: String..., format: OutputFormat = .text) throws -> String {
        guard let name = words.first, let command = CandidatesModule().commands.first(where: { $0.name == name }) else {
            throw AppError.internalError("no command '\(words.first ?? "")' in CandidatesModule")
        }
        let usage = CommandUsage(path: "app candidates \(name)", summary: command.summary, arguments: command.arguments)
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
