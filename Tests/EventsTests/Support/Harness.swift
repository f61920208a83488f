import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowEvents
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport

/// The events feature over an in-memory store, a hand-moved clock, a fake candidate directory and a
/// recording email feature.
struct Harness {
    /// 2026-11-22 09:00 UTC: "now" at the start of every test.
    static let now = TestClock.start
    static let ada = Candidate(id: "c1", name: "Ada Lovelace", email: "ada@example.com", role: "Engineer", addedAt: now)
    static let grace = Candidate(
        id: "c2", name: "Hopper, Grace; \"Amazing\"", email: "grace@example.com", role: "Admiral", addedAt: now)
    static let hired = Candidate(
        id: "c3", name: "Hired Person", email: "h@example.com", role: "Engineer", stage: .hired, addedAt: now)

    let container = Container()
    let store: any Store
    let clock = TestClock(Harness.now)
    let email = RecordingComposer()

    init(
        candidates: [Candidate] = [Harness.ada, Harness.grace, Harness.hired], withEmail: Bool = true,
        store: any Store = InMemoryStore()
    ) {
        self.store = store
        let email = email
        container.registerHostServices(store: store, clock: clock)
        container.register(CandidateDirectory.self) { FakeDirectory(candidates: candidates) }
        // Crashes a test at set-up only if the fixed candidates are invalid rows, which they are not.
        try! store.seed(candidates: candidates)
        if withEmail { container.register(EmailComposing.self, scope: .singleton) { email } }
        EventsModule().register(in: container)
    }

    var events: EventsService { container.resolve(EventsService.self) }

    /// 2026-11-23 at `hour`:`minute` UTC (the day after "now").
    static func tomorrow(_ hour: Int, _ minute: Int = 0) -> Date {
        now.addingTimeInterval(TimeInterval(24 * 3600 + (hour - 9) * 3600 + minute * 60))
    }

    @discardableResult
    func schedule(
        _ candidateID: String = "c1", at start: Date = Harness.tomorrow(10), minutes: Int = 60,
        interviewers: [String] = ["lin@example.com"], location: String = "Room 4"
    ) throws -> InterviewEvent {
        try events.schedule(
            InterviewRequest(
                candidateID: candidateID, start: start, durationMinutes: minutes, interviewers: interviewers,
                location: location))
    }

    /// Runs `inject-workflow events <words…>` the way the host does and returns what it printed.
    func run(_ words: String..., format: OutputFormat = .text) throws -> String {
        try EventsModule().runCommand(words, resolver: container, format: format)
    }
}
