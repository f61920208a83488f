import Foundation
import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The interview calendar, kept in the `events` and `event_interviewers` tables; invitations go out through
/// ``EmailComposing``.
///
/// A struct with `@Injected` properties. Its dependencies point away from the events feature
/// (`EmailComposing → CandidateDirectory`), and the candidates timeline reaches this service only through
/// an optional injection, so the graph has no cycle. Email is optional too: with the email feature
/// disabled, interviews are still scheduled and cancelled, just without invitations and notices.
struct StoredEventsService: EventsService {
    /// The longest interview accepted, in minutes (a working day).
    static let maximumDurationMinutes = 8 * 60

    @Injected var store: Store
    @Injected var clock: WallClock
    @Injected var directory: CandidateDirectory
    @Injected var email: EmailComposing?
    @Injected var display: TimeDisplay

    func schedule(_ request: InterviewRequest) throws -> InterviewEvent {
        let now = clock.now()
        // One transaction: the overlap check, the event and its invitation are kept together or not at all,
        // and two schedulers racing for one interviewer cannot both win.
        return try store.transaction { db in
            let request = try validated(request, now: now)
            try refuseOverlaps(request, in: db)
            var event = try EventRows.insert(request, createdAt: now, in: db)
            try holdSlots(for: event, request: request, in: db)
            guard let email else { return event }
            do {
                event.invitationDraftID = try sendNotice(
                    for: event, template: TemplateName.interviewInvitation, method: .request, through: email)
            } catch {
                // An interview the candidate never heard of is worse than none: the transaction takes it back.
                throw EventsError.invitationFailed(eventID: event.id, reason: Self.reason(error)).appError
            }
            try EventRows.setInvitation(draftID: event.invitationDraftID ?? "", forEvent: event.id, in: db)
            return event
        }
    }

    func events(includingPastAndCancelled: Bool) throws -> [InterviewEvent] {
        let now = clock.now()
        return try store.transaction { db in
            includingPastAndCancelled
                ? try EventRows.events(in: db)
                : try EventRows.events(where: "status = 'scheduled' AND \"end\" > ?", [.date(now)], in: db)
        }
    }

    func events(forCandidate candidateID: String) throws -> [InterviewEvent] {
        try store.transaction { db in try EventRows.events(forCandidate: candidateID, in: db) }
    }

    @discardableResult
    func cancel(id: String) throws -> InterviewEvent {
        let now = clock.now()
        return try store.transaction { db in
            guard var cancelled = try EventRows.event(id: id, in: db) else {
                throw EventsError.unknownEvent(id: id).appError
            }
            guard !cancelled.isCancelled else { throw EventsError.alreadyCancelled(id: id).appError }
            guard try EventRows.cancel(id: id, sequence: cancelled.sequence, at: now, in: db) else {
                throw try changedMeanwhile(id: id, in: db)
            }
            cancelled.status = .cancelled
            cancelled.cancelledAt = now
            cancelled.sequence += 1
            // Only an interview still ahead is worth a notice; without one, nothing is cancelled either.
            if cancelled.start > now, let email {
                do {
                    _ = try sendNotice(
                        for: cancelled, template: TemplateName.interviewCancelled, method: .cancel, through: email)
                } catch {
                    throw EventsError.cancellationNoticeFailed(eventID: id, reason: Self.reason(error)).appError
                }
            }
            return cancelled
        }
    }

    @discardableResult
    func reschedule(id: String, start: Date, durationMinutes: Int?) throws -> InterviewEvent {
        let now = clock.now()
        return try store.transaction { db in
            guard var event = try EventRows.event(id: id, in: db) else {
                throw EventsError.unknownEvent(id: id).appError
            }
            guard !event.isCancelled else { throw EventsError.rescheduleCancelled(id: id).appError }
            let request = try validated(
                InterviewRequest(
                    candidateID: event.candidateID, start: start,
                    durationMinutes: durationMinutes ?? event.durationMinutes,
                    interviewers: event.interviewers, location: event.location), now: now)
            try refuseOverlaps(request, excluding: id, in: db)
            event.start = request.start
            event.durationMinutes = request.durationMinutes
            event.sequence += 1
            guard try EventRows.reschedule(event, in: db) else { throw try changedMeanwhile(id: id, in: db) }
            try EventRows.releaseSlots(ofEvent: id, in: db)
            try holdSlots(for: event, request: request, in: db)
            guard let email else { return event }
            do {
                event.invitationDraftID = try sendNotice(
                    for: event, template: TemplateName.interviewRescheduled, method: .request, through: email)
            } catch {
                throw EventsError.invitationFailed(eventID: event.id, reason: Self.reason(error)).appError
            }
            try EventRows.setInvitation(draftID: event.invitationDraftID ?? "", forEvent: event.id, in: db)
            return event
        }
    }

