/// A registration whose factory the analyser could not run to the end, and why.
///
/// A factory that asks for a dependency that cannot exist cannot be given a value and cannot be unwound, so
/// whatever it would have asked for afterwards is unknown. Every such registration is recorded, so the report
/// says, per registration, where its analysis stopped: never a clean report over an unfinished analysis.
struct ProbeStop {
    enum Reason {
        /// Its factory asked for a service nothing registers (the `unregistered` finding for `missing`).
        case missing(RegistrationKey)
        /// Its factory asked for a service that was being built further up the chain (the `cycle` finding).
        case cycle(RegistrationKey)
        /// Its factory asked for a service whose own analysis had stopped (`blockedBy`), so it could not go on.
        case blocked(by: RegistrationKey)
        /// Its factory failed to resolve from another container (`Container.default` or not).
        case foreign(ResolutionError, inDefaultContainer: Bool)
        /// Its factory resolved, synchronously, a registration that may not be built that way (an async one:
        /// `requires-await`).
        case refused(ResolutionError)
        /// Its async factory threw an error of its own under `validateAsync()` (what it would have needed
        /// afterwards is unknown); the error's description.
        case threw(String)
    }

    let registration: RegistrationKey
    let reason: Reason
    /// The registration whose factory met the dead end itself; its finding carries this stop's note.
    let root: RegistrationKey
}
