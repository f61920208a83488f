import Foundation
import InjectWorkflowCore

/// `inject-workflow store [copy --to URL [--force] | use URL|default]`: shows the store this run uses, copies it
/// whole to another (SQLite to PostgreSQL and back), or records which one the data directory uses.
///
/// ```text
/// $ inject-workflow store copy --to postgresql://ada@db.example/hiring
/// Copied sqlite:/home/ada/.local/share/workflow to postgresql://ada@db.example/hiring: 3 candidates, 4 stage changes, …
/// (every table's count verified)
/// $ inject-workflow store use postgresql://ada@db.example/hiring
/// This data directory now uses postgresql://ada@db.example/hiring (written to …/config.json, private)
/// ```
///
/// The target must be empty unless `--force` (which replaces everything in it); the copy is one transaction on
/// each side, so a failure leaves the target as it was. A password in a URL is never printed.
enum StoreCommand {
    static var command: BuiltinCommand {
        BuiltinCommand(
            name: "store",
            summary: "Show the store; copy it whole to another (--to URL); choose the data directory's store (use)",
            arguments: [
                .positional("action", help: "copy or use (omit to show the store)", isRequired: false),
                .positional(
                    "url", help: "With use: the store URL, or 'default' for the SQLite store", isRequired: false),
                .option(
                    "to", help: "With copy: the store to copy into (sqlite:DIR or postgresql://…)", valueName: "url"),
                .flag("force", help: "With copy: replace everything the target holds"),
            ],
            examples: [
                "inject-workflow store", "inject-workflow store copy --to postgresql://recruiting@localhost/hiring",
                "inject-workflow store use postgresql://recruiting@localhost/hiring",
            ],
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) throws -> ExitCode {
        let session = invocation.session
        switch invocation.arguments.value("action") {
        case nil:
            invocation.console.print("Store: \(session.storeLocation.redacted)")
        case "copy":
            guard let text = invocation.arguments.value("to") else {
                throw AppError.usage(
                    "'inject-workflow store copy' needs --to", hint: "write --to postgresql://user@host/database")
            }
            try copy(
                session: session, to: try StoreLocation.parse(text, relativeTo: session.host.currentDirectory),
                force: invocation.arguments.flag("force"))
        case "use":
            guard let text = invocation.arguments.value("url") else {
                throw AppError.usage(
                    "'inject-workflow store use' needs a store URL", hint: "write a URL, or 'default' for SQLite")
            }
            let location =
                text == "default" ? nil : try StoreLocation.parse(text, relativeTo: session.host.currentDirectory)
            try StoreConfiguration(store: location.map { _ in text }).save(toDirectory: session.dataDirectory)
            let shown = location?.redacted ?? "its own SQLite store"
            invocation.console.print(
                "This data directory now uses \(shown) (written to "
                    + "\(StoreConfiguration.path(inDirectory: session.dataDirectory)), private)")
        case let action?:
            let suggestion = Suggestion.closest(to: action, among: ["copy", "use"]).map { " (did you mean '\($0)'?)" }
            throw AppError.usage(
                "unknown store action '\(action)'\(suggestion ?? "")", hint: "write 'copy --to URL' or 'use URL'")
        }
        return .success
    }

    private static func copy(session: Session, to target: StoreLocation, force: Bool) throws {
        guard target != session.storeLocation else {
            throw AppError.usage(
                "'\(target.redacted)' is the store this run uses already; there is nothing to copy",
                hint: "pass --to another store, or --store to copy from another")
        }
        let environment = session.host.environment
        let source = try session.storeLocation.open(dataDirectory: session.dataDirectory, environment: environment)
        let destination = try target.open(dataDirectory: session.dataDirectory, environment: environment)
        let counts: [String: Int]
        do {
            counts = try StoreCopy.copy(from: source, to: destination, replacing: force)
        } catch let problem as StoreCopy.Problem {
            switch problem {
            case .targetNotEmpty(let rows, let table):
                throw AppError(
                    "\(target.redacted) is not empty (its table '\(table)' holds \(Plural.count(rows, "row"))); "
                        + "nothing was copied",
                    hint: "copy into an empty database, or pass --force to replace everything it holds")
            case .countsDiffer(let table, let expected, let copied):
                throw AppError.internalError(
                    "the copy to \(target.redacted) has \(copied) rows in '\(table)' instead of \(expected); it was "
                        + "undone, so the target is as it was")
            }
        }
        let summary = [
            Plural.count(counts["candidates"] ?? 0, "candidate"),
            Plural.count(counts["stage_changes"] ?? 0, "stage change"),
            Plural.count(counts["drafts"] ?? 0, "draft"), Plural.count(counts["sent_emails"] ?? 0, "sent email"),
            Plural.count(counts["events"] ?? 0, "interview"), Plural.count(counts["settings"] ?? 0, "setting"),
        ].joined(separator: ", ")
        session.console.print(
            "Copied \(session.storeLocation.redacted) to \(target.redacted): \(summary) (every table's count verified)")
    }
}
