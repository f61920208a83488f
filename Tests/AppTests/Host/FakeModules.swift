import Foundation
import Inject
import InjectWorkflowCore

@testable import InjectWorkflowApp

/// Modules built for the host's tests: each shows one thing the host must handle.

/// Counts how often its commands ran, so a test can prove a command did *not* run.
final class RunCounter: Sendable {
    private let count = LockedValue(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

/// A healthy module whose commands use the host's store and clock and echo what they were given.
struct NotesModule: FeatureModule {
    var counter = RunCounter()
    var name: String { "notes" }
    var summary: String { "Keep notes" }

    func register(in container: Container) {
        container.register(NotesBook.self) { NotesBook() }
    }

    var commands: [FeatureCommand] {
        let counter = counter
        return [
            FeatureCommand(
                name: "add", summary: "Add a note",
                arguments: [.positional("text", help: "The note"), .option("tag", help: "A tag", isRepeatable: true)]
            ) { invocation in
                counter.increment()
                let book = invocation.resolver.resolve(NotesBook.self)
                let text = try invocation.arguments.required("text")
                let count = try book.store().transaction { db in
                    try NotesBook.append(text, in: db)
                }
                let when = book.clock().now().formatted(.iso8601)
                let tags = invocation.arguments.values("tag").joined(separator: ",")
                invocation.console.print("n\(count) at \(when) tags=\(tags) format=\(invocation.outputFormat)")
            },
            FeatureCommand(name: "fail", summary: "Write a note, then fail with a data error") { invocation in
                counter.increment()
                try invocation.resolver.resolve(NotesBook.self).store().transaction { db in
                    _ = try NotesBook.append("half-done", in: db)
                }
                throw AppError.badData("notes are smudged", hint: "wipe them")
            },
            FeatureCommand(name: "crash", summary: "Fail with an error that is not an AppError") { _ in
                struct Surprise: Error {}
                throw Surprise()
            },
        ]
    }
}

/// The notes' service: the host's store and clock, injected.
final class NotesBook: Sendable {
    let store = Injected<Store>()
    let clock = Injected<WallClock>()

    /// Appends a note (kept in the `settings` table as `note.<n>`) and returns how many there are.
    static func append(_ text: String, in db: StoreTransaction) throws -> Int {
        let count = (try db.row("SELECT count(*) FROM settings WHERE key LIKE 'note.%'")?.int(0) ?? 0) + 1
        try db.execute("INSERT INTO settings(key, value) VALUES (?, ?)", [.text("note.\(count)"), .text(text)])
        return count
    }

    /// Every note, in order.
    static func notes(in store: Store) throws -> [String] {
        try store.transaction { db in
            try db.rows("SELECT value FROM settings WHERE key LIKE 'note.%' ORDER BY key").map { $0.text(0) }
        }
    }
}

protocol Pen: Sendable {}
protocol Ink: Sendable {}

/// A module whose graph is broken in the way `kind` says (or, `.repaired`, the same module after the fix: a
/// program rebuilt with or without the mistake).
struct BrokenModule: FeatureModule {
    enum Kind: Sendable { case missingRegistration, cycle, repaired }
    var kind: Kind
    var counter = RunCounter()
    var name: String { "broken" }
    var summary: String { "A module with a broken graph" }

    final class FountainPen: Pen {
        let ink = Injected<Ink>()
    }

    final class InkWell: Ink {
        let pen = Injected<Pen>()
    }

    final class BottledInk: Ink {}

    func register(in container: Container) {
        container.register(Pen.self) { FountainPen() }
        switch kind {
        case .missingRegistration: break
        case .cycle: container.register(Ink.self) { InkWell() }
        case .repaired: container.register(Ink.self) { BottledInk() }
        }
    }

    var commands: [FeatureCommand] {
        let counter = counter
        return [FeatureCommand(name: "write", summary: "Write") { _ in counter.increment() }]
    }
}
