import Foundation
import Inject
import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport

/// A container with the candidates feature over an in-memory store and a hand-driven clock, plus whatever
/// fakes a test adds for the other features.
struct Harness {
    let container = Container()
    let store = InMemoryStore()
    let clock = TestClock()

    init(emails: [SentEmail]? = nil, events: [InterviewEvent]? = nil, cancelFails: Bool = false) {
        container.registerHostServices(store: store, clock: clock)
        CandidatesModule().register(in: container)
        if let emails { container.register(EmailHistory.self) { FakeEmailHistory(sent: emails) } }
        if let events {
            container.register(EventsService.self) { FakeEventsService(stored: events, cancelFails: cancelFails) }
        }
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

    /// Runs `inject-workflow candidates <words…>` the way the host does and returns what it printed.
    func run(_ words: String..., format: OutputFormat = .text) throws -> String {
        try run(arguments: words, format: format)
    }

    /// ``run(_:format:)`` with the words in an array.
    func run(arguments words: [String], format: OutputFormat = .text) throws -> String {
        try CandidatesModule().runCommand(words, resolver: container, format: format)
    }
}
