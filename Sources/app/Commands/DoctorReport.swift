import InjectWorkflowCore

/// What `inject-workflow doctor` found: `--json` prints this value, and the text report is rendered from it, so the two
/// always say the same thing.
///
/// ```text
/// $ inject-workflow doctor --json | jq '.database.candidates'
/// 3
/// ```
struct DoctorReport: Encodable {
    /// A problem as the error printer shows it: what is wrong, and how to fix it.
    struct Problem: Encodable, Hashable {
        var error: String
        var hint: String?

        init(_ error: AppError) {
            self.error = error.message
            hint = error.hint
        }

        var lines: [String] { ErrorPrinter.lines(for: AppError(error, hint: hint)) }
    }

    /// The analyser's verdict on the enabled features' dependency graph.
    struct Graph: Encodable {
        var registrations: Int
        var injections: Int
        var errors: Int
        var warnings: Int
        /// The analyser's findings, each as compiler-style lines (`path:line:col: error: … [rule]`, then its
        /// notes); empty when it found nothing.
        var findings: [String]
    }

    /// Files and folders of the data directory others could read. In JSON: `openFiles` (each with its `path`,
    /// `mode` and `expected` mode in octal, `"0644"`) and `fixed`.
    struct Privacy: Encodable {
        /// The files more open than `0700`/`0600` (before `--fix`, when it repaired them).
        var openFiles: [PrivacyCheck.Finding]
        /// Whether `--fix` repaired them.
        var fixed: Bool

        private struct OpenFile: Encodable {
            var path: String
            var mode: String
            var expected: String
        }

        private enum CodingKeys: String, CodingKey { case openFiles, fixed }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let files = openFiles.map { OpenFile(path: $0.path, mode: $0.modeText, expected: $0.expectedText) }
            try container.encode(files, forKey: .openFiles)
            try container.encode(fixed, forKey: .fixed)
        }
    }

    /// The database: whether it exists, passes `PRAGMA integrity_check`, and how much it holds.
    struct Database: Encodable {
        /// The database file, or the server's URL without its password.
        var path: String
        /// `SQLite`, or `PostgreSQL 15.20` (the server's release).
        var engine: String
        /// The schema version the database is at, when it could be read.
        var schemaVersion: Int? = nil
        var exists: Bool
        var problem: Problem? = nil
        var candidates: Int? = nil
        var interviews: Int? = nil
        var emailsSent: Int? = nil
    }

    /// The JSON files of an earlier release, kept as a backup after their one-time import.
    struct JSONBackup: Encodable {
        var files: [String]
        var records: Int
        /// Ids in the files but not in the database.
        var missing: [String]
        /// Whether `--fix` removed the (confirmed) files.
        var removed: Bool
        /// Why the files could not be compared with the database.
        var problem: Problem?
    }

    /// One installed plugin, as `doctor` finds it: loaded and validated, or why not.
    struct PluginCheck: Encodable {
        var name: String
        var version: String
        /// `ok`, `disabled`, `not loaded` or `refused`.
        var state: String
        var problem: Problem?
        /// The analyser's findings of its trial over the live graph (when it was refused).
        var findings: [String] = []
    }

    var dataDirectory: String
    var features: [String]
    /// Every installed plugin (enabled or not), in `plugins.json`'s order.
    var plugins: [PluginCheck] = []
    /// `features.json` enables a feature without one it needs: what every command refuses to run with.
    var featureProblem: Problem?
    /// Warnings about `features.json`: names in it that are no feature (ignored), with a suggestion.
    var featureWarnings: [String]
    var graph: Graph
    var privacy: Privacy
    var database: Database
    var jsonBackup: JSONBackup?
    /// Whether nothing is wrong; `inject-workflow doctor` exits 1 otherwise.
    var ok = true

    /// How many parts have a problem (an unfixed one): the status is 1 when any has.
    var problemCount: Int {
        [
            featureProblem != nil, graph.errors > 0, !privacy.openFiles.isEmpty && !privacy.fixed,
            database.problem != nil, jsonBackup.map { $0.problem != nil || !$0.missing.isEmpty } ?? false,
        ].filter { $0 }.count + plugins.filter { $0.problem != nil }.count
    }
}
