import Foundation
import InjectWorkflowCore

/// The steps of `inject-workflow demo`, and how each is run and shown.
struct DemoScript {
    var session: Session
    var directory: String
    private var stepNumber = 0

    init(session: Session, directory: String) {
        self.session = session
        self.directory = directory
    }

    private var console: any Console { session.console }

    mutating func play() async throws {
        console.print("A complete hiring workflow in a fresh data directory: \(directory)")
        console.print("Each step is an ordinary command; add '--data-dir \(directory)' to run it yourself.")

        heading("Three people apply")
        let ada = try await run(
            [
                "candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com",
                "--role", "Staff Engineer",
            ], id: "c")
        let grace = try await run(
            [
                "candidates", "add", "--name", "Grace Hopper", "--email", "grace@example.com",
                "--role", "Engineering Manager",
            ], id: "c")
        let alan = try await run(
            [
                "candidates", "add", "--name", "Alan Turing", "--email", "alan@example.com",
                "--role", "Staff Engineer",
            ], id: "c")
        try await run(["candidates", "list"])

        heading("Ada and Grace move forward; Alan is turned down")
        try await run(["candidates", "move", ada, "screening"])
        try await run(["candidates", "move", ada, "interview"])
        try await run(["candidates", "move", grace, "screening"])
        try await run(["candidates", "move", alan, "rejected"])

        heading("Schedule Ada's interview: the events feature emails her an invitation through EmailComposing")
        let interview = try await run(
            [
                "events", "schedule", ada, "--start", interviewStart(), "--duration", "60",
                "--interviewer", "grace@example.com", "--interviewer", "linus@example.com",
                "--location", "Room 4, Analytical Engine House",
            ], id: "e")
        try await run(["events", "list"])

        heading("Compose an email to Grace from a template, and send it")
        let draft = try await run(["email", "compose", grace, "--template", "screening-invitation"], id: "d")
        try await run(["email", "send", draft])
        try await run(["email", "outbox"])

        heading("Export the interviews to a calendar file")
        // Beside the data directory, not in it: files the user names never go where the app keeps its own.
        try await run(["events", "export", "--output", calendarPath])

        heading("Grace's address had a typo; find people by part of a name")
        try await run(["candidates", "edit", grace, "--email", "grace.hopper@example.com"])
        try await run(["candidates", "search", "HOPPER"])

        heading("Two more people arrive from a spreadsheet (all rows or none)")
        let spreadsheet = calendarPath.replacingOccurrences(of: ".ics", with: "-applicants.csv")
        try Data(Self.applicantsCSV.utf8).write(to: URL(fileURLWithPath: spreadsheet))
        try await run(["candidates", "import", spreadsheet])

        heading("Ada's interview moves to the afternoon: everyone gets the updated invitation")
        try await run([
            "events", "reschedule", interview, "--start",
            interviewStart().replacingOccurrences(of: "T10:00", with: "T14:00"),
        ])

        heading("Alan asks to be forgotten: his data is erased everywhere")
        try await run(["candidates", "delete", alan, "--yes"])

        heading("Ada's timeline merges stage changes, emails and interviews")
        try await run(["candidates", "timeline", ada])
        try await run(["candidates", "list", "--sort", "stage"])

        console.print("")
        console.print("Done. Everything is in \(directory):")
        console.print(
            CommandUsage.list([
                ("workflow.sqlite", "the database (candidates, drafts, emails, interviews); sqlite3 opens it"),
                ("outbox/*.eml", "the emails sent; any mail client opens them"),
            ]))
        console.print("The calendar export, which any calendar app imports, is \(calendarPath).")
        console.print(
            "Look around with 'inject-workflow --data-dir \(directory) candidates list'; remove it all with "
                + "'rm -r \(directory) \(calendarPath) \(spreadsheet)'.")
    }

    /// Where the demo exports the calendar: beside the data directory.
    var calendarPath: String { "\(directory)-interviews.ics" }

    private mutating func heading(_ title: String) {
        stepNumber += 1
        console.print("")
        console.print("\(stepNumber). \(title)")
    }

    /// Prints `$ inject-workflow …`, runs it through a host on the demo's directory, and stops the demo if it fails.
    /// With `id`, returns the first word of the output that looks like an id with that prefix (`c3`, `d2`).
    @discardableResult
    private func run(_ arguments: [String], id prefix: String? = nil) async throws -> String {
        console.print("$ inject-workflow " + arguments.map(Self.quoted).joined(separator: " "))
        let tee = TeeConsole(forwardingTo: console)
        var environment = session.host.environment
        environment[DataDirectory.environmentVariable] = directory
        let host = AppHost(
            modules: session.host.modules, environment: environment, console: tee,
            currentDirectory: session.host.currentDirectory)
        let status = await host.run(arguments)
        guard status == .success else {
            throw HostError.demoStepFailed(step: "inject-workflow " + arguments.joined(separator: " "), status: status)
                .appError
        }
        guard let prefix else { return "" }
        let words = tee.output.joined(separator: " ").split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let id = words.first(where: { $0.hasPrefix(prefix) && Int($0.dropFirst(prefix.count)) != nil }) else {
            throw HostError.demoStepFailed(
                step: "inject-workflow " + arguments.joined(separator: " "), status: .internalError
            )
            .appError
        }
        return String(id)
    }

    /// Tomorrow at 10:00 UTC by the app's clock (`WORKFLOW_NOW` when set), in the form `--start` takes.
    private func interviewStart() throws -> String {
        let now = try session.clock().now()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let tomorrow = calendar.startOfDay(for: now.addingTimeInterval(24 * 60 * 60))
        let parts = calendar.dateComponents([.year, .month, .day], from: tomorrow)
        func pad(_ number: Int?) -> String { String(format: "%02d", number ?? 0) }
        return "\(parts.year ?? 0)-\(pad(parts.month))-\(pad(parts.day))T10:00"
    }

    /// The small spreadsheet the demo imports (RFC 4180: a quoted field with a comma and one with quotes).
    static let applicantsCSV =
        "name,email,role\r\n\"Hamilton, Margaret\",margaret@example.com,Flight Software Lead\r\n"
        + "Katherine Johnson,katherine@example.com,\"Research \"\"Computer\"\"\"\r\n"

    /// How a shell user would type the word: quoted when it holds spaces or shell characters.
    private static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_.@/:=+".contains($0) }
        return plain && !word.isEmpty ? word : "\"\(word)\""
    }
}
