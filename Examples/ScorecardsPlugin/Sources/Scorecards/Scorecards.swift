import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// One rating: a candidate's score on one criterion, by one interviewer.
public struct Rating: Codable, Hashable, Sendable {
    public var candidateID: String
    public var criterion: String
    /// 1 (poor) to 5 (excellent).
    public var score: Int
    public var interviewer: String
    public var note: String?
    public var ratedAt: Date
}

/// The scorecards of candidates.
public protocol Scorecards: Sendable {
    /// Records a rating of candidate `candidateID` and returns it.
    func rate(
        candidateID: String, criterion: String, score: Int, interviewer: String, note: String?
    ) throws -> Rating
    /// A candidate's ratings, oldest first.
    func ratings(forCandidate candidateID: String) throws -> [Rating]
}

/// Ratings kept in the app's store, in the plugin's own table.
struct StoredScorecards: Scorecards {
    @Injected var store: Store
    @Injected var clock: WallClock
    @Injected var candidates: CandidateDirectory

    func rate(
        candidateID: String, criterion: String, score: Int, interviewer: String, note: String?
    ) throws -> Rating {
        guard (1...5).contains(score) else {
            throw AppError.usage("a score is 1 to 5, got \(score)", hint: "pass --score 1 (poor) to 5 (excellent)")
        }
        let criterion = criterion.trimmingCharacters(in: .whitespaces)
        guard !criterion.isEmpty else {
            throw AppError.usage("--criterion needs a name", hint: "pass --criterion communication, for instance")
        }
        let candidate = try candidates.candidate(id: candidateID)
        let rating = Rating(
            candidateID: candidate.id, criterion: criterion, score: score, interviewer: interviewer, note: note,
            ratedAt: clock.now())
        try store.transaction { db in
            try db.execute(
                "INSERT INTO scorecards_ratings(candidate_number, criterion, score, interviewer, note, rated_at) "
                    + "VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .integer(Int64(try Self.number(of: candidate.id))), .text(criterion), .integer(Int64(score)),
                    .text(interviewer), note.map(SQLValue.text) ?? .null,
                    .real(rating.ratedAt.timeIntervalSince1970),
                ])
        }
        return rating
    }

    func ratings(forCandidate candidateID: String) throws -> [Rating] {
        let candidate = try candidates.candidate(id: candidateID)
        return try store.transaction { db in
            try db.rows(
                "SELECT criterion, score, interviewer, note, rated_at FROM scorecards_ratings "
                    + "WHERE candidate_number = ? ORDER BY rated_at, criterion",
                [.integer(Int64(try Self.number(of: candidate.id)))]
            ).map { row in
                Rating(
                    candidateID: candidate.id, criterion: row.text(0), score: row.int(1), interviewer: row.text(2),
                    note: row.optionalText(3), ratedAt: row.date(4))
            }
        }
    }

    /// The row number behind a candidate's id (`c12` is 12), as the candidates feature numbers them.
    static func number(of id: String) throws -> Int {
        guard id.hasPrefix("c"), let number = Int(id.dropFirst()) else {
            throw AppError.badData("unexpected candidate id '\(id)'", hint: "this is a bug in the scorecards plugin")
        }
        return number
    }
}

/// The ratings, as entries of the candidate's timeline.
struct ScorecardTimeline: TimelineSource {
    @Injected var scorecards: Scorecards

    func timeline(forCandidate id: String) throws -> [TimelineEntry] {
        try scorecards.ratings(forCandidate: id).map { rating in
            TimelineEntry(
                date: rating.ratedAt, kind: .plugin,
                summary: "rated \(rating.score)/5 on \(rating.criterion) by \(rating.interviewer)"
                    + (rating.note.map { ": \($0)" } ?? ""),
                reference: "scorecards")
        }
    }
}
