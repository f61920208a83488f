import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("Hiring or rejecting a candidate who still has interviews")
struct ClosingWithInterviewsTests {
    /// An interview of c1 starting `hoursAhead` hours after the harness's start (negative: in the past).
    static func interview(
        _ id: String, hoursAhead: Double, status: InterviewEvent.Status = .scheduled
    )
        -> InterviewEvent
    {
        InterviewEvent(
            id: id, candidateID: "c1", start: TestClock.start.addingTimeInterval(hoursAhead * 3600),
            durationMinutes: 60,
            interviewers: ["lin@example.com"], location: "Room \(id.dropFirst())", status: status,
            createdAt: TestClock.start)
    }

    @Test("rejecting with an interview ahead is refused, naming it and both ways out, and moves nothing")
    func rejectingIsRefused() throws {
        let harness = Harness(events: [Self.interview("e1", hoursAhead: 25)])
        let id = try harness.add("Ada Lovelace").id
        try harness.move(id, to: .screening)
        let error = appError { try harness.move(id, to: .rejected) }
        #expect(
            error?.message
                == "candidate 'c1' still has 1 interview scheduled, so they were not moved to 'rejected': "
                + "'e1' at 2026-11-23 10:00 UTC (Room 1)")
        #expect(
            error?.hint
                == "cancel them with the move, which tells the candidate and the interviewers: "
                + "'inject-workflow candidates move c1 rejected --cancel-interviews'; or cancel each first with "
                + "'inject-workflow events cancel e1'")
        #expect(error?.exitCode == .failure)
        #expect(try harness.service.candidate(id: id).stage == .screening)
    }

    @Test("hiring is refused the same way; many interviews are named five at a time with a count of the rest")
    func hiringIsRefusedWithABoundedMessage() throws {
        let harness = Harness(events: (1...8).map { Self.interview("e\($0)", hoursAhead: Double(24 + $0)) })
        let id = try harness.add("Ada Lovelace").id
        for stage in [Stage.screening, .interview, .offer] { try harness.move(id, to: stage) }
        let error = appError { try harness.move(id, to: .hired) }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("candidate 'c1' still has 8 interviews scheduled, so they were not moved to 'hired'"))
        #expect(message.contains("'e5' at") && !message.contains("'e6'"))
        #expect(message.hasSuffix(", and 3 more"))
    }

    @Test("with cancellingInterviews the interviews ahead are cancelled and returned with the move")
    func cancellingInterviews() throws {
        let past = Self.interview("e1", hoursAhead: -3)
        let cancelledEarlier = Self.interview("e2", hoursAhead: 30, status: .cancelled)
        let ahead = Self.interview("e3", hoursAhead: 26)
        let harness = Harness(events: [past, cancelledEarlier, ahead])
        let id = try harness.add("Ada Lovelace").id
        let move = try harness.service.move(id: id, to: .rejected, cancellingInterviews: true)
        #expect(move.candidate.stage == .rejected)
        #expect(move.cancelledInterviews.map(\.id) == ["e3"], "past and already cancelled interviews are left alone")
        #expect(move.cancelledInterviews.allSatisfy { $0.isCancelled })
        #expect(try harness.service.candidate(id: id).stage == .rejected)
    }

    @Test("past and cancelled interviews do not hold a candidate back")
    func onlyInterviewsAheadCount() throws {
        let harness = Harness(events: [
            Self.interview("e1", hoursAhead: -3), Self.interview("e2", hoursAhead: 30, status: .cancelled),
        ])
        let id = try harness.add("Ada Lovelace").id
        #expect(try harness.move(id, to: .rejected).stage == .rejected)
    }

    @Test("a cancellation that fails takes the move back with it")
    func failedCancellationKeepsTheCandidateOpen() throws {
        let harness = Harness(events: [Self.interview("e1", hoursAhead: 25)], cancelFails: true)
        let id = try harness.add("Ada Lovelace").id
        let error = appError { try harness.service.move(id: id, to: .rejected, cancellingInterviews: true) }
        #expect(error?.message == "interview 'e1' was not cancelled: the cancellation email failed")
        #expect(try harness.service.candidate(id: id).stage == .applied)
    }

    @Test("moving to an open stage never looks at interviews, and --cancel-interviews there is refused")
    func openStagesKeepTheirInterviews() throws {
        let harness = Harness(events: [Self.interview("e1", hoursAhead: 25)])
        let id = try harness.add("Ada Lovelace").id
        #expect(try harness.move(id, to: .screening).stage == .screening)
        let error = appError { _ = try harness.run("move", id, "interview", "--cancel-interviews") }
        #expect(error?.message == "--cancel-interviews is for closing a candidate, and 'interview' is an open stage")
        #expect(error?.exitCode == .usage)
    }

    @Test("the command prints each cancellation before the move")
    func commandPrintsTheCancellations() throws {
        let harness = Harness(events: [Self.interview("e1", hoursAhead: 25)])
        let id = try harness.add("Ada Lovelace").id
        let output = try harness.run("move", id, "rejected", "--cancel-interviews")
        #expect(
            output == """
                e1 cancelled (was 2026-11-23 10:00 UTC, Room 1)
                c1 Ada Lovelace: applied → rejected

                """)
    }

    @Test("with the events feature off there are no interviews to look at")
    func withoutEvents() throws {
        let harness = Harness()
        let id = try harness.add("Ada Lovelace").id
        #expect(try harness.move(id, to: .rejected).stage == .rejected)
    }
}
