import Inject
import Interfaces

public struct EventsModule {
    public func register(in container: Container) {
        container.register(Scheduler.self, scope: .singleton) { SchedulerImpl() }
        container.register(Calendar.self) { r in CalendarImpl() }
        container.register(EventsService.self) { r in
            EventsServiceImpl(candidates: r.resolve(CandidatesService.self), archive: r.resolve(Store.self))
        }
    }
}
