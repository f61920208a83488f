import Foundation
import Testing

@Suite("The schedule stays real, end to end through the app binary")
struct ScheduleIntegrityTests {
    /// A sandbox with c1 (Ada) and c2 (Grace) in screening, and e1: Ada with Lin tomorrow 10:00–11:00 Berlin.
    static func sandboxWithAnInterview() throws -> AppSandbox {
        let sandbox = try AppSandbox()
        for (name, email) in [("Ada Lovelace", "ada@example.com"), ("Grace Hopper", "grace@example.com")] {
            try sandbox.run(["candidates", "add", "--name", name, "--email", email, "--role", "Engineer"])
        }
        for id in ["c1", "c2"] { try sandbox.run(["candidates", "move", id, "screening"]) }
        let scheduled = try sandbox.run([
            "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com",
            "--location", "Room 4",
        ])
        #expect(scheduled.status == 0, "\(scheduled.errorOutput)")
        return sandbox
    }

    @Test("a candidate is not booked into two overlapping interviews, even with other interviewers")
    func candidateIsNotDoubleBooked() throws {
        let sandbox = try Self.sandboxWithAnInterview()
        defer { sandbox.remove() }
        let second = try sandbox.run([
            "events", "schedule", "c1", "--start", "2026-11-23T10:30", "--interviewer", "sam@example.com",
            "--location", "Room 5",
        ])
        #expect(second.status == 1)
        #expect(
            second.errorOutput == """
                error: candidate 'c1' is already in interview 'e1' from 2026-11-23 10:00 +01:00 to 2026-11-23 11:00 \
                +01:00 (Room 4), and cannot be in two interviews at once
                hint: start at or after 2026-11-23 11:00 +01:00, end by 2026-11-23 10:00 +01:00, or move 'e1' with \
                'inject-workflow events reschedule e1 --start …'

                """)
        let other = try sandbox.run([
            "events", "schedule", "c2", "--start", "2026-11-23T10:30", "--interviewer", "sam@example.com",
            "--location", "Room 5",
        ])
        #expect(other.status == 0, "another candidate at that time is fine: \(other.errorOutput)")
    }

    @Test("rejecting a candidate with an interview ahead is refused, and nothing changes")
    func rejectingIsRefused() throws {
        let sandbox = try Self.sandboxWithAnInterview()
        defer { sandbox.remove() }
        let reject = try sandbox.run(["candidates", "move", "c1", "rejected"])
        #expect(reject.status == 1)
        #expect(
            reject.errorOutput == """
                error: candidate 'c1' still has 1 interview scheduled, so they were not moved to 'rejected': 'e1' at \
                2026-11-23 10:00 +01:00 (Room 4)
                hint: cancel them with the move, which tells the candidate and the interviewers: 'inject-workflow candidates move \
                c1 rejected --cancel-interviews'; or cancel each first with 'inject-workflow events cancel e1'

                """)
        #expect(try sandbox.run(["candidates", "show", "c1", "--json"]).output.contains(#""stage" : "screening""#))
        #expect(try sandbox.run(["events", "list"]).output.contains("e1"))
    }

    @Test("--cancel-interviews cancels them in the same step and sends the cancellation notice")
    func rejectingWithCancellation() throws {
        let sandbox = try Self.sandboxWithAnInterview()
        defer { sandbox.remove() }
        let reject = try sandbox.run(["candidates", "move", "c1", "rejected", "--cancel-interviews"])
        #expect(reject.status == 0, "\(reject.errorOutput)")
        #expect(
            reject.output == """
                e1 cancelled (was 2026-11-23 10:00 +01:00, Room 4)
                c1 Ada Lovelace: screening → rejected

                """)
        let events = try sandbox.run(["events", "list", "--all", "--json"])
        #expect(events.output.contains(#""status" : "cancelled""#))
        let outbox = try FileManager.default.contentsOfDirectory(atPath: "\(sandbox.dataDirectory)/outbox")
        #expect(outbox.count == 2, "the invitation and the cancellation notice: \(outbox)")
        let notices = try outbox.map {
            try String(contentsOfFile: "\(sandbox.dataDirectory)/outbox/\($0)", encoding: .utf8)
        }
        #expect(notices.contains { $0.contains("text/calendar; method=CANCEL") })
    }
}
