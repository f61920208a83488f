import CInjectSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The per-thread ``ResolutionState``, kept in a POSIX thread-specific slot (and, outside Apple platforms, mirrored
/// in a C thread-local, `inject_thread_state`, which is what resolution reads).
///
/// Why a thread-local and not a `@TaskLocal`: a resolution is synchronous from start to end, so it never
/// changes thread, and a thread slot costs a couple of nanoseconds where binding a task-local costs about fifty
/// (measured with Swift 6.3.1). It is also more precise: a task started inside a factory does not inherit the
/// resolution in progress.
enum ThreadLocalSlot {
    /// The slot's key, created once per process; its destructor releases a thread's state when the thread ends.
    ///
    /// Hot paths read it once and keep it (each ``Container`` does, in `threadSlotKey`): every read of a lazily
    /// initialised global is a `swift_once` call, which would otherwise come with every level of every resolution.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releaseState)
        precondition(status == 0, "Inject could not create its thread-local slot (pthread_key_create: \(status)).")
        return key
    }()

    /// The calling thread's resolution state, created on first use. Unretained: the slot keeps it alive for
    /// as long as the thread runs.
    @inline(__always)
    static var state: Unmanaged<ResolutionState> {
        state(key: key)
    }

    /// The calling thread's resolution state, given the slot's ``key``.
    @inline(__always)
    static func state(key: pthread_key_t) -> Unmanaged<ResolutionState> {
        if let raw = stored(key: key) {
            return Unmanaged<ResolutionState>.fromOpaque(raw)
        }
        return makeState()
    }

    /// The calling thread's resolution state if it has one (reading never creates it).
    @inline(__always)
    static var existingState: ResolutionState? {
        guard let raw = stored(key: key) else { return nil }
        return Unmanaged<ResolutionState>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The innermost resolution frame on the calling thread, if a factory is running: what a new `@Injected`
    /// property resolves from. Read without retaining the state (the slot keeps it alive).
    static var currentFrame: ResolutionFrame? {
        guard let raw = stored(key: key) else { return nil }
        return Unmanaged<ResolutionState>.fromOpaque(raw)._withUnsafeGuaranteedRef { $0.topFrame }
    }

    /// The calling thread's state pointer, or nil before its first resolution.
    @inline(__always)
    private static func stored(key: pthread_key_t) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
            pthread_getspecific(key)
        #else
            inject_thread_state_load()
        #endif
    }

    @inline(never)
    private static func makeState() -> Unmanaged<ResolutionState> {
        // The slot owns one reference; the destructor below gives it back when the thread exits.
        let state = Unmanaged.passRetained(ResolutionState())
        pthread_setspecific(key, state.toOpaque())
        #if !canImport(Darwin)
            inject_thread_state_store(state.toOpaque())
        #endif
        return state
    }
}

#if canImport(Darwin)
    private func releaseState(_ raw: UnsafeMutableRawPointer) {
        Unmanaged<ResolutionState>.fromOpaque(raw).release()
    }
#else
    private func releaseState(_ raw: UnsafeMutableRawPointer?) {
        // The thread-local goes first, so nothing that runs later in this thread's exit (another slot's
        // destructor that resolves) reads a released state: it gets a new one, which the slot releases in turn.
        inject_thread_state_store(nil)
        guard let raw else { return }
        Unmanaged<ResolutionState>.fromOpaque(raw).release()
    }
#endif
