import Foundation
import InjectWorkflowCore
import InjectWorkflowEvents
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The events commands")
struct CommandTests {
    @Test("the module names itself and contributes schedule, list, cancel and export")
    func moduleShape() {
        #expect(EventsModule().name == "events")
        #expect(EventsModule().commands.map(\.name) == ["schedule", "list", "reschedule", "cancel", "export"])
    }

    @Test("schedule prints the id and who got the invitation")
    func schedulePrints() throws {
        let output = try Harness().run(
            "schedule", "c1", "--start", "2026-11-23T10:00", "--duration", "45", "--interviewer", "lin@example.com",
            "--interviewer", "sam@example.com", "--location", "Room 4")
        #expect(
            output == "e1\ninvitation d1 sent to Ada Lovelace <ada@example.com>, copied to lin@example.com, "
                + "sam@example.com\n2026-11-23 10:00 UTC to 2026-11-23 10:45 UTC, Room 4\n")
    }

    @Test("with email disabled, schedule says no invitation was sent")
    func scheduleWithoutEmail() throws {
        let output = try Harness(withEmail: false).run(
            "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com", "--location", "Room 4")
        #expect(output == "e1\nno invitation sent: the email feature is disabled\n")
    }

    @Test("a malformed --start is a usage error quoting it")
    func malformedStart() {
        let error = appError {
            _ = try Harness().run(
                "schedule", "c1", "--start", "23/11/2026", "--interviewer", "a@b.co", "--location", "x")
        }
        #expect(error?.message == "'23/11/2026' is not a date and time")
        #expect(error?.exitCode == .usage)
    }

    @Test("list prints an aligned table of upcoming interviews; --all adds cancelled ones")
    func listPrintsTable() throws {
        let harness = Harness()
        try harness.schedule()
        try harness.schedule("c2", at: Harness.tomorrow(12), minutes: 30)
        try harness.events.cancel(id: "e2")
        #expect(
            try harness.run("list") == """
                ID  CANDIDATE  START                 LENGTH  INTERVIEWERS     LOCATION  STATUS
                e1  c1         2026-11-23 10:00 UTC  60 min  lin@example.com  Room 4    scheduled

                """)
        #expect(try harness.run("list", "--all").split(separator: "\n").count == 3)
        let json = try harness.run("list", "--all", format: .json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.compactMap { $0["status"] as? String } == ["scheduled", "cancelled"])
    }

    @Test("cancel confirms what was cancelled")
    func cancelPrints() throws {
        let harness = Harness()
        try harness.schedule()
        #expect(try harness.run("cancel", "e1") == "e1 cancelled (was 2026-11-23 10:00 UTC, Room 4)\n")
    }

    @Test("export writes the .ics file and says how many interviews it holds")
    func exportWritesFile() throws {
        let harness = Harness()
        try harness.schedule()
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("interviews.ics").path
        #expect(try harness.run("export", "--output", path) == "wrote 1 interview to \(path)\n")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == (try harness.events.calendar(forCandidate: nil)))
    }

    @Test("export to a folder that does not exist names the path")
    func exportToMissingFolder() throws {
        let harness = Harness()
        let error = appError { _ = try harness.run("export", "--output", "/nonexistent-appfeat/x.ics") }
        #expect(
            error?.message.hasPrefix("cannot write '/nonexistent-appfeat/x.ics': No such file or directory") == true)
    }
}
