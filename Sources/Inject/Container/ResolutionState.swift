/// One thread's resolution in progress: the chain of registrations being built (the run-time cycle guard
/// reads it), the `.graph` instances of the current top-level resolution, and the analyser's probe if this
/// thread is one of its workers.
///
/// It is reached only through ``ThreadLocalSlot`` and so is never shared between threads; that is why it is
/// neither `Sendable` nor locked. Exclusivity checks are off for its fields because each access is on the
/// resolution hot path and the per-thread ownership already rules out overlapping access.
final class ResolutionState {
    @exclusivity(unchecked) var frames: [ResolutionFrame] = []
    @exclusivity(unchecked) var graphInstances: [ObjectIdentifier: Any] = [:]
    @exclusivity(unchecked) var probe: ValidationProbe?

    init() {
        frames.reserveCapacity(16)
    }

    /// The container whose factory is running on this thread, if any: what a new `@Injected` captures.
    var currentContainer: Container? {
        frames.last?.container.takeUnretainedValue()
    }

    /// The registration whose factory is running on this thread, if any.
    var currentRegistration: AnyRegistration? {
        frames.last?.registration.takeUnretainedValue()
    }

    /// Whether `registration` is already being built further up this thread's chain (a cycle).
    @inline(__always)
    func isBuilding(_ registration: Unmanaged<AnyRegistration>) -> Bool {
        let target = registration.toOpaque()
        return frames.withUnsafeBufferPointer { buffer in
            for frame in buffer where frame.registration.toOpaque() == target { return true }
            return false
        }
    }

    @inline(__always)
    func push(_ frame: ResolutionFrame) {
        frames.append(frame)
    }

    /// Pops a frame; leaving the top-level resolution ends its `.graph` instances.
    @inline(__always)
    func pop() {
        frames.removeLast()
        if frames.isEmpty, !graphInstances.isEmpty { graphInstances.removeAll(keepingCapacity: true) }
    }
}

/// One registration being built on this thread, and where it was asked for.
struct ResolutionFrame {
    // Unowned on purpose: the container is held by the caller for the whole resolution, and the registration
    // by the container's history, so retaining them here would only add reference-count traffic.
    let registration: Unmanaged<AnyRegistration>
    let container: Unmanaged<Container>
    /// The `@Injected` declaration that asked for it, when it was one.
    let site: InjectionSite?
}

/// Where an `@Injected` property was declared and which registration was being built when it was created.
struct InjectionSite: Sendable {
    let location: SourceLocation
    /// The service whose factory created the property's owner, when known.
    let owner: AnyRegistration?
}
