import CInjectSupport

/// The few operating-system services Inject needs and the standard library does not offer: writing to standard
/// error, exiting, sleeping, the main-thread and main-actor tests, a plain thread for the analyser, and the working
/// directory.
///
/// They come from `CInjectSupport`, POSIX C with one code path for every platform (the Swift overlays of the C
/// library differ between Darwin and Glibc; the C does not), so that this file has no platform branch and Inject
/// does not pull all of Foundation into every package that embeds it.
enum Platform {
    /// Writes `text` to standard error, unbuffered, so it is visible even if the process traps next.
    static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { inject_write_standard_error($0.baseAddress, $0.count) }
    }

    /// Whether the caller runs on the main actor: the test `MainActor.assumeIsolated` makes, without its trap.
    ///
    /// The Swift runtime itself is asked, because the main actor's jobs may run on any thread (on Linux
    /// `dispatchMain` ends the main thread and the main queue is drained by workers) and an analyser worker may run
    /// as the main actor (``MainActorLoan``). A runtime too old to answer (an Apple system before Swift 6's) is
    /// answered with the main-thread test, which is what the main actor is there.
    static var isOnMainActor: Bool {
        // Safe: `UnownedSerialExecutor` is the two words of the runtime's executor reference, which is how the
        // runtime function takes it.
        let executor = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self)
        return inject_is_current_executor(executor.0, executor.1)
    }

    /// Whether the calling thread is the process's main thread (where the main actor runs, unless it is lent).
    static var isOnMainThread: Bool {
        inject_is_main_thread()
    }

    /// Ends the process with `status` (what `validateOrExit()` uses).
    static func exitProcess(_ status: Int32) -> Never {
        inject_exit(status)
    }

    /// Sleeps the calling thread briefly; used only while `validate()` waits for its worker thread.
    static func pause(microseconds: UInt32) {
        inject_sleep_microseconds(microseconds)
    }

    /// Parks the calling thread for the rest of the process; used only by an analyser worker whose factory
    /// asked for a dependency that cannot exist (see `ValidationProbe`).
    static func parkForever() -> Never {
        inject_park_forever()
    }

    /// The process's working directory, or nil if it cannot be read.
    static var currentDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard inject_current_directory(&buffer, buffer.count) else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Starts a detached operating-system thread running `body`, with a stack of `stackSize` bytes.
    ///
    /// The analyser needs a real thread (not a task) because a worker that reaches a dependency cycle inside a
    /// factory can never return, and must not hold a cooperative-pool thread hostage. It asks for a generous
    /// stack because it builds a chain of dependencies recursively, as deep as the user's graph.
    static func spawnThread(stackSize: Int = 32 << 20, _ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        let status = inject_thread_start(runThreadBody, context, stackSize)
        precondition(status == 0, "Inject could not start the analyser's worker thread (pthread_create: \(status)).")
    }
}

/// Carries a closure through `inject_thread_start`'s untyped context pointer.
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

private func runThreadBody(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
}
