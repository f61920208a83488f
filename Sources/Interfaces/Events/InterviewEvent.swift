import Foundation

/// An interview on the calendar: who, when, where, and whether it still happens.
///
/// Ids are `e1`, `e2`, … in order of scheduling. Times are absolute instants (shown and exported in UTC).
///
/// ```swift
/// let event = try events.schedule(InterviewRequest(
///     candidateID: "c1", start: start, durationMinutes: 60,
///     interviewers: ["lin@example.com"], location: "Room 4"))
/// event.end          // start + 60 minutes
/// event.isCancelled  // false
/// ```
public struct InterviewEvent: Codable, Hashable, Sendable, Identifiable {
    /// Whether the interview still takes place.
    public enum Status: String, Codable, Hashable, Sendable {
        /// On the calendar.
        case scheduled
        /// Called off; kept so the timeline and the calendar export can show it.
        case cancelled
    }

    /// The event's id (`e1`).
    public var id: String
    /// The candidate being interviewed (`c1`).
    public var candidateID: String
    /// When the interview starts.
    public var start: Date
    /// Length in minutes, at least 1.
    public var durationMinutes: Int
    /// Interviewers' email addresses, in the order given.
    public var interviewers: [String]
    /// A room or a video link.
    public var location: String
    /// Whether it still takes place.
    public var status: Status
    /// When it was scheduled.
    public var createdAt: Date
    /// When it was cancelled, if it was.
    public var cancelledAt: Date?
    /// The invitation draft sent to the candidate, if one was sent (`d3`).
    public var invitationDraftID: String?
    /// The iCalendar `SEQUENCE`: 0 when scheduled, one more at each reschedule and at the cancellation, so
    /// calendars that hold the invitation replace it with the newest.
    public var sequence: Int

    /// An event as stored; ``EventsService/schedule(_:)`` makes new ones.
    public init(
        id: String, candidateID: String, start: Date, durationMinutes: Int, interviewers: [String],
        location: String, status: Status = .scheduled, createdAt: Date, cancelledAt: Date? = nil,
        invitationDraftID: String? = nil, sequence: Int = 0
    ) {
        self.sequence = sequence
        self.id = id
        self.candidateID = candidateID
        self.start = start
        self.durationMinutes = durationMinutes
        self.interviewers = interviewers
        self.location = location
        self.status = status
        self.createdAt = createdAt
        self.cancelledAt = cancelledAt
        self.invitationDraftID = invitationDraftID
    }

    /// When the interview ends.
    public var end: Date {
        start.addingTimeInterval(TimeInterval(durationMinutes * 60))
    }

    /// Whether ``status`` is `.cancelled`.
    public var isCancelled: Bool { status == .cancelled }

    /// Whether the two time ranges share any instant. Ranges are half-open (`[start, end)`), so an
    /// interview ending at 11:00 does not overlap one starting at 11:00.
    ///
    /// ```swift
    /// nineToTen.overlaps(start: tenOClock, end: elevenOClock)   // false: adjacent
    /// ```
    public func overlaps(start otherStart: Date, end otherEnd: Date) -> Bool {
        start < otherEnd && otherStart < end
    }

    private enum CodingKeys: String, CodingKey {
        case id, candidateID, start, durationMinutes, interviewers, location, status, createdAt, cancelledAt
        case invitationDraftID, sequence
    }

    /// Decodes an event; `sequence` is absent from events saved by earlier releases (it was 0 then).
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(String.self, forKey: .id)
        candidateID = try values.decode(String.self, forKey: .candidateID)
        start = try values.decode(Date.self, forKey: .start)
        durationMinutes = try values.decode(Int.self, forKey: .durationMinutes)
        interviewers = try values.decode([String].self, forKey: .interviewers)
        location = try values.decode(String.self, forKey: .location)
        status = try values.decode(Status.self, forKey: .status)
        createdAt = try values.decode(Date.self, forKey: .createdAt)
        cancelledAt = try values.decodeIfPresent(Date.self, forKey: .cancelledAt)
        invitationDraftID = try values.decodeIfPresent(String.self, forKey: .invitationDraftID)
        sequence = try values.decodeIfPresent(Int.self, forKey: .sequence) ?? 0
    }
}
