import Candidates
import Core
import EmailComposer
import Events

/// The one list of feature modules the app is built from. Adding a feature is one line here (and its target
/// in Package.swift); the host, `--help`, `app features`, the flags file and the graph all follow from it.
enum AppModules {
    static var all: [any FeatureModule] {
        [CandidatesModule(), EmailComposerModule(), EventsModule()]
    }
}
