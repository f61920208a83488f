extension ResolutionError {
    /// Ends a resolution that cannot succeed and has nowhere to throw to.
    ///
    /// Normally that means printing ``message`` and trapping. On an analyser worker thread it means handing
    /// the problem to the analyser, which records it and never returns to the factory (see `ValidationProbe`).
    func stop() -> Never {
        if let probe = ThreadLocalSlot.existingState?.probe {
            probe.abandon(because: self)
        }
        trap()
    }
}
