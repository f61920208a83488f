import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `app events export --output FILE.ics [--force] [--candidate id]`: an RFC 5545 calendar file (`-` for standard
/// output); an existing file is replaced only with `--force`, and never one inside the data directory.
enum ExportCalendarCommand {
    /// What `--json` prints.
    struct Export: Encodable {
        var path: String
        var interviews: Int
    }

    static var command: FeatureCommand {
        FeatureCommand(
            name: "export",
            summary: "Write interviews to an iCalendar (.ics) file",
            arguments: OutputFile.arguments(help: "The file to write, e.g. interviews.ics ('-' for standard output)")
                + [.option("candidate", help: "Only this candidate's interviews", valueName: "id")],
            examples: [
                "inject-workflow events export --output interviews.ics",
                "inject-workflow events export --output - --candidate c1",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let calendar = try invocation.resolver.resolve(EventsService.self)
            .calendar(forCandidate: invocation.arguments.value("candidate"))
        let destination = try invocation.writeOutputFile(calendar)
        // The calendar itself is the output when it went to standard output.
        guard destination != .standardOutput else { return }
        let count = calendar.components(separatedBy: "BEGIN:VEVENT").count - 1
        if try invocation.printJSONIfRequested(Export(path: "\(destination)", interviews: count)) { return }
        invocation.console.print("wrote \(count) interview\(count == 1 ? "" : "s") to \(destination)")
    }
}
