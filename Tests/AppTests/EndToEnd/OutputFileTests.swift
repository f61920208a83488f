import Foundation
import Testing

@Suite("Files the user names are never clobbered")
struct OutputFileTests {
    /// A sandbox with one candidate and one interview, ready to export.
    static func sandboxWithAnInterview() throws -> AppSandbox {
        let sandbox = try AppSandbox()
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        let scheduled = try sandbox.run([
            "events", "schedule", "c1", "--start", "2026-11-23T10:00", "--interviewer", "lin@example.com",
            "--location", "Room 4",
        ])
        #expect(scheduled.status == 0, "\(scheduled.errorOutput)")
        return sandbox
    }

    @Test func aPathInsideTheDataDirectoryIsRefusedEvenWithForceAndNothingThereChanges() throws {
        let sandbox = try Self.sandboxWithAnInterview()
        defer { sandbox.remove() }
        let database = try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath))
        let link = sandbox.root.appendingPathComponent("sneaky.ics").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.databasePath)
        for target in [sandbox.databasePath, "\(sandbox.dataDirectory)/new.ics", "data/../data/x.ics", link] {
            for force in [[], ["--force"]] {
                let run = try sandbox.run(["events", "export", "--output", target] + force)
                #expect(run.status == 64, "\(target) \(force): \(run.errorOutput)")
                #expect(run.errorOutput.contains("is inside the data directory"), "\(run.errorOutput)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath)) == database)
        #expect(!FileManager.default.fileExists(atPath: "\(sandbox.dataDirectory)/new.ics"))
        #expect(try sandbox.run(["candidates", "list"]).status == 0)
    }

    @Test func anExistingFileIsRefusedUnlessForceIsGiven() throws {
        let sandbox = try Self.sandboxWithAnInterview()
        defer { sandbox.remove() }
        let path = sandbox.root.appendingPathComponent("mine.ics").path
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
        let refused = try sandbox.run(["events", "export", "--output", path])
        #expect(refused.status == 1)
        #expect(
            refused.errorOutput == "error: refusing to overwrite '\(path)': the file exists\n"
                + "hint: pass --force to replace it, or choose another --output\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious")

        let forced = try sandbox.run(["events", "export", "--output", path, "--force"])
        #expect(forced.status == 0, "\(forced.errorOutput)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    @Test func aNewFileIsPrivateAndADashMeansStandardOutput() throws {
        let sandbox = try Self.sandboxWithAnInterview()
        defer { sandbox.remove() }
        let written = try sandbox.run(["events", "export", "--output", "out.ics"])
        #expect(written.output == "wrote 1 interview to out.ics\n", "\(written.errorOutput)")
        let path = sandbox.root.appendingPathComponent("out.ics").path
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let printed = try sandbox.run(["events", "export", "--output", "-"])
        #expect(printed.status == 0)
        #expect(printed.output.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(printed.output.hasSuffix("END:VCALENDAR\r\n"))
        #expect(printed.output == (try String(contentsOfFile: path, encoding: .utf8)))
    }
}
