import Foundation

/// The interview calendar: schedule, list, cancel, and export to iCalendar.
///
/// Contract: ``schedule(_:)`` refuses a request that overlaps a scheduled (not cancelled) interview of any
/// of the same interviewers, with an `AppError` naming the interviewer and the conflicting event; on
/// success it composes and sends an invitation to the candidate through ``EmailComposing`` when the email
/// feature is enabled (``InterviewEvent/invitationDraftID`` says whether one went out).
///
/// ```swift
/// @Injected var events: EventsService?      // optional: the timeline works without the events feature
/// let upcoming = try events?.events(includingPastAndCancelled: false) ?? []
/// ```
public protocol EventsService: Sendable {
    /// Validates, checks for overlaps, stores the interview, and sends the invitation.
    func schedule(_ request: InterviewRequest) throws -> InterviewEvent
    /// Upcoming scheduled interviews by start time; with `includingPastAndCancelled`, every interview.
    func events(includingPastAndCancelled: Bool) throws -> [InterviewEvent]
    /// Every interview of one candidate (past, upcoming and cancelled), by start time.
    func events(forCandidate candidateID: String) throws -> [InterviewEvent]
    /// Moves a scheduled interview to `start` (and `durationMinutes`, when given) under the same overlap rules
    /// as ``schedule(_:)``, raises its ``InterviewEvent/sequence``, and sends everyone the updated invitation.
    @discardableResult
    func reschedule(id: String, start: Date, durationMinutes: Int?) throws -> InterviewEvent
    /// Marks the interview cancelled and returns it; cancelling twice is an error.
    @discardableResult
    func cancel(id: String) throws -> InterviewEvent
    /// An RFC 5545 calendar of every interview (of one candidate when `candidateID` is given),
    /// cancelled ones with `STATUS:CANCELLED`.
    func calendar(forCandidate candidateID: String?) throws -> String
}
