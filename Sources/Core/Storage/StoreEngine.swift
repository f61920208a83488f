/// The database engine under a ``Store``: what the few engine-specific statements (a table's number sequence)
/// are chosen by. Features never look at it.
enum StoreEngine: Sendable {
    case sqlite, postgres

    /// The highest number `table` has handed out (deleted rows included), or 0.
    func highestNumber(of table: String, in db: StoreTransaction) throws -> Int {
        switch self {
        case .sqlite:
            return try db.row("SELECT seq FROM sqlite_sequence WHERE name = ?", [.text(table)])?.int(0) ?? 0
        case .postgres:
            return try db.row(
                "SELECT pg_sequence_last_value(CAST(pg_get_serial_sequence(?, 'number') AS regclass))",
                [.text(table)])?.int(0) ?? 0
        }
    }

    /// Makes `table` hand out numbers above `number` from now on (never one a copied row has or had).
    func continueNumbers(of table: String, after number: Int, in db: StoreTransaction) throws {
        guard number > 0 else { return }
        switch self {
        case .sqlite:
            try db.execute("DELETE FROM sqlite_sequence WHERE name = ?", [.text(table)])
            try db.execute("INSERT INTO sqlite_sequence(name, seq) VALUES (?, ?)", [.text(table), .integer(number)])
        case .postgres:
            try db.execute(
                "SELECT setval(pg_get_serial_sequence(?, 'number'), CAST(? AS BIGINT), true)",
                [.text(table), .integer(number)])
        }
    }
}
