import Inject
import Interfaces

struct Composer {
    // inject-lint:disable-next-line unregistered
    @Injected var legacy: LegacyOutbox
    @Injected var events: EventsService
}
