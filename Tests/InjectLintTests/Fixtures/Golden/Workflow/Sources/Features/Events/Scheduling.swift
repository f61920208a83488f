import Candidates
import Inject
import Interfaces

class ServiceBase: @unchecked Sendable {
    @Injected var calendar: Calendar
}

final class SchedulerImpl: ServiceBase, Scheduler, @unchecked Sendable {}

final class CalendarImpl: Calendar, Sendable {
    let scheduler = Injected<Scheduler>()
    let clock = Injected<Clock>(name: "utc")
}
