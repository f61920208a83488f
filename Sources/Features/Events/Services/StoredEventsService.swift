import Core
import Foundation
import Inject
import Interfaces

/// The interview calendar, kept as the `events` document; invitations go out through ``EmailComposing``.
///
/// A struct with `@Injected` properties. Its dependencies point away from the events feature
/// (`EmailComposing → CandidateDirectory`), and the candidates timeline reaches this service only through
/// an optional injection, so the graph has no cycle. Email is optional too: with the email feature
/// disabled, interviews are still scheduled and cancelled, just without invitations and notices.
struct StoredEventsService: EventsService {
    static let documentName = "events"
    /// The longest interview accepted, in minutes (a working day).
    static let maximumDurationMinutes = 8 * 60

    @Injected var store: DocumentStore
    @Injected var clock: WallClock
    @Injected var directory: CandidateDirectory
    @Injected var email: EmailComposing?

    func schedule(_ request: InterviewRequest) throws -> InterviewEvent {
        let now = clock.now()
        let request = try validated(request, now: now)
        var event = try store.update([InterviewEvent].self, in: Self.documentName, default: { [] }) { events in
            // Checked inside the update, so two schedulers racing for one interviewer cannot both win.
            try Self.refuseOverlaps(request, among: events)
            let event = InterviewEvent(
                id: SequentialID.next(prefix: "e", after: events.map(\.id)), candidateID: request.candidateID,
                start: request.start, durationMinutes: request.durationMinutes, interviewers: request.interviewers,
                location: request.location, createdAt: now)
            events.append(event)
            return event
        }
        guard let email else { return event }
        do {
            let draft = try email.compose(
                template: TemplateName.interviewInvitation, candidateID: event.candidateID,
                context: Self.placeholderValues(for: event))
            _ = try email.send(draftID: draft.id)
            event.invitationDraftID = draft.id
        } catch {
            // An interview the candidate never heard of is worse than none: take it back out.
            try store.update([InterviewEvent].self, in: Self.documentName, default: { [] }) { events in
                events.removeAll { $0.id == event.id }
            }
            throw EventsError.invitationFailed(eventID: event.id, reason: Self.reason(error)).appError
        }
        let scheduled = event
        try store.update([InterviewEvent].self, in: Self.documentName, default: { [] }) { events in
            if let index = events.firstIndex(where: { $0.id == scheduled.id }) { events[index] = scheduled }
        }
        return scheduled
    }

    func events(includingPastAndCancelled: Bool) throws -> [InterviewEvent] {
        let now = clock.now()
        let all = try Self.chronological(store.load([InterviewEvent].self, from: Self.documentName) ?? [])
        guard !includingPastAndCancelled else { return all }
        return all.filter { !$0.isCancelled && $0.end > now }
    }

    func events(forCandidate candidateID: String) throws -> [InterviewEvent] {
        try events(includingPastAndCancelled: true).filter { $0.candidateID == candidateID }
    }

    @discardableResult
    func cancel(id: String) throws -> InterviewEvent {
        let now = clock.now()
        let cancelled = try store.update([InterviewEvent].self, in: Self.documentName, default: { [] }) { events in
            guard let index = events.firstIndex(where: { $0.id == id }) else {
                throw EventsError.unknownEvent(id: id).appError
            }
            guard !events[index].isCancelled else { throw EventsError.alreadyCancelled(id: id).appError }
            events[index].status = .cancelled
            events[index].cancelledAt = now
            return events[index]
        }
        // Only an interview still ahead is worth a notice; the cancellation itself stands either way.
        if cancelled.start > now, let email {
            do {
                let draft = try email.compose(
                    template: TemplateName.interviewCancelled, candidateID: cancelled.candidateID,
                    context: Self.placeholderValues(for: cancelled))
                _ = try email.send(draftID: draft.id)
            } catch {
                throw EventsError.cancellationNoticeFailed(eventID: id, reason: Self.reason(error)).appError
            }
        }
        return cancelled
    }

    func calendar(forCandidate candidateID: String?) throws -> String {
        var events = try events(includingPastAndCancelled: true)
        if let candidateID {
            _ = try directory.candidate(id: candidateID)
            events = events.filter { $0.candidateID == candidateID }
        }
        let candidates = Dictionary(
            try directory.allCandidates().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ICalendarWriter.calendar(events: events, candidates: candidates, stamp: clock.now())
    }
}

extension StoredEventsService {
    /// Trims and checks a request; the first problem found is thrown.
    func validated(_ request: InterviewRequest, now: Date) throws -> InterviewRequest {
        var request = request
        let candidate = try directory.candidate(id: request.candidateID)
        guard candidate.stage.isOpen else {
            throw EventsError.candidateClosed(id: candidate.id, stage: candidate.stage).appError
        }
        var interviewers: [String] = []
        for text in request.interviewers.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard Mailbox.isValidAddress(text) else { throw EventsError.invalidInterviewer(text).appError }
            if !interviewers.contains(where: { $0.lowercased() == text.lowercased() }) { interviewers.append(text) }
        }
        guard !interviewers.isEmpty else { throw EventsError.noInterviewers.appError }
        request.interviewers = interviewers
        guard (1...Self.maximumDurationMinutes).contains(request.durationMinutes) else {
            throw EventsError.invalidDuration(request.durationMinutes).appError
        }
        request.location = request.location.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !request.location.isEmpty else { throw EventsError.emptyLocation.appError }
        guard request.start >= now else { throw EventsError.startInPast(start: request.start, now: now).appError }
        return request
    }

    /// Throws for the first interviewer who already has a scheduled interview overlapping the request.
    /// Intervals are half-open, so back-to-back interviews are fine.
    static func refuseOverlaps(_ request: InterviewRequest, among events: [InterviewEvent]) throws {
        let end = request.start.addingTimeInterval(TimeInterval(request.durationMinutes * 60))
        for interviewer in request.interviewers {
            let conflict = chronological(events).first { event in
                !event.isCancelled && event.overlaps(start: request.start, end: end)
                    && event.interviewers.contains { $0.lowercased() == interviewer.lowercased() }
            }
            if let conflict { throw EventsError.overlap(interviewer: interviewer, conflicting: conflict).appError }
        }
    }

    /// By start time, then by id number.
    static func chronological(_ events: [InterviewEvent]) -> [InterviewEvent] {
        events.sorted { a, b in
            (a.start, Int(a.id.dropFirst()) ?? 0) < (b.start, Int(b.id.dropFirst()) ?? 0)
        }
    }

    /// The `event.*` values for invitation and cancellation emails.
    static func placeholderValues(for event: InterviewEvent) -> [String: String] {
        [
            Placeholder.eventID: event.id,
            Placeholder.eventStart: event.start.displayText,
            Placeholder.eventEnd: event.end.displayText,
            Placeholder.eventDuration: "\(event.durationMinutes) minutes",
            Placeholder.eventLocation: event.location,
            Placeholder.eventInterviewers: event.interviewers.joined(separator: ", "),
        ]
    }

    /// An error's message for embedding in another: the `AppError`'s text, or its description.
    static func reason(_ error: any Error) -> String {
        (error as? AppError)?.message ?? String(describing: error)
    }
}
