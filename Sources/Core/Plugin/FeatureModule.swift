import Inject

/// The plugin contract: a feature names itself, registers its implementations, and contributes commands.
///
/// A feature module knows only `Interfaces`, `Core` and `Inject`. The host (`inject-workflow`) holds the list of modules,
/// reads the feature flags, calls ``register(in:)`` on each enabled module, validates the container (once per
/// build of the program and set of enabled features, recorded in the store; `inject-workflow doctor` every time), and only
/// then dispatches `inject-workflow <name> <command>` to one of ``commands``.
///
/// Contract every implementer must keep (and test):
/// - ``name`` is lowercase, unique, stable: it is the command-line word and the key in `features.json`.
/// - ``register(in:)`` only registers; it resolves nothing and does no I/O (validation builds each
///   registration once to read its `@Injected` members). It registers the same graph on every run of the same
///   program, whatever the data or the environment: that is what lets the host skip validating a graph it
///   validated before.
/// - Reaching another feature goes through a protocol in `Interfaces`, never an import of that feature. A
///   dependency on a feature that may be disabled is an optional injection (`@Injected var events: EventsService?`).
/// - A feature that cannot work without another (a non-optional injection of its services) names it in
///   ``requiredFeatures``: the host then refuses to switch that one off while this one is on, and explains a
///   flags file edited into that state in a sentence instead of running into a broken graph.
///
/// ```swift
/// public struct CandidatesModule: FeatureModule {
///     public init() {}
///     public var name: String { "candidates" }
///     public var summary: String { "Track candidates through the hiring pipeline" }
///     public func register(in container: Container) {
///         container.register(CandidatesService.self, scope: .singleton) { CandidatesServiceImpl() }
///     }
///     public var commands: [FeatureCommand] { [addCommand, listCommand] }
/// }
/// ```
public protocol FeatureModule: Sendable {
    /// The command-line word and feature-flag key (`candidates`).
    var name: String { get }
    /// One line for `inject-workflow --help` and `inject-workflow features`.
    var summary: String { get }
    /// Registers this feature's implementations.
    func register(in container: Container)
    /// The commands under `inject-workflow <name>`.
    var commands: [FeatureCommand] { get }
    /// The ``name``s of the features this one needs enabled (`["candidates"]` for email); none by default.
    var requiredFeatures: [String] { get }
    /// A plugin's own tables (``FeatureSchema``); `nil` by default. The built-in features' tables belong to the
    /// store's own schema instead.
    var schema: FeatureSchema? { get }
}

extension FeatureModule {
    /// No requirements: the feature works on its own, or reaches others only through optional injections.
    public var requiredFeatures: [String] { [] }

    /// No tables of its own.
    public var schema: FeatureSchema? { nil }
}
