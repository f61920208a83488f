/// The main actor held by an off-main `validate()` for as long as its workers run as the main actor (see
/// ``MainActorLoan``): a `@MainActor` task that waits, so no other main-actor code runs meanwhile.
final class MainActorOccupation: Sendable {
    private enum State { case requested, held, released, declined }
    private let state = Lock(State.requested)

    private init() {}

    /// Occupies the main actor, or returns nil if it does not answer within (at least) `timeout` microseconds.
    static func acquire(timeoutMicroseconds timeout: Int) -> MainActorOccupation? {
        let occupation = MainActorOccupation()
        Task { @MainActor in occupation.hold() }
        var waited = 0
        while waited < timeout {
            if occupation.state.withLock({ $0 == .held }) { return occupation }
            Platform.pause(microseconds: 50)
            waited += 50
        }
        let held = occupation.state.withLock { state -> Bool in
            if state == .held { return true }
            state = .declined
            return false
        }
        return held ? occupation : nil
    }

    /// Lets the main actor go.
    func release() {
        state.withLock { $0 = .released }
    }

    /// Runs on the main actor: holds it until ``release()``, unless the caller already gave up.
    private func hold() {
        let accepted = state.withLock { state -> Bool in
            guard state == .requested else { return false }
            state = .held
            return true
        }
        guard accepted else { return }
        while state.withLock({ $0 != .released }) { Platform.pause(microseconds: 50) }
    }
}
