import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Turns a CSV table into candidates to add, or the list of everything wrong with it.
enum CandidateImport {
    /// The table's records as rows to import, once the header names the columns and every stage is known;
    /// otherwise throws naming every problem of the file (bad CSV, missing columns, unknown stages).
    static func rows(in table: CSVTable, file: String) throws -> [CandidateImportRow] {
        var problems = table.problems.map(\.description)
        let missing = ["name", "email", "role"].filter { table.column(named: $0) == nil }
        if !missing.isEmpty, table.problems.isEmpty {
            problems.append(
                "line 1: the header has no column named \(missing.map { "'\($0)'" }.joined(separator: ", "))")
        }
        try refuse(problems, file: file)
        let name = table.column(named: "name")!
        let email = table.column(named: "email")!
        let role = table.column(named: "role")!
        let stage = table.column(named: "stage")
        var rows: [CandidateImportRow] = []
        rows.reserveCapacity(table.records.count)
        for record in table.records {
            var rowStage = Stage.applied
            if let stage, !record[stage].isEmpty {
                guard let parsed = Stage(rawValue: record[stage].lowercased()) else {
                    problems.append("line \(record.line): unknown stage '\(record[stage])'")
                    continue
                }
                rowStage = parsed
            }
            rows.append(
                CandidateImportRow(
                    line: record.line,
                    candidate: NewCandidate(name: record[name], email: record[email], role: record[role]),
                    stage: rowStage))
        }
        try refuse(problems, file: file)
        return rows
    }

    /// Throws one error listing `problems` (the first twenty, then how many more) when there are any.
    static func refuse(_ problems: [String], file: String) throws {
        guard !problems.isEmpty else { return }
        let shown = problems.prefix(ImportCandidatesCommand.reportedProblems)
        let more = problems.count - shown.count
        throw AppError.badData(
            "nothing was imported: \(file) has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
                + shown.joined(separator: "\n") + (more > 0 ? "\n… and \(more) more" : ""),
            hint: "fix the rows named above and import again; the import adds all rows or none")
    }
}
