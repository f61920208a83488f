import Foundation
import Testing

@Suite("Importing an earlier release's JSON data directory")
struct JSONImportTests {
    /// The four documents an earlier release wrote: two candidates (Ada moved to screening), an invitation
    /// draft that was sent, and Ada's interview.
    static let documents: [String: String] = [
        "candidates": """
        {"schemaVersion": 1, "document": [
          {"id": "c1", "name": "Ada Lovelace", "email": "ada@example.com", "role": "Engineer", "stage": "screening",
           "addedAt": "2026-11-20T09:00:00Z", "history": [
             {"to": "applied", "at": "2026-11-20T09:00:00Z"},
             {"from": "applied", "to": "screening", "at": "2026-11-21T09:00:00Z"}]},
          {"id": "c4", "name": "Grace Hopper", "email": "grace@example.com", "role": "Admiral", "stage": "applied",
           "addedAt": "2026-11-21T10:00:00Z", "history": [{"to": "applied", "at": "2026-11-21T10:00:00Z"}]}]}
        """,
        "drafts": """
        {"schemaVersion": 1, "document": [
          {"id": "d1", "candidateID": "c1", "templateName": "interview-invitation",
           "from": {"name": "Recruiting Team", "address": "recruiting@example.com"},
           "to": {"name": "Ada Lovelace", "address": "ada@example.com"}, "subject": "Interview", "body": "Hello",
           "createdAt": "2026-11-21T11:00:00Z", "sentAt": "2026-11-21T11:00:00Z"}]}
        """,
        "outbox": """
        {"schemaVersion": 1, "document": [
          {"draftID": "d1", "candidateID": "c1", "templateName": "interview-invitation", "messageID": "d1.x@example.com",
           "to": {"name": "Ada Lovelace", "address": "ada@example.com"}, "subject": "Interview",
           "sentAt": "2026-11-21T11:00:00Z", "location": "/old/outbox/d1.eml"}]}
        """,
        "events": """
        {"schemaVersion": 1, "document": [
          {"id": "e1", "candidateID": "c1", "start": "2026-11-23T10:00:00Z", "durationMinutes": 60,
           "interviewers": ["lin@example.com"], "location": "Room 4", "status": "scheduled",
           "createdAt": "2026-11-21T11:00:00Z", "invitationDraftID": "d1"}]}
        """,
    ]

    static func plantDocuments(in sandbox: AppSandbox) throws {
        try FileManager.default.createDirectory(atPath: sandbox.dataDirectory, withIntermediateDirectories: true)
        for (name, text) in documents {
            try Data(text.utf8).write(to: URL(fileURLWithPath: sandbox.documentPath(name)))
        }
    }

    static func candidateNames(in sandbox: AppSandbox) throws -> [String] {
        let list = try sandbox.run(["candidates", "list", "--json"])
        #expect(list.status == 0, "\(list.errorOutput)")
        let candidates = try #require(
            try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        return candidates.compactMap { $0["name"] as? String }
    }

    @Test func everythingIsImportedOnceWithItsIdsAndTheJSONIsKeptAsABackup() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try Self.plantDocuments(in: sandbox)
        #expect(try Self.candidateNames(in: sandbox) == ["Ada Lovelace", "Grace Hopper"])
        #expect(try Self.candidateNames(in: sandbox) == ["Ada Lovelace", "Grace Hopper"], "not imported twice")

        let timeline = try sandbox.run(["candidates", "timeline", "c1"])
        #expect(timeline.output.contains("moved from 'applied' to 'screening'"), "\(timeline.output)")
        #expect(timeline.output.contains("email sent: \"Interview\""), "\(timeline.output)")
        #expect(timeline.output.contains("e1"), "\(timeline.output)")
        let added = try sandbox.run([
            "candidates", "add", "--name", "Linus", "--email", "l@example.com", "--role", "QA",
        ])
        #expect(added.output == "c5\n", "numbering continues after the largest imported id")
        let clash = try sandbox.run([
            "events", "schedule", "c4", "--start", "2026-11-23T10:30", "--interviewer", "LIN@example.com",
            "--location", "Room 5",
        ])
        #expect(clash.status != 0, "the imported interview still blocks its interviewer: \(clash.errorOutput)")

        for name in Self.documents.keys {
            #expect(FileManager.default.fileExists(atPath: sandbox.documentPath(name)), "\(name).json is kept")
        }
        let doctor = try sandbox.run(["doctor"])
        #expect(
            doctor.output.contains(
                "JSON backup: import confirmed: all 5 records of candidates.json, drafts.json, outbox.json, "
                    + "events.json are in the database; 'inject-workflow doctor --fix' removes the files."),
            "\(doctor.output)")
        let fixed = try sandbox.run(["doctor", "--fix"])
        #expect(fixed.output.contains("JSON backup: import confirmed (5 records); removed candidates.json"))
        for name in Self.documents.keys {
            #expect(!FileManager.default.fileExists(atPath: sandbox.documentPath(name)), "\(name).json is removed")
        }
        #expect(try Self.candidateNames(in: sandbox) == ["Ada Lovelace", "Grace Hopper", "Linus"])
    }

    @Test func doctorKeepsABackupThatHoldsWhatTheDatabaseDoesNot() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try Self.plantDocuments(in: sandbox)
        #expect(try Self.candidateNames(in: sandbox).count == 2)
        // A record added to the JSON after the import (by an old release still in use) is not in the database.
        let candidates = try #require(Self.documents["candidates"])
            .replacingOccurrences(of: "\"id\": \"c4\"", with: "\"id\": \"c9\"")
        try Data(candidates.utf8).write(to: URL(fileURLWithPath: sandbox.documentPath("candidates")))
        let fixed = try sandbox.run(["doctor", "--fix"])
        #expect(fixed.status == 1)
        #expect(fixed.output.contains("1 record missing from the database: c9 (the files are kept)"), "\(fixed.output)")
        #expect(FileManager.default.fileExists(atPath: sandbox.documentPath("candidates")))
    }

    @Test func anImportKilledHalfWayLeavesNoDatabaseAndTheNextRunImportsCleanly() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try Self.plantDocuments(in: sandbox)
        // The first run pauses inside the import transaction, so the kill lands there.
        let importing = try sandbox.start(
            ["candidates", "list"], extraEnvironment: ["WORKFLOW_TEST_CRASH_WINDOW_MS": "5000"])
        let building = "\(sandbox.dataDirectory)/.workflow.sqlite.creating"
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: building), Date() < deadline { usleep(2_000) }
        #expect(FileManager.default.fileExists(atPath: building), "the import never started")
        usleep(100_000)
        kill(importing.processIdentifier, SIGKILL)
        _ = try importing.finish()
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath), "no half-imported database")

        #expect(try Self.candidateNames(in: sandbox) == ["Ada Lovelace", "Grace Hopper"])
        #expect(try Self.candidateNames(in: sandbox) == ["Ada Lovelace", "Grace Hopper"])
        let events = try sandbox.run(["events", "list", "--all", "--json"])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(events.output.utf8)) as? [[String: Any]])
        #expect(parsed.count == 1, "nothing doubled")
    }

    @Test func aDocumentThatIsNotJSONStopsTheImportNamingItAndNothingIsCreated() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try Self.plantDocuments(in: sandbox)
        try Data("{\"schemaVersion\": 1, \"document\": [".utf8).write(
            to: URL(fileURLWithPath: sandbox.documentPath("events")))
        let run = try sandbox.run(["candidates", "list"])
        #expect(run.status == 65)
        #expect(run.errorOutput.hasPrefix("error: \(sandbox.documentPath("events")) is not a workflow document"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }
}
