import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The candidates feature: people, the hiring pipeline, and each candidate's timeline.
///
/// Registers ``CandidatesService`` (which looks at interviews, when the events feature is on, before closing a
/// candidate), ``CandidateDirectory`` (reading only, needing nothing but the host's `Store`) and
/// ``CandidateTimeline`` (which reads emails and interviews through optional injections, so it keeps working
/// when those features are disabled).
///
/// ```swift
/// let container = Container()
/// container.register(Store.self, scope: .singleton) { InMemoryStore() }
/// container.register(WallClock.self) { SystemClock() }
/// CandidatesModule().register(in: container)
/// let ada = try container.resolve(CandidatesService.self)
///     .add(NewCandidate(name: "Ada Lovelace", email: "ada@example.com", role: "Engineer"))
/// ```
///
/// On the command line:
/// ```
/// $ inject-workflow candidates add --name "Ada Lovelace" --email ada@example.com --role Engineer
/// c1
/// $ inject-workflow candidates move c1 screening
/// c1 Ada Lovelace: applied → screening
/// ```
public struct CandidatesModule: FeatureModule {
    /// The module; it holds no state.
    public init() {}

    /// `candidates`: the command-line word and feature-flag key.
    public var name: String { "candidates" }

    /// One line for `inject-workflow --help`.
    public var summary: String { "Track candidates through the hiring pipeline" }

    /// Registers ``CandidatesService``, ``CandidateDirectory`` and ``CandidateTimeline``; resolves
    /// nothing and does no I/O.
    public func register(in container: Container) {
        // Transient: the services are cheap value types whose state lives in the store, and a transient
        // owner can never outlive (or capture) a shorter-lived dependency.
        container.register(CandidatesService.self) { StoredCandidatesService() }
        container.register(CandidateDirectory.self) { StoredCandidateDirectory() }
        container.register(CandidateTimeline.self) { MergedTimeline() }
        container.register(CandidateEraser.self) { CandidateEraser() }
    }

    /// `add`, `list`, `show`, `move`, `timeline`, `edit`, `search`, `delete`, `import` and `export`.
    public var commands: [FeatureCommand] {
        [
            AddCandidateCommand.command,
            ListCandidatesCommand.command,
            ShowCandidateCommand.command,
            MoveCandidateCommand.command,
            TimelineCommand.command,
            EditCandidateCommand.command,
            SearchCandidatesCommand.command,
            DeleteCandidateCommand.command,
            ImportCandidatesCommand.command,
            ExportCandidatesCommand.command,
        ]
    }
}
