import CInjectSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The few operating-system services Inject needs and the standard library does not offer: writing to
/// standard error, exiting, a per-thread slot, and a plain thread for the analyser.
///
/// They come from the C library (which Foundation itself sits on) so that Inject does not pull all of
/// Foundation into every package that embeds it.
enum Platform {
    /// Writes `text` to standard error, unbuffered, so it is visible even if the process traps next.
    static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var remaining = UnsafeRawBufferPointer(bytes)
            while !remaining.isEmpty {
                let written = write(2, remaining.baseAddress, remaining.count)
                // A failed write to stderr has nowhere better to be reported; give up quietly.
                guard written > 0 else { return }
                remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
            }
        }
    }

    /// Whether the caller runs on the main actor: the test `MainActor.assumeIsolated` makes, without its trap.
    ///
    /// On Apple platforms the main actor is the main thread (`pthread_main_np`, which is also what the Swift
    /// runtime accepts there). Elsewhere the main actor's jobs may run on any thread (on Linux `dispatchMain`
    /// ends the main thread and the main queue is drained by workers), so the runtime itself is asked.
    static var isOnMainActor: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            // Safe: `UnownedSerialExecutor` is the two words of the runtime's executor reference, which is how the
            // runtime function takes it.
            let executor = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self)
            return swift_task_isCurrentExecutorWithFlags(executor.0, executor.1, 0)
        #endif
    }

    /// Ends the process with `status` (what `validateOrExit()` uses).
    static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }

    /// Sleeps the calling thread briefly; used only while `validate()` waits for its worker thread.
    static func pause(microseconds: UInt32) {
        usleep(microseconds)
    }

    /// Parks the calling thread for the rest of the process; used only by an analyser worker whose factory
    /// asked for a dependency that cannot exist (see `ValidationProbe`).
    static func parkForever() -> Never {
        while true { sleep(3600) }
    }

    /// Starts a detached operating-system thread running `body`, with a stack of `stackSize` bytes.
    ///
    /// The analyser needs a real thread (not a task) because a worker that reaches a dependency cycle inside a
    /// factory can never return, and must not hold a cooperative-pool thread hostage. It asks for a generous
    /// stack because it builds a chain of dependencies recursively, as deep as the user's graph.
    static func spawnThread(stackSize: Int = 32 << 20, _ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let status = pthread_create(&thread, &attributes, runThreadBody, context)
        precondition(status == 0, "Inject could not start the analyser's worker thread (pthread_create: \(status)).")
        #if canImport(Darwin)
            pthread_detach(thread!)
        #else
            pthread_detach(thread)
        #endif
    }
}

/// Carries a closure through `pthread_create`'s untyped context pointer.
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

#if canImport(Darwin)
    private func runThreadBody(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#else
    private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
#endif
