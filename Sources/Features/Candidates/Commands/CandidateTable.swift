import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The table `list` and `search` print: one row per candidate, times in the user's zone.
enum CandidateTable {
    static let columns = ["ID", "NAME", "EMAIL", "ROLE", "STAGE", "ADDED"]

    static func rendered(_ candidates: [Candidate], display: TimeDisplay) -> String {
        var table = TableBuilder(columns: columns)
        for candidate in candidates {
            table.append(candidate.id)
            table.append(candidate.name)
            table.append(candidate.email)
            table.append(candidate.role)
            table.append(candidate.stage.rawValue)
            table.appendCell { display.appendText(candidate.addedAt, to: &$0) }
            table.endRow()
        }
        return table.rendered()
    }
}
