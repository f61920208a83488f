import Foundation
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The candidate timeline")
struct TimelineTests {
    static let start = TestClock.start

    func minutes(_ count: Int) -> Date { Self.start.addingTimeInterval(TimeInterval(count * 60)) }

    func email(_ draftID: String, to candidateID: String, at date: Date, subject: String) -> SentEmail {
        SentEmail(
            draftID: draftID, candidateID: candidateID, templateName: "t", messageID: "\(draftID)@x",
            to:
                Mailbox(address: "x@example.com"), subject: subject, sentAt: date,
            location: "memory:/outbox/\(draftID).eml")
    }

    func interview(_ id: String, for candidateID: String, at date: Date, cancelled: Bool = false) -> InterviewEvent {
        InterviewEvent(
            id: id, candidateID: candidateID, start: date, durationMinutes: 45, interviewers: ["lin@example.com"],
            location: "Room 4", status: cancelled ? .cancelled : .scheduled, createdAt: Self.start)
    }

    @Test("stage changes, emails and interviews are merged oldest first, others' entries left out")
    func mergesAllKindsInTimeOrder() throws {
        // Stage changes happen at minutes 1 (added) and 2 (screening).
        let harness = Harness(
            emails: [
                email("d1", to: "c1", at: minutes(90), subject: "Interview for Engineer"),
                email("d2", to: "c2", at: minutes(30), subject: "Someone else's"),
                email("d3", to: "c1", at: minutes(1), subject: "Thanks for applying"),
            ],
            events: [
                interview("e1", for: "c1", at: minutes(60 * 24)),
                interview("e2", for: "c2", at: minutes(5)),
                interview("e3", for: "c1", at: minutes(60), cancelled: true),
            ])
        try harness.add("Ada Lovelace")
        try harness.move("c1", to: .screening)
        let entries = try harness.timeline.timeline(forCandidate: "c1")
        #expect(entries.map(\.kind) == [.stage, .email, .stage, .event, .email, .event])
        #expect(entries.map(\.reference) == [nil, "d3", nil, "e3", "d1", "e1"])
        #expect(entries.map(\.date) == entries.map(\.date).sorted())
        #expect(entries[0].summary == "applied for Engineer (stage 'applied')")
        #expect(entries[1].summary == "email sent: \"Thanks for applying\"")
        #expect(entries[2].summary == "moved from 'applied' to 'screening'")
        #expect(entries[3].summary == "cancelled: 45 min interview with lin@example.com; location: Room 4")
    }

    @Test("entries at the same instant keep the order stage, email, event")
    func sameInstantTieBreak() throws {
        let harness = Harness(
            emails: [email("d1", to: "c1", at: minutes(1), subject: "Hi")],
            events: [interview("e1", for: "c1", at: minutes(1))])
        try harness.add("Ada Lovelace")
        #expect(try harness.timeline.timeline(forCandidate: "c1").map(\.kind) == [.stage, .email, .event])
    }

    @Test("without the email and events features the timeline still works, with stage changes only")
    func worksWithoutOptionalFeatures() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace")
        try harness.move("c1", to: .screening)
        try harness.move("c1", to: .rejected)
        let entries = try harness.timeline.timeline(forCandidate: "c1")
        #expect(entries.map(\.kind) == [.stage, .stage, .stage])
        #expect(entries.last?.summary == "moved from 'screening' to 'rejected'")
    }

    @Test("with events but no email feature, interviews still appear")
    func eventsWithoutEmail() throws {
        let harness = Harness(events: [interview("e1", for: "c1", at: minutes(10))])
        try harness.add("Ada Lovelace")
        #expect(try harness.timeline.timeline(forCandidate: "c1").map(\.kind) == [.stage, .event])
    }

    @Test("the timeline of an unknown candidate names the id")
    func unknownCandidate() {
        let error = appError { _ = try Harness().timeline.timeline(forCandidate: "c7") }
        #expect(error?.message == "candidate 'c7' does not exist")
    }
}
