import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("Scheduling interviews")
struct SchedulingTests {
    @Test("scheduling stores e1 and emails the candidate an invitation with the event's values")
    func scheduleSendsInvitation() throws {
        let harness = Harness()
        let event = try harness.schedule(interviewers: ["lin@example.com", "sam@example.com"])
        #expect(event.id == "e1")
        #expect(event.start == Harness.tomorrow(10))
        #expect(event.end == Harness.tomorrow(11))
        #expect(event.status == .scheduled)
        #expect(event.createdAt == Harness.now)
        #expect(event.invitationDraftID == "d1")
        let composed = try #require(harness.email.composed.first)
        #expect(harness.email.composed.count == 1)
        #expect((composed.template, composed.candidateID) == (TemplateName.interviewInvitation, "c1"))
        #expect(
            composed.context == [
                Placeholder.eventID: "e1", Placeholder.eventStart: "2026-11-23 10:00 UTC",
                Placeholder.eventEnd: "2026-11-23 11:00 UTC", Placeholder.eventDuration: "60 minutes",
                Placeholder.eventWhen: "Monday 23 November 2026, 10:00–11:00 (UTC)",
                Placeholder.eventLocation: "Room 4",
                Placeholder.eventInterviewers: "lin@example.com, sam@example.com",
            ])
        // The interviewers get it too, with the calendar part every mail client offers to add.
        #expect(composed.extras.cc.map(\.address) == ["lin@example.com", "sam@example.com"])
        let calendar = try #require(composed.extras.attachments.first)
        #expect(calendar.contentType == "text/calendar; method=REQUEST")
        #expect(calendar.text.contains("\r\nSEQUENCE:0\r\n") && calendar.text.contains("\r\nMETHOD:REQUEST\r\n"))
        #expect(harness.email.sent == ["d1"])
        #expect(try harness.events.events(includingPastAndCancelled: true) == [event])
    }

    @Test("an interviewer already booked at an overlapping time is refused, naming them and the event")
    func overlapIsRefused() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), minutes: 60, interviewers: ["lin@example.com"])
        let error = appError {
            try harness.schedule(
                "c2", at: Harness.tomorrow(10, 30), minutes: 60, interviewers: ["sam@example.com", "LIN@example.com"])
        }
        #expect(
            error?.message
                == "interviewer 'LIN@example.com' is already booked from 2026-11-23 10:00 UTC to 2026-11-23 11:00 UTC "
                + "in interview 'e1' (candidate 'c1', Room 4)")
        #expect(
            error?.hint
                == "start at or after 2026-11-23 11:00 UTC, end by 2026-11-23 10:00 UTC, "
                + "or cancel 'e1' first with 'inject-workflow events cancel e1'")
        #expect(error?.exitCode == .failure)
        #expect(try harness.events.events(includingPastAndCancelled: true).count == 1)
        #expect(harness.email.sent == ["d1"])
    }

    @Test(
        "overlaps are refused whatever the shape: inside, around, starting or ending within",
        arguments: [(9, 30, 60), (10, 15, 15), (9, 0, 180), (10, 59, 60)])
    func overlapShapes(hour: Int, minute: Int, minutes: Int) throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), minutes: 60)
        #expect(appError { try harness.schedule("c2", at: Harness.tomorrow(hour, minute), minutes: minutes) } != nil)
    }

    @Test("back-to-back interviews with the same interviewer are allowed")
    func adjacentIsAllowed() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), minutes: 60)
        let after = try harness.schedule("c2", at: Harness.tomorrow(11), minutes: 30)
        let before = try harness.schedule("c2", at: Harness.tomorrow(9, 30), minutes: 30)
        #expect([after.id, before.id] == ["e2", "e3"])
    }

    @Test("other interviewers may be booked at the same time, and a cancelled slot is free again")
    func otherInterviewersAndCancelledSlots() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        try harness.schedule("c2", at: Harness.tomorrow(10), interviewers: ["sam@example.com"])
        try harness.events.cancel(id: "e1")
        #expect(try harness.schedule("c1", at: Harness.tomorrow(10, 30), interviewers: ["lin@example.com"]).id == "e3")
    }

    @Test("a candidate cannot be in two overlapping interviews, whoever interviews them")
    func candidateOverlapIsRefused() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), minutes: 60, interviewers: ["lin@example.com"])
        let error = appError {
            try harness.schedule(at: Harness.tomorrow(10, 30), minutes: 30, interviewers: ["sam@example.com"])
        }
        #expect(
            error?.message
                == "candidate 'c1' is already in interview 'e1' from 2026-11-23 10:00 UTC to 2026-11-23 11:00 UTC "
                + "(Room 4), and cannot be in two interviews at once")
        #expect(
            error?.hint
                == "start at or after 2026-11-23 11:00 UTC, end by 2026-11-23 10:00 UTC, "
                + "or move 'e1' with 'inject-workflow events reschedule e1 --start …'")
        #expect(error?.exitCode == .failure)
        #expect(try harness.events.events(includingPastAndCancelled: true).count == 1)
        #expect(harness.email.sent == ["d1"], "no invitation went out for the refused one")
    }

    @Test("a candidate's back-to-back interviews are fine, and their cancelled slot is free again")
    func candidateBackToBackAndCancelled() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), minutes: 60, interviewers: ["lin@example.com"])
        #expect(try harness.schedule(at: Harness.tomorrow(11), interviewers: ["sam@example.com"]).id == "e2")
        try harness.events.cancel(id: "e1")
        #expect(try harness.schedule(at: Harness.tomorrow(10), interviewers: ["kim@example.com"]).id == "e3")
    }

    @Test("rescheduling onto the candidate's other interview is refused; moving within its own slot is not")
    func rescheduleChecksTheCandidate() throws {
        let harness = Harness()
        try harness.schedule(at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        try harness.schedule(at: Harness.tomorrow(14), interviewers: ["sam@example.com"])
        let error = appError {
            try harness.events.reschedule(id: "e2", start: Harness.tomorrow(10, 30), durationMinutes: nil)
        }
        #expect(error?.message.hasPrefix("candidate 'c1' is already in interview 'e1' from ") == true)
        #expect(
            try harness.events.reschedule(id: "e2", start: Harness.tomorrow(14, 30), durationMinutes: nil).id == "e2")
    }

    @Test("when the invitation cannot be sent the interview is not kept")
    func failedInvitationRollsBack() throws {
        let harness = Harness()
        harness.email.failSending(true)
        let error = appError { try harness.schedule() }
        #expect(
            error?.message
                == "the invitation for interview 'e1' could not be sent, so the interview was not kept: "
                + "the fake mail server is down")
        #expect(try harness.events.events(includingPastAndCancelled: true).isEmpty)
    }

    @Test("requests are checked: interviewers, duration, location, start, candidate")
    func requestsAreValidated() {
        let harness = Harness()
        #expect(
            appError { try harness.schedule(interviewers: []) }?.message
                == "an interview needs at least one interviewer")
        #expect(
            appError { try harness.schedule(interviewers: ["lin"]) }?.message
                == "interviewer 'lin' is not an email address")
        #expect(appError { try harness.schedule(minutes: 0) }?.message == "an interview of 0 minutes is not possible")
        #expect(appError { try harness.schedule(location: "  ") }?.message == "the interview's location is empty")
        #expect(
            appError { try harness.schedule(at: Harness.now.addingTimeInterval(-60)) }?.message
                == "the interview would start at 2026-11-22 08:59 UTC, which is before now (2026-11-22 09:00 UTC)")
        #expect(
            appError { try harness.schedule("c3") }?.message
                == "candidate 'c3' is 'hired': interviews can be scheduled only for open candidates")
        #expect(appError { try harness.schedule("c9") }?.message == "candidate 'c9' does not exist")
        #expect(harness.email.composed.isEmpty)
    }

    @Test("without the email feature interviews are scheduled and cancelled, with no invitation")
    func worksWithoutEmail() throws {
        let harness = Harness(withEmail: false)
        let event = try harness.schedule()
        #expect(event.id == "e1")
        #expect(event.invitationDraftID == nil)
        #expect(try harness.events.cancel(id: "e1").isCancelled)
        #expect(harness.email.composed.isEmpty)
    }

    @Test("the same interviewer given twice is kept once")
    func duplicateInterviewers() throws {
        let event = try Harness().schedule(interviewers: ["lin@example.com", "Lin@Example.com "])
        #expect(event.interviewers == ["lin@example.com"])
    }
}

@Suite("Scheduling concurrently")
struct ConcurrentSchedulingTests {
    @Test("ten schedulers racing for one interviewer's slot: exactly one wins")
    func onlyOneOfRacingSchedulesWins() async throws {
        let harness = Harness()
        let events = harness.events
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for _ in 1...10 {
                group.addTask {
                    let request = InterviewRequest(
                        candidateID: "c1", start: Harness.tomorrow(10), durationMinutes: 60,
                        interviewers: ["lin@example.com"], location: "Room 4")
                    return (try? events.schedule(request)) != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
        #expect(try events.events(includingPastAndCancelled: true).map(\.id) == ["e1"])
    }
}
