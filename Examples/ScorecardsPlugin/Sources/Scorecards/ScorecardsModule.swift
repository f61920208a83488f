import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Interview scorecards: `inject-workflow scorecards rate c1 --criterion communication --score 4`.
///
/// Registers ``Scorecards`` and a ``TimelineSource`` under its name, so every rating shows in
/// `inject-workflow candidates timeline c1`. Needs the candidates feature (ratings are of candidates).
public struct ScorecardsModule: FeatureModule {
    public init() {}

    public var name: String { "scorecards" }
    public var summary: String { "Interview scorecards: rate a candidate per criterion after an interview" }
    public var requiredFeatures: [String] { ["candidates"] }

    public func register(in container: Container) {
        container.register(Scorecards.self) { StoredScorecards() }
        container.register(TimelineSource.self, name: name) { ScorecardTimeline() }
    }

    public var commands: [FeatureCommand] { [RateCommand.command, ShowScorecardCommand.command] }

    /// One table, `scorecards_ratings`; a candidate's ratings go when the candidate is deleted.
    public var schema: FeatureSchema? {
        FeatureSchema(
            tables: ["scorecards_ratings"],
            migrations: [
                [
                    """
                    CREATE TABLE scorecards_ratings (
                        candidate_number INTEGER NOT NULL REFERENCES candidates(number) ON DELETE CASCADE,
                        criterion TEXT NOT NULL,
                        score INTEGER NOT NULL,
                        interviewer TEXT NOT NULL,
                        note TEXT,
                        rated_at DOUBLE PRECISION NOT NULL
                    )
                    """,
                    "CREATE INDEX scorecards_ratings_by_candidate ON scorecards_ratings(candidate_number, rated_at)",
                ]
            ])
    }
}
