import Inject
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// The events feature: interviews on a calendar, with invitations and an iCalendar export.
///
/// Registers ``EventsService``. Needs ``CandidateDirectory`` (candidates); uses ``EmailComposing`` (email)
/// through an optional injection to send invitations, so with email disabled interviews are scheduled
/// without them. The candidates timeline reads this feature optionally too, so disabling it leaves
/// candidates working.
///
/// ```swift
/// EventsModule().register(in: container)
/// let event = try container.resolve(EventsService.self).schedule(InterviewRequest(
///     candidateID: "c1", start: start, durationMinutes: 60,
///     interviewers: ["lin@example.com"], location: "Room 4"))
/// ```
///
/// On the command line:
/// ```
/// $ app events schedule c1 --start 2026-11-23T10:00 --duration 60 --interviewer lin@example.com --location "Room 4"
/// e1
/// invitation d1 sent to Ada Lovelace <ada@example.com>
/// $ app events export --output interviews.ics
/// wrote 1 interview to interviews.ics
/// ```
public struct EventsModule: FeatureModule {
    /// The module; it holds no state.
    public init() {}

    /// `events`: the command-line word and feature-flag key.
    public var name: String { "events" }

    /// `candidates`: interviews are with candidates, read through ``CandidateDirectory``.
    public var requiredFeatures: [String] { ["candidates"] }

    /// One line for `app --help`.
    public var summary: String { "Schedule interviews, send invitations, export to iCalendar" }

    /// Registers ``EventsService``; resolves nothing and does no I/O.
    public func register(in container: Container) {
        // Transient: a cheap value type whose state lives in the store.
        container.register(EventsService.self) { StoredEventsService() }
    }

    /// `schedule`, `list`, `reschedule`, `cancel` and `export`.
    public var commands: [FeatureCommand] {
        [
            ScheduleCommand.command,
            ListEventsCommand.command,
            RescheduleCommand.command,
            CancelEventCommand.command,
            ExportCalendarCommand.command,
        ]
    }
}
