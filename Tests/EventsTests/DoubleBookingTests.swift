import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowEvents

/// No interviewer or candidate is ever in two interviews at once, and the database is what enforces it: each
/// minute an interview holds is a row of `interview_slots` whose key no other interview can take. The check
/// `schedule` reads first only words the refusal; a command that read before another one committed is still
/// stopped by the table. Checked on every engine.
@Suite("Double-booking is refused by the database")
struct DoubleBookingTests {
    static func request(_ candidateID: String, at hour: Int, minutes: Int = 60) -> InterviewRequest {
        InterviewRequest(
            candidateID: candidateID, start: Harness.tomorrow(hour), durationMinutes: minutes,
            interviewers: ["Lin@Example.com"], location: "Room 4")
    }

    struct Undo: Error { var holder: String? }

    @Test(arguments: TestStoreKind.available)
    func theTableNamesTheTakenHolderAndKeepsNothingOfTheLoser(kind: TestStoreKind) throws {
        let subject = try kind.make()
        defer { subject.cleanUp() }
        let harness = Harness(store: subject.store)
        try harness.schedule("c1", at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        var taken: String?
        do {
            try subject.store.transaction { db in
                let event = try EventRows.insert(
                    Self.request("c2", at: 10, minutes: 30), createdAt: Harness.now, in: db)
                taken = try EventRows.holdSlots(for: event, in: db)
                throw Undo(holder: taken)
            }
        } catch is Undo {}
        #expect(taken == "lin@example.com")
        #expect(try harness.events.events(includingPastAndCancelled: true).map(\.id) == ["e1"])
    }

    @Test(arguments: TestStoreKind.available)
    func backToBackInterviewsShareNoMinute(kind: TestStoreKind) throws {
        let subject = try kind.make()
        defer { subject.cleanUp() }
        let harness = Harness(store: subject.store)
        try harness.schedule("c1", at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        let next = try harness.schedule("c2", at: Harness.tomorrow(11), interviewers: ["lin@example.com"])
        #expect(next.id == "e2")
    }

    @Test(arguments: TestStoreKind.available)
    func cancellingOrReschedulingGivesTheMinutesBack(kind: TestStoreKind) throws {
        let subject = try kind.make()
        defer { subject.cleanUp() }
        let harness = Harness(store: subject.store)
        let first = try harness.schedule("c1", at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        try harness.events.reschedule(id: first.id, start: Harness.tomorrow(14), durationMinutes: nil)
        let second = try harness.schedule("c2", at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        try harness.events.cancel(id: second.id)
        let third = try harness.schedule("c2", at: Harness.tomorrow(10), interviewers: ["lin@example.com"])
        #expect(third.id == "e3")
        #expect(throws: AppError.self) {
            try harness.schedule("c1", at: Harness.tomorrow(14), interviewers: ["sam@example.com"])
        }
        let held = try subject.store.transaction { db in
            try db.rows(
                "SELECT event_number, count(*) FROM interview_slots GROUP BY event_number ORDER BY event_number"
            )
            .map { [$0.int(0), $0.int(1)] }
        }
        // e1 (moved to 14:00) and e3 each hold 60 minutes for their candidate and for lin; e2 holds none.
        #expect(held == [[1, 120], [3, 120]])
    }
}
