import Core
import Foundation
import Interfaces

/// `app events export --output FILE.ics [--candidate id]`: an RFC 5545 calendar file.
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
            arguments: [
                .option("output", help: "The file to write, e.g. interviews.ics", isRequired: true, valueName: "file"),
                .option("candidate", help: "Only this candidate's interviews", valueName: "id"),
            ],
            examples: ["app events export --output interviews.ics"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let path = try invocation.arguments.required("output")
        let calendar = try invocation.resolver.resolve(EventsService.self)
            .calendar(forCandidate: invocation.arguments.value("candidate"))
        do {
            try Data(calendar.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw EventsError.cannotWrite(path: path, reason: error.localizedDescription).appError
        }
        let count = calendar.components(separatedBy: "BEGIN:VEVENT").count - 1
        if try invocation.printJSONIfRequested(Export(path: path, interviews: count)) { return }
        invocation.console.print("wrote \(count) interview\(count == 1 ? "" : "s") to \(path)")
    }
}
