import CInjectSupport
internal import InjectDiagnostics

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
    /// Installs the handler (`inject_fatal_signals_install`, which records the actions it replaces), once per process.
    private static let installed: Void = inject_fatal_signals_install(handleFatalSignal)

    /// Installs the handler, once per process.
    static func install() {
        installed
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

private func handleFatalSignal(_ signal: Int32) {
    if let probe = ThreadLocalSlot.existingState?.probe {
        Platform.writeToStandardError(FactoryCrashNotice.message(for: probe.chain, signal: signal))
    }
    // Hand the signal back: restore what was there and raise it again (it is delivered once this returns).
    inject_fatal_signal_pass_on(signal)
}
