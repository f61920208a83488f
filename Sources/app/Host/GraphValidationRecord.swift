import InjectWorkflowCore

/// What the store remembers about the last dependency graph that passed `validate()`: which program built it
/// and with which features enabled, so a command does not validate that same graph again on every run.
///
/// Why skipping is safe: the graph is made only by ``Session/makeContainer()``, which registers the host's
/// three services and calls every enabled module's `register(in:)`; the ``FeatureModule`` contract has that
/// only register, the same way on every run (no I/O, nothing read from the data or the environment). So the
/// graph is a function of the program's code and the set of enabled features, which is exactly the key
/// recorded here. A new build, a copy or an upgrade of the program is a new ``ProgramIdentity``; a
/// `features enable`/`disable` or a hand-edited `features.json` is a new feature set: either way the key no
/// longer matches, and the first command after the change validates again and reports a broken graph before
/// anything runs. `inject-workflow doctor` validates whatever the record says.
///
/// The record is one row of `store_info`, written in the command's own transaction: when a command fails, its
/// record goes with it and the next command validates again. A read-only data directory keeps no record.
///
/// ```swift
/// let record = GraphValidationRecord(program: ProgramIdentity.current, enabledFeatures: ["candidates", "email"])
/// if try !record.isRecorded(in: store) {
///     try validate()                                   // outside any transaction
///     try store.transaction { db in try runCommand(); try record.save(in: db) }
/// }
/// ```
struct GraphValidationRecord: Equatable, Sendable {
    /// The `store_info` key of the record.
    static let key = "validated_graph"

    /// What is recorded, or `nil` when the program cannot be told apart from another build (nothing is then
    /// recorded, and every run validates).
    let value: String?

    /// The record for `program` (a ``ProgramIdentity``) with `enabledFeatures` switched on, in any order.
    init(program: String?, enabledFeatures: [String]) {
        value = program.map { "\($0) features=\(enabledFeatures.sorted().joined(separator: ","))" }
    }

    /// Whether `store` already holds this record, i.e. this program validated this feature set before.
    func isRecorded(in store: Store) throws -> Bool {
        guard let value else { return false }
        return try store.transaction { db in
            try db.row("SELECT value FROM store_info WHERE key = ?", [.text(Self.key)])?.text(0) == value
        }
    }

    /// Writes this record over any earlier one (nothing in a read-only store, or for an unknown program).
    func save(in db: StoreTransaction) throws {
        guard let value, !db.isReadOnly else { return }
        try db.execute(
            "INSERT INTO store_info(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [.text(Self.key), .text(value)])
    }
}
