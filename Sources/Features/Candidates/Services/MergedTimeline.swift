import Foundation
import Inject
import InjectWorkflowInterfaces

/// Builds a candidate's timeline from the candidate's own history plus, when those features are enabled,
/// the emails sent to them and their interviews.
///
/// Emails and events are optional injections: `nil` when the email or events feature is disabled, and
/// then the timeline has no entries of that kind. Nothing here depends on this struct, so the optional
/// edge to `EventsService` cannot close a cycle (`EventsService → EmailComposing → CandidateDirectory`).
struct MergedTimeline: CandidateTimeline {
    @Injected var directory: CandidateDirectory
    @Injected var emails: EmailHistory?
    @Injected var events: EventsService?
    @Injected var sources: TimelineSources?

    func timeline(forCandidate id: String) throws -> [TimelineEntry] {
        let candidate = try directory.candidate(id: id)
        var entries = candidate.history.map { Self.entry(for: $0, role: candidate.role) }
        entries += try emails?.sentEmails(forCandidate: id).map(Self.entry(for:)) ?? []
        entries += try events?.events(forCandidate: id).map(Self.entry(for:)) ?? []
        for source in sources?.all ?? [] {
            entries += try source.timeline(forCandidate: id)
        }
        return Self.merged(entries)
    }

    /// Oldest first; at the same instant stage changes come before emails, emails before events, and
    /// otherwise the order they were gathered in is kept.
    static func merged(_ entries: [TimelineEntry]) -> [TimelineEntry] {
        let kindOrder = Dictionary(uniqueKeysWithValues: TimelineEntry.Kind.allCases.enumerated().map { ($1, $0) })
        return entries.enumerated().sorted { a, b in
            (a.element.date, kindOrder[a.element.kind]!, a.offset) < (
                b.element.date, kindOrder[b.element.kind]!, b.offset
            )
        }.map(\.element)
    }

    static func entry(for change: StageChange, role: String) -> TimelineEntry {
        guard let from = change.from else {
            return TimelineEntry(
                date: change.at, kind: .stage, summary: "applied for \(role) (stage '\(change.to.rawValue)')")
        }
        return TimelineEntry(
            date: change.at, kind: .stage, summary: "moved from '\(from.rawValue)' to '\(change.to.rawValue)'")
    }

    static func entry(for email: SentEmail) -> TimelineEntry {
        TimelineEntry(
            date: email.sentAt, kind: .email, summary: "email sent: \"\(email.subject)\"", reference: email.draftID)
    }

    static func entry(for event: InterviewEvent) -> TimelineEntry {
        let who = event.interviewers.joined(separator: ", ")
        let status = event.isCancelled ? "cancelled: " : ""
        return TimelineEntry(
            date: event.start, kind: .event,
            summary: "\(status)\(event.durationMinutes) min interview with \(who); location: \(event.location)",
            reference: event.id)
    }
}
