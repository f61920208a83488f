import Foundation
import Inject
import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowEvents
import InjectWorkflowInterfaces

/// Fills a data directory through the app's own services (in one transaction, so it takes seconds, not the
/// hours 100,000 processes would): `candidates` people, and `interviews` interviews spread over 50 interviewers
/// so none overlap.
enum Seeding {
    static let now = Date(timeIntervalSince1970: 1_795_338_000)  // 2026-11-22T09:00:00Z

    static func seed(_ directory: URL, candidates: Int, interviews: Int) throws {
        let store = SQLiteStore(directory: directory)
        let container = Container()
        container.register(Store.self, scope: .singleton) { store }
        container.register(WallClock.self, scope: .singleton) { FixedClock(now) }
        CandidatesModule().register(in: container)
        EventsModule().register(in: container)
        let people = container.resolve(CandidatesService.self)
        let calendar = container.resolve(EventsService.self)
        try store.transaction { _ in
            for number in 1...candidates {
                try people.add(
                    NewCandidate(name: "Person \(number)", email: "p\(number)@example.com", role: "Role \(number % 40)")
                )
            }
            for number in 0..<interviews {
                _ = try calendar.schedule(
                    InterviewRequest(
                        candidateID: "c\(number + 1)",
                        start: now.addingTimeInterval(Double(86_400 + number / 50 * 3600)),
                        durationMinutes: 60, interviewers: ["interviewer\(number % 50)@example.com"], location: "Room 1"
                    ))
            }
        }
    }

    /// The same people and interviews as the JSON documents of the releases before the database.
    static func writeLegacyJSON(_ directory: URL, candidates: Int, interviews: Int) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let added = "2026-11-22T09:00:00Z"
        var people: [String] = []
        for number in 1...candidates {
            people.append(
                "{\"id\":\"c\(number)\",\"name\":\"Person \(number)\",\"email\":\"p\(number)@example.com\","
                    + "\"role\":\"Role \(number % 40)\",\"stage\":\"applied\",\"addedAt\":\"\(added)\","
                    + "\"history\":[{\"to\":\"applied\",\"at\":\"\(added)\"}]}")
        }
        var events: [String] = []
        let formatter = ISO8601DateFormatter()
        for number in 0..<interviews {
            let start = formatter.string(from: now.addingTimeInterval(Double(86_400 + number / 50 * 3600)))
            events.append(
                "{\"id\":\"e\(number + 1)\",\"candidateID\":\"c\(number + 1)\",\"start\":\"\(start)\","
                    + "\"durationMinutes\":60,\"interviewers\":[\"interviewer\(number % 50)@example.com\"],"
                    + "\"location\":\"Room 1\",\"status\":\"scheduled\",\"createdAt\":\"\(added)\"}")
        }
        for (name, items) in [("candidates", people), ("events", events)] {
            let text = "{\"schemaVersion\":1,\"document\":[" + items.joined(separator: ",") + "]}"
            try Data(text.utf8).write(to: directory.appendingPathComponent("\(name).json"))
        }
    }
}
