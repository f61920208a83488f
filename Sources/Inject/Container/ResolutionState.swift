/// One thread's resolution in progress: the chain of registrations being built (the run-time cycle guard
/// reads it), the `.graph` instances of the current top-level resolution, and the analyser's probe if this
/// thread is one of its workers.
///
/// It is reached only through ``ThreadLocalSlot`` and so is never shared between threads; that is why it is
/// neither `Sendable` nor locked. The chain is a hand-managed buffer of plain frames, and exclusivity checks
/// are off for the fields, because each push and pop is on the resolution hot path and must not touch
/// reference counts; the per-thread ownership already rules out overlapping access.
final class ResolutionState {
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<ResolutionFrame>
    @exclusivity(unchecked) private var capacity: Int
    /// How many frames are on the chain.
    @exclusivity(unchecked) private(set) var depth = 0
    @exclusivity(unchecked) var graphInstances: [ObjectIdentifier: ErasedValue] = [:]
    @exclusivity(unchecked) var probe: ValidationProbe?

    init() {
        capacity = 32
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
    }

    /// The chain, outermost first.
    var frames: UnsafeBufferPointer<ResolutionFrame> {
        UnsafeBufferPointer(start: buffer, count: depth)
    }

    /// The innermost frame, if a factory is running on this thread.
    var topFrame: ResolutionFrame? {
        depth == 0 ? nil : buffer[depth - 1]
    }

    /// The `@Injected` declaration that asked for the innermost registration, when one did.
    var siteLocation: CodeLocation? {
        topFrame?.site?.takeUnretainedValue().location
    }

    /// The registration whose factory is running on this thread, if any.
    var currentRegistration: Registration? {
        depth == 0 ? nil : buffer[depth - 1].registration.takeUnretainedValue()
    }

    // The counters below use wrapping arithmetic (`&+`, `&-`): the chain's depth is bounded by the stack long before
    // an `Int` could overflow, and every pop follows its push, so it never goes below zero; the checked forms would
    // add a compare and a branch to every level of every resolution.

    /// Whether `registration` is already being built further up this thread's chain (a cycle).
    @inline(__always)
    func isBuilding(_ registration: Unmanaged<Registration>) -> Bool {
        let target = registration.toOpaque()
        var index = 0
        while index < depth {
            if buffer[index].registration.toOpaque() == target { return true }
            index &+= 1
        }
        return false
    }

    /// Pushes a frame for building `registration` in `container`, unless this thread is the analyser's worker
    /// for that container or `registration` is already being built further up the chain (a cycle): then it
    /// returns false and pushes nothing.
    @inline(__always)
    func enter(_ registration: Unmanaged<Registration>, container: Container, site: InjectedStorage?) -> Bool {
        if let probe, probe.container === container { return false }
        if isBuilding(registration) { return false }
        push(
            ResolutionFrame(
                registration: registration, container: .passUnretained(container),
                site: site.map(Unmanaged.passUnretained)))
        return true
    }

    @inline(__always)
    func push(_ frame: ResolutionFrame) {
        if depth == capacity { grow() }
        (buffer + depth).initialize(to: frame)
        depth &+= 1
    }

    /// Pops a frame; leaving the top-level resolution ends its `.graph` instances.
    @inline(__always)
    func pop() {
        depth &-= 1
        if depth == 0, !graphInstances.isEmpty { endGraph() }
    }

    /// Kept out of line so that `pop`, inlined at every level of every resolution, stays a few instructions.
    @inline(never)
    private func endGraph() {
        graphInstances.removeAll(keepingCapacity: true)
    }

    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<ResolutionFrame>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: buffer, count: depth)
        buffer.deallocate()
        buffer = larger
        capacity *= 2
    }
}

/// One registration being built on this thread, and where it was asked for.
///
/// Plain, unretained references on purpose: the container is held by the caller for the whole resolution,
/// the registration by the container's history, and the site by the `@Injected` property resolving it, so
/// retaining them here would only add reference-count traffic to every resolution.
struct ResolutionFrame {
    let registration: Unmanaged<Registration>
    let container: Unmanaged<Container>
    /// The `@Injected` declaration that asked for it, when it was one.
    let site: Unmanaged<InjectedStorage>?
}
