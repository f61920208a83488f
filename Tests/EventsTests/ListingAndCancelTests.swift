import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("Listing and cancelling interviews")
struct ListingAndCancelTests {
    @Test("upcoming lists scheduled interviews that have not ended, by start; --all lists every one")
    func upcomingAndAll() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(15))
        try harness.schedule("c2", at: Harness.tomorrow(9))
        try harness.schedule("c2", at: Harness.tomorrow(12), interviewers: ["sam@example.com"])
        try harness.events.cancel(id: "e3")
        harness.clock.set(Harness.tomorrow(10, 30))  // e2 (9:00–10:00) is over
        #expect(try harness.events.events(includingPastAndCancelled: false).map(\.id) == ["e1"])
        #expect(try harness.events.events(includingPastAndCancelled: true).map(\.id) == ["e2", "e3", "e1"])
        #expect(try harness.events.events(forCandidate: "c2").map(\.id) == ["e2", "e3"])
    }

    @Test("an interview under way is still upcoming")
    func ongoingIsUpcoming() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10))
        harness.clock.set(Harness.tomorrow(10, 59))
        #expect(try harness.events.events(includingPastAndCancelled: false).map(\.id) == ["e1"])
        harness.clock.set(Harness.tomorrow(11))
        #expect(try harness.events.events(includingPastAndCancelled: false).isEmpty)
    }

    @Test("cancelling marks the interview, records when, and sends the candidate a notice")
    func cancelMarksAndNotifies() throws {
        let harness = Harness()
        try harness.schedule()
        harness.clock.set(Harness.now.addingTimeInterval(600))
        let cancelled = try harness.events.cancel(id: "e1")
        #expect(cancelled.status == .cancelled)
        #expect(cancelled.cancelledAt == Harness.now.addingTimeInterval(600))
        #expect(
            harness.email.composed.map(\.template) == [
                TemplateName.interviewInvitation, TemplateName.interviewCancelled,
            ])
        #expect(harness.email.sent == ["d1", "d2"])
        #expect(try harness.events.events(includingPastAndCancelled: true).first?.isCancelled == true)
    }

    @Test("cancelling twice, or an unknown id, is an error naming it")
    func cancelErrors() throws {
        let harness = Harness()
        try harness.schedule()
        try harness.events.cancel(id: "e1")
        #expect(appError { try harness.events.cancel(id: "e1") }?.message == "interview 'e1' is already cancelled")
        #expect(appError { try harness.events.cancel(id: "e7") }?.message == "interview 'e7' does not exist")
    }
}
