import Core
import Foundation
import Interfaces

/// `app candidates import FILE.csv`: adds every row as a candidate, or none when any row is wrong.
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
            examples: ["app candidates import candidates.csv"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let path = try invocation.arguments.required("file")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppError("cannot read '\(path)'", hint: "check the path; the file must exist and be readable")
        }
        let rows = try CandidateImport.rows(in: CSVReader.read(data), file: path)
        let service = invocation.resolver.resolve(CandidatesService.self)
        var problems: [String] = []
        let existing = Set(try service.allCandidates().map { $0.email.lowercased() })
        var seen: [String: Int] = [:]
        for row in rows {
            do {
                let fields = try StoredCandidatesService.validated(row.candidate)
                let key = fields.email.lowercased()
                if existing.contains(key) {
                    problems.append("line \(row.line): a candidate with the email '\(fields.email)' already exists")
                } else if let earlier = seen[key] {
                    problems.append("line \(row.line): the email '\(fields.email)' is also on line \(earlier)")
                } else {
                    seen[key] = row.line
                }
            } catch {
                problems.append("line \(row.line): \(error.message)")
            }
        }
        try CandidateImport.refuse(problems, file: path)
        // Inside the command's one transaction: a failure part-way keeps none of the rows.
        let added = try rows.map { row in try service.importCandidate(row.candidate, stage: row.stage) }
        if try invocation.printJSONIfRequested(added) { return }
        invocation.console.print("imported \(added.count) candidate\(added.count == 1 ? "" : "s") from \(path)")
    }
}
