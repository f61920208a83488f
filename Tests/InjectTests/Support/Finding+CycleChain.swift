import Inject

extension Finding {
    /// A cycle's headline up to the shared advice (`dependency cycle: 'A' → 'B' → 'A'`), for tests that check
    /// the chain; the advice's exact words are pinned once, in `fooAndBarInjectingEachOtherIsACycle`.
    var cycleChain: String {
        String(message.prefix { $0 != ";" })
    }
}
