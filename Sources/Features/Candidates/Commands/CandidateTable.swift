import Core
import Interfaces

/// The table `list` and `search` print: one row per candidate, times in the user's zone.
enum CandidateTable {
    static func rendered(_ candidates: [Candidate], display: TimeDisplay) -> String {
        let rows = candidates.map { [$0.id, $0.name, $0.email, $0.role, $0.stage.rawValue, display.text($0.addedAt)] }
        return Table(columns: ["ID", "NAME", "EMAIL", "ROLE", "STAGE", "ADDED"], rows: rows).rendered()
    }
}