    func calendar(forCandidate candidateID: String?) throws -> String {
        try store.transaction { _ in
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
        try TextSafety.check(request.location, field: "location")
        guard request.start >= now else {
            throw EventsError.startInPast(start: request.start, now: now, display: display).appError
        }
        return request
    }

    /// Throws when the candidate, or one of the interviewers, already has a scheduled interview overlapping the
    /// request (other than `excluding`, the one being moved). Intervals are half-open, so back-to-back is fine.
    func refuseOverlaps(_ request: InterviewRequest, excluding: String? = nil, in db: StoreTransaction) throws {
        let end = request.start.addingTimeInterval(TimeInterval(request.durationMinutes * 60))
        if let conflict = try EventRows.firstOverlap(
            candidateID: request.candidateID, start: request.start, end: end, excluding: excluding, in: db)
        {
            throw EventsError.candidateOverlap(conflicting: conflict, display: display).appError
        }
        for interviewer in request.interviewers {
            if let conflict = try EventRows.firstOverlap(
                interviewer: interviewer, start: request.start, end: end, excluding: excluding, in: db)
            {
                throw EventsError.overlap(interviewer: interviewer, conflicting: conflict, display: display).appError
            }
        }
    }

    /// Takes the interview's minutes in the database (`interview_slots`), the check that holds even against a
    /// command that scheduled an overlapping interview after this one's ``refuseOverlaps(_:excluding:in:)`` read:
    /// on a clash, that interview is named (it is committed by then), and the transaction is undone.
    func holdSlots(for event: InterviewEvent, request: InterviewRequest, in db: StoreTransaction) throws {
        guard let holder = try EventRows.holdSlots(for: event, in: db) else { return }
        try refuseOverlaps(request, excluding: event.id, in: db)
        throw EventsError.slotTaken(holder: holder.hasPrefix("#") ? String(holder.dropFirst()) : holder).appError
    }

    /// The error for an interview another command changed after this one read it, saying what it is now.
    func changedMeanwhile(id: String, in db: StoreTransaction) throws -> AppError {
        guard let now = try EventRows.event(id: id, in: db) else { return EventsError.unknownEvent(id: id).appError }
        if now.isCancelled { return EventsError.alreadyCancelled(id: id).appError }
        let state = "\(display.text(now.start)) to \(display.text(now.end)), \(now.location)"
        return EventsError.changedMeanwhile(id: id, now: state).appError
    }

    /// Composes and sends `template` to the candidate, the interviewers in copy, with the calendar part that
    /// lets every mail client add, move or remove the entry; returns the draft's id.
    func sendNotice(
        for event: InterviewEvent, template: String, method: ICalendarInvitation.Method, through email: EmailComposing
    ) throws -> String {
        let candidate = try directory.candidate(id: event.candidateID)
        let calendar = ICalendarInvitation.calendar(
            for: event, candidate: candidate, organizer: try email.sender, method: method, sequence: event.sequence,
            stamp: clock.now(), display: display)
        let draft = try email.compose(
            template: template, candidateID: event.candidateID, context: placeholderValues(for: event),
            extras: DraftExtras(
                cc: event.interviewers.map { Mailbox(address: $0) },
                attachments: [
                    EmailAttachment(
                        fileName: ICalendarInvitation.fileName, contentType: method.contentType, text: calendar)
                ]))
        _ = try email.send(draftID: draft.id)
        return draft.id
    }

    /// The `event.*` values for invitation and cancellation emails: times in the user's zone with the offset.
    func placeholderValues(for event: InterviewEvent) -> [String: String] {
        [
            Placeholder.eventID: event.id,
            Placeholder.eventStart: display.text(event.start),
            Placeholder.eventEnd: display.text(event.end),
            Placeholder.eventWhen: display.sentence(from: event.start, to: event.end),
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
