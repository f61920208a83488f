import Inject
import Interfaces

/// The scheduler needs the calendar, and the calendar needs the scheduler: a cycle.
final class SchedulerImpl: Scheduler, @unchecked Sendable {
    @Injected var calendar: Calendar
}

final class CalendarImpl: Calendar, @unchecked Sendable {
    @Injected var scheduler: Scheduler
}
