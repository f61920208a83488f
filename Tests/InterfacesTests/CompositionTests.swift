import Foundation
import Inject
import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowEmailComposer
import InjectWorkflowEvents
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

/// The three features composed the way the host composes them, with the host's two services faked: the
/// graph the interfaces describe is complete and acyclic, and the optional injections really are optional.
@Suite("Composing the features through Interfaces")
struct CompositionTests {
    static let now = TestClock.start  // 2026-11-22 09:00 UTC

    func container(_ modules: [any FeatureModule]) -> Container {
        let container = Container()
        container.registerHostServices()
        for module in modules { module.register(in: container) }
        return container
    }

    @Test("all three modules validate with no errors and no warnings")
    func allThreeAreValid() {
        let report = container([CandidatesModule(), EmailComposerModule(), EventsModule()]).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
        #expect(report.findings.isEmpty, "\(report.rendered())")
    }

    @Test("candidates and email without events stay valid: the timeline's events injection is optional")
    func withoutEventsIsValid() {
        let report = container([CandidatesModule(), EmailComposerModule()]).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("candidates alone stay valid: email history and events are both optional")
    func candidatesAloneIsValid() {
        let report = container([CandidatesModule()]).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("candidates and events without email stay valid: invitations are an optional injection")
    func eventsWithoutEmailIsValid() {
        let report = container([CandidatesModule(), EventsModule()]).validate()
        #expect(!report.hasErrors, "\(report.rendered())")
    }

    @Test("email and events without candidates are reported: a candidate directory is required")
    func withoutCandidatesIsReported() {
        let report = container([EmailComposerModule(), EventsModule()]).validate()
        #expect(report.hasErrors)
        #expect(report.rendered().contains("CandidateDirectory"))
    }

    @Test("module names are distinct lowercase words, as the host's flags need")
    func moduleNames() {
        let names = [CandidatesModule().name, EmailComposerModule().name, EventsModule().name]
        #expect(names == ["candidates", "email", "events"])
        #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
    }

    @Test("a whole workflow runs through the interfaces: add, move, schedule, timeline")
    func workflowEndToEnd() throws {
        let container = container([CandidatesModule(), EmailComposerModule(), EventsModule()])
        let store = container.resolve(Store.self) as? InMemoryStore
        let candidates = container.resolve(CandidatesService.self)
        let ada = try candidates.add(NewCandidate(name: "Ada Lovelace", email: "ada@example.com", role: "Engineer"))
        try candidates.move(id: ada.id, to: .screening)
        let event = try container.resolve(EventsService.self).schedule(
            InterviewRequest(
                candidateID: ada.id, start: Self.now.addingTimeInterval(86_400), durationMinutes: 60,
                interviewers: ["lin@example.com"], location: "Room 4"))
        let timeline = try container.resolve(CandidateTimeline.self).timeline(forCandidate: ada.id)
        #expect(timeline.map(\.kind) == [.stage, .stage, .email, .event])
        #expect(timeline[2].summary == "email sent: \"Interview for Engineer on 2026-11-23 09:00 UTC\"")
        #expect(timeline[3].reference == event.id)
        #expect(store?.file(at: "outbox/d1.eml") != nil)
    }
}
