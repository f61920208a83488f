import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates export --output FILE|- [--format csv|json]`: every candidate, in the form `import` reads.
enum ExportCandidatesCommand {
    static let columns = ["name", "email", "role", "stage"]

    static var command: FeatureCommand {
        FeatureCommand(
            name: "export",
            summary: "Write every candidate to a CSV (or JSON) file that 'candidates import' reads back",
            arguments: OutputFile.arguments(help: "The file to write, e.g. candidates.csv ('-' for standard output)")
                + [.option("format", help: "csv (the default) or json", valueName: "format")],
            examples: [
                "inject-workflow candidates export --output candidates.csv",
                "inject-workflow candidates export --output - --format json",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let format = invocation.arguments.value("format") ?? "csv"
        let candidates = try invocation.resolver.resolve(CandidatesService.self).allCandidates()
        let text: String
        switch format {
        case "csv":
            text = CSVWriter.document(
                header: columns, rows: candidates.map { [$0.name, $0.email, $0.role, $0.stage.rawValue] })
        case "json":
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            text = String(decoding: try encoder.encode(candidates), as: UTF8.self) + "\n"
        default:
            throw AppError.usage("unknown export format '\(format)'", hint: "the formats are csv and json")
        }
        let destination = try invocation.writeOutputFile(text)
        guard destination != .standardOutput else { return }
        invocation.console.print(
            "wrote \(candidates.count) candidate\(candidates.count == 1 ? "" : "s") to \(destination)")
    }
}
