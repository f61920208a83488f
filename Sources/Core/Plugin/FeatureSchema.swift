/// A feature's own tables in the store, under its own schema version: how a plugin keeps its data.
///
/// Version *n* is the first *n* migrations applied. The host applies the missing ones in one transaction when the
/// plugin is installed or upgraded (`inject-workflow plugins install`), and records the version in the store;
/// `inject-workflow plugins remove --purge` drops the tables. Every statement may create, alter or drop only the
/// feature's own tables and indexes, whose names start with its name and an underscore (`scorecards_ratings`);
/// it may read others' and reference them (`REFERENCES candidates(number) ON DELETE CASCADE`). The host refuses a
/// migration that names another feature's table in a write, before running any of it.
///
/// Write SQL both stores understand (the embedded SQLite file and PostgreSQL): `INTEGER`, `TEXT`, and
/// `DOUBLE PRECISION` for times (PostgreSQL's `REAL` has 4 bytes); no `AUTOINCREMENT`, `rowid` or `WITHOUT ROWID`.
///
/// ```swift
/// public var schema: FeatureSchema? {
///     FeatureSchema(
///         tables: ["scorecards_ratings"],
///         migrations: [
///             [
///                 "CREATE TABLE scorecards_ratings (candidate_number INTEGER NOT NULL, criterion TEXT NOT NULL, "
///                     + "score INTEGER NOT NULL, at DOUBLE PRECISION NOT NULL)",
///                 "CREATE INDEX scorecards_ratings_by_candidate ON scorecards_ratings(candidate_number, at)",
///             ]
///         ])
/// }
/// ```
public struct FeatureSchema: Hashable, Sendable {
    /// One version's statements, run in order.
    public typealias Migration = [String]

    /// The tables the feature owns (dropped by `--purge`, newest last).
    public var tables: [String]
    /// Version *n* is the first *n* of these.
    public var migrations: [Migration]

    /// A schema: `FeatureSchema(tables: ["scorecards_ratings"], migrations: [[createRatings]])`.
    public init(tables: [String], migrations: [Migration]) {
        self.tables = tables
        self.migrations = migrations
    }

    /// The version the migrations reach.
    public var version: Int { migrations.count }
}
