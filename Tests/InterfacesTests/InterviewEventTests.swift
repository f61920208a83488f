import Foundation
import InjectWorkflowInterfaces
import Testing

@Suite("InterviewEvent: end time and overlaps")
struct InterviewEventTests {
    let tenOClock = Date(timeIntervalSince1970: 1_795_428_000)  // 2026-11-23 10:00 UTC

    func event(startingAt start: Date, minutes: Int) -> InterviewEvent {
        InterviewEvent(
            id: "e1", candidateID: "c1", start: start, durationMinutes: minutes, interviewers: ["lin@example.com"],
            location: "Room 4", createdAt: start)
    }

    @Test("the end is the start plus the duration")
    func endIsStartPlusDuration() {
        #expect(event(startingAt: tenOClock, minutes: 45).end == tenOClock.addingTimeInterval(45 * 60))
    }

    @Test("intervals are half-open: back-to-back interviews do not overlap")
    func adjacentIntervalsDoNotOverlap() {
        let ten = event(startingAt: tenOClock, minutes: 60)
        let eleven = tenOClock.addingTimeInterval(3600)
        #expect(!ten.overlaps(start: eleven, end: eleven.addingTimeInterval(3600)))
        #expect(!ten.overlaps(start: tenOClock.addingTimeInterval(-3600), end: tenOClock))
    }

    @Test("sharing any minute is an overlap, including containment either way")
    func sharedTimeOverlaps() {
        let ten = event(startingAt: tenOClock, minutes: 60)
        #expect(ten.overlaps(start: tenOClock.addingTimeInterval(59 * 60), end: tenOClock.addingTimeInterval(7200)))
        #expect(ten.overlaps(start: tenOClock.addingTimeInterval(-60), end: tenOClock.addingTimeInterval(60)))
        #expect(ten.overlaps(start: tenOClock.addingTimeInterval(600), end: tenOClock.addingTimeInterval(1200)))
        #expect(ten.overlaps(start: tenOClock.addingTimeInterval(-600), end: tenOClock.addingTimeInterval(7200)))
    }
}
