internal import InjectDiagnostics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Makes a factory that kills the process during `validate()` name itself on standard error.
///
/// A factory may trap (`fatalError`, a failed precondition, a force-unwrapped nil) or crash, and then the process
/// dies inside `validate()` with no word of which of hundreds of registrations was being analysed. So, before the
/// first analysis, Inject installs a handler for the fatal signals (`SIGILL` and `SIGTRAP`, which Swift's traps
/// raise, and `SIGABRT`, `SIGSEGV`, `SIGBUS`, `SIGFPE`). When one arrives on an analyser worker, the handler
/// prints the registration being built (type, name, where it was registered, which chain asked for it) and how to
/// find out more; then, on every thread, it puts back the handler that was there before (the Swift runtime's
/// backtracer, a crash reporter, or the default) and raises the signal again, so the process dies exactly as it
/// would have. The handler is installed once per process and stays; off the analyser it only passes the signal on.
///
/// Best effort by nature: the text is built when the signal arrives, which allocates; that is safe for the traps
/// Swift code raises, but could hang if the crash happened inside the allocator itself.
enum FactoryCrashNotice {
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Installs the handler, once per process.
    static func install() {
        _ = PreviousHandlers.shared
    }

    /// What the handler prints for `chain` (outermost first), whose last registration's factory was running.
    static func message(for chain: [Registration], signal: Int32) -> String {
        guard let building = chain.last else { return "" }
        let path = chain.map(\.displayName).joined(separator: " → ")
        let quoted = ServiceName(TypeName.of(building.serviceType), name: building.key.name).quoted
        return """
            Inject: the process stopped (signal \(signal)) while validate() was running the factory of \
            \(quoted), registered at \(building.location) (analysis path: \(path)).
            Inject: the message above, if any, is the factory's own; to find out more, resolve \
            \(quoted) alone (container.resolve(\(TypeName.of(building.serviceType)).self\
            \(building.key.name.map { ", name: \"\($0)\"" } ?? ""))) under a debugger, or set a breakpoint in that \
            factory.

            """
    }
}

/// The signal actions that were in place before Inject's, so the handler can hand each signal back.
private final class PreviousHandlers: @unchecked Sendable {
    // Safe: written once, inside the `shared` initialiser (which Swift runs exactly once), read-only afterwards.
    static let shared = PreviousHandlers()
    private(set) var actions: [Int32: sigaction] = [:]

    private init() {
        for signal in FactoryCrashNotice.signals {
            var previous = sigaction()
            var action = signalAction(handleFatalSignal)
            if sigaction(signal, &action, &previous) == 0 { actions[signal] = previous }
        }
    }
}

/// A `sigaction` that runs `handler`, with no flags and nothing blocked; the handler field is spelled differently on
/// Darwin and Glibc, which is the only reason this is a function.
private func signalAction(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
    #else
        action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return action
}

private func handleFatalSignal(_ signal: Int32) {
    if let probe = ThreadLocalSlot.existingState?.probe {
        Platform.writeToStandardError(FactoryCrashNotice.message(for: probe.chain, signal: signal))
    }
    // Hand the signal back: restore what was there and raise it again (it is delivered once this returns).
    if var previous = PreviousHandlers.shared.actions[signal] {
        sigaction(signal, &previous, nil)
    } else {
        var fallback = signalAction(SIG_DFL)
        sigaction(signal, &fallback, nil)
    }
    raise(signal)
}
