import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates import FILE.csv`: adds every row as a candidate, or none when any row is wrong.
///
/// The file is RFC 4180 CSV with a header naming the columns `name`, `email`, `role` and optionally
/// `stage` (any order, any case); what `candidates export` writes. Every bad row is reported with its line.
enum ImportCandidatesCommand {
    /// At most this many problems are printed; the count of the rest follows.
    static let reportedProblems = 20

    static var command: FeatureCommand {
        FeatureCommand(
            name: "import",
            summary: "Add candidates from a CSV file (name, email, role[, stage]): all rows or none",
            arguments: [.positional("file", help: "The CSV file, with a header row naming the columns")],
            examples: ["inject-workflow candidates import candidates.csv"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let path = try invocation.arguments.required("file")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppError("cannot read '\(path)'", hint: "check the path; the file must exist and be readable")
        }
        let rows = try CandidateImport.rows(in: CSVReader.read(data), file: path)
        // Inside the command's one transaction: a refused row, or a failure part-way, keeps none of the rows.
        let added = try invocation.resolver.resolve(CandidatesService.self).importCandidates(rows, from: path)
        if try invocation.printJSONIfRequested(added) { return }
        invocation.console.print("imported \(added.count) candidate\(added.count == 1 ? "" : "s") from \(path)")
    }
}
