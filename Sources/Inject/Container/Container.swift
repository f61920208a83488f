import CInjectSupport

/// A dependency-injection container: register how to build each service, then resolve them.
///
/// ```swift
/// let container = Container()
/// container.register(Store.self, scope: .singleton) { FileStore() }
/// container.register(Mailer.self) { r in OutboxMailer(store: r.resolve()) }
/// container.validateOrExit()          // every cycle, missing registration and lifetime mistake, at start-up
/// let mailer: Mailer = container.resolve()
/// ```
///
/// A container is safe to use from many threads and tasks at once: lookups are lock-free, a singleton is
/// created exactly once however many callers race for it, and registering while others resolve is allowed.
public final class Container: Resolver, @unchecked Sendable {
    // Safe: `probeCountWord` is only touched through atomics; every other stored property is an immutable `let`
    // of a Sendable type.
    /// How many analyser runs are probing this container (an `Int`); while zero, resolution skips the probe
    /// check. Only ever touched through ``activeProbes``; it must stay the first stored property.
    private var probeCountWord = inject_atomic_word()
    let registrations: RegistrationTable
    /// What the analyser learnt about the singletons it built (see `AnalysisMemory`).
    let analysisMemory = AnalysisMemory()
    /// Which registrations keep an instance in which custom scope, for ``reset(_:)``.
    let customScopes = CustomScopes()

    /// Creates an empty container.
    ///
    /// ```swift
    /// let container = Container()
    /// ```
    public init() {
        registrations = RegistrationTable()
        assert(withUnsafeMutablePointer(to: &probeCountWord) { AtomicWord.isFirstStoredProperty($0, of: self) })
    }

    /// How many analyser runs are probing this container: `activeProbes.loadRelaxed() == 0` on the hot path,
    /// `activeProbes.add(1)` / `add(-1)` around a run.
    var activeProbes: AtomicWord {
        @inline(__always) get { AtomicWord(firstStoredPropertyOf: self) }
    }
}
