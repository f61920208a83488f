import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowEmailComposer
import InjectWorkflowEvents

/// The one list of feature modules the app is built from. Adding a feature is one line here (and its target
/// in Package.swift); the host, `--help`, `inject-workflow features`, the flags file and the graph all follow from it.
enum AppModules {
    static var all: [any FeatureModule] {
        [CandidatesModule(), EmailComposerModule(), EventsModule()]
    }
}
