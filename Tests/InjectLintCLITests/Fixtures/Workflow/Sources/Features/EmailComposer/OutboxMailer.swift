import Inject
import Interfaces

/// Resolves only what is registered.
struct OutboxMailer: Mailer {
    let store = Injected<CandidateStore>()
}
