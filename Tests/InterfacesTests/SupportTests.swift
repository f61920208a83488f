import Foundation
import InjectWorkflowInterfaces
import Testing

@Suite("Ids, times and value round trips")
struct SupportTests {
    @Test("the next id is one more than the largest with that prefix, ignoring others")
    func sequentialIDs() {
        #expect(SequentialID.next(prefix: "c", after: []) == "c1")
        #expect(SequentialID.next(prefix: "c", after: ["c1", "c2"]) == "c3")
        #expect(SequentialID.next(prefix: "c", after: ["c9", "c10", "c2"]) == "c11")
        #expect(SequentialID.next(prefix: "c", after: ["c1", "c4"]) == "c5")
        #expect(SequentialID.next(prefix: "e", after: ["c7", "d3", "e1", "ex"]) == "e2")
    }

    @Test("value types survive a JSON round trip")
    func codableRoundTrip() throws {
        let now = Date(timeIntervalSince1970: 1_795_428_000)
        var candidate = Candidate(id: "c1", name: "Zoë Ñúñez", email: "zoe@example.com", role: "Engineer", addedAt: now)
        candidate.history.append(StageChange(from: .applied, to: .screening, at: now.addingTimeInterval(60)))
        candidate.stage = .screening
        let event = InterviewEvent(
            id: "e1", candidateID: "c1", start: now, durationMinutes: 30, interviewers: ["a@x.com"],
            location: "Room 4", status: .cancelled, createdAt: now, cancelledAt: now, invitationDraftID: "d1")
        #expect(try roundTrip(candidate) == candidate)
        #expect(try roundTrip(event) == event)
        #expect(candidate.history.first == StageChange(from: nil, to: .applied, at: now))
    }

    func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }
}
