import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The table of `inject-workflow candidates list` in its default order, read straight from the store: each row's values go
/// from SQLite's buffers into the table's one byte buffer, with no ``Candidate`` (nor its history, which the
/// table does not show) built per row. A listing of 100,000 candidates is most of what the command costs.
///
/// The other orders and `--json` need whole candidates, and take ``CandidatesService/list(_:)``; both ways
/// print the same table (``CandidateTable``'s columns, ``TimeDisplay``'s times). The command builds it from the
/// host's services; it is not registered, so the dependency graph is the one `list` always had.
///
/// ```swift
/// let listing = CandidateListing(store: resolver.resolve(Store.self), display: resolver.resolve(TimeDisplay.self))
/// print(try listing.table(CandidateQuery(stage: .applied)) ?? "No candidates match.")
/// ```
struct CandidateListing {
    let store: Store
    let display: TimeDisplay

    /// The table of the candidates `query`'s filters match, in the order they were added (its `sort` is not
    /// read), or `nil` when none matches.
    func table(_ query: CandidateQuery) throws -> String? {
        let (condition, values) = CandidateRows.condition(for: query)
        var table = TableBuilder(columns: CandidateTable.columns)
        try store.transaction { db in
            try CandidateRows.forEachRow(where: condition, values, in: db) { row, stage in
                table.append(CandidateRows.idPrefix, row.int(CandidateRows.Column.number))
                row.withUTF8(CandidateRows.Column.name) { table.append(utf8: $0) }
                row.withUTF8(CandidateRows.Column.email) { table.append(utf8: $0) }
                row.withUTF8(CandidateRows.Column.role) { table.append(utf8: $0) }
                table.append(stage.rawValue)
                table.appendCell { display.appendText(row.date(CandidateRows.Column.addedAt), to: &$0) }
                table.endRow()
            }
        }
        return table.rowCount == 0 ? nil : table.rendered()
    }
}
