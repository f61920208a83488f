public import InjectDiagnostics

/// The container's dependency graph as the analyser saw it: one node per registration (and per missing
/// dependency), one edge per injection, and every cycle.
///
/// ```swift
/// let graph = container.dependencyGraph()
/// print(graph.rendered(as: .mermaid))
/// for cycle in graph.cycles { print(cycle.map { graph.nodes[$0].label }.joined(separator: " → ")) }
/// ```
public struct DependencyGraph: Sendable {
    /// A service: registered (with its scope and registration site) or only asked for.
    ///
    /// ```swift
    /// graph.nodes.filter { !$0.isRegistered }.map(\.label)
    /// ```
    public struct Node: Hashable, Sendable {
        /// The service type as written: `graph.nodes[0].service == "Store"`.
        public var service: String
        /// The registration name, if any: `node.name == "archive"`.
        public var name: String?
        /// The concrete type the factory built, when the analyser could build it: `node.implementation == "FileStore"`.
        public var implementation: String?
        /// The registered scope; nil for a dependency nobody registered: `node.scope == .singleton`.
        public var scope: Scope?
        /// Where it was registered: `node.location?.description` is `App/Wiring.swift:12:5`.
        public var location: CodeLocation?
        /// The service type's identity: two nodes are the same type only when these are equal, whatever
        /// their spelling.
        var typeIdentity: ObjectIdentifier

        /// Whether a registration exists for it: `graph.nodes.filter { !$0.isRegistered }` are the missing ones.
        public var isRegistered: Bool { scope != nil }
        /// How the node is printed: `node.label` is `Store` or `Store named "archive"` (the analyser's and the
        /// linter's spelling, without their quotes).
        public var label: String { TypeName.describe(service, name: name) }
        /// The service in the words both tools use: `'Store' named "archive"`.
        var serviceName: ServiceName { ServiceName(service, name: name) }
    }

    /// `from` needs `to`, through an `@Injected` property or a resolve inside its factory.
    ///
    /// ```swift
    /// graph.edges.filter(\.isInCycle).map { graph.nodes[$0.from].label }
    /// ```
    public struct Edge: Hashable, Sendable {
        /// Index of the dependent node in ``DependencyGraph/nodes``: `graph.nodes[edge.from]`.
        public var from: Int
        /// Index of the dependency node: `graph.nodes[edge.to]`.
        public var to: Int
        /// The `@Injected` property's name (`edge.property == "store"`); nil for a resolve in the factory.
        public var property: String?
        /// An optional injection, never an error: `graph.edges.filter(\.isOptional)`.
        public var isOptional: Bool
        /// The `@Injected` declaration, or the registration whose factory resolves it: `"\(edge.location)"`.
        public var location: CodeLocation
        /// Whether the edge lies on a cycle (both ends in one strongly connected component): `edge.isInCycle`.
        public var isInCycle: Bool
        /// The type that declares the `Injected` property (a superclass of the built type, perhaps).
        var declaringType: String? = nil
        /// A `lazy var x = Injected<T>()` its owner has not created yet.
        var isUncreatedLazy = false
    }

    /// Registered services in registration order, then missing dependencies: `graph.nodes.map(\.label)`.
    public var nodes: [Node]
    /// Every injection, each (from, to) pair once: `graph.edges.count`.
    public var edges: [Edge]
    /// One concrete cycle per strongly connected component, as node indices; first and last are the same node:
    /// `graph.cycles.map { $0.map { graph.nodes[$0].label }.joined(separator: " → ") }`.
    public var cycles: [[Int]]
    /// Services whose factory stopped at a dead end (a cycle or missing service) during analysis, so requests
    /// it would have made afterwards are unknown: `graph.incomplete.map { graph.nodes[$0].label }`.
    public var incomplete: [Int]
}

/// The export formats of ``DependencyGraph/rendered(as:)``.
///
/// ```swift
/// let dot = graph.rendered(as: .dot)   // pipe into `dot -Tsvg`
/// ```
public enum GraphFormat: String, Sendable, CaseIterable {
    /// An indented list, one service per line and its dependencies under it.
    case text
    /// Graphviz DOT; cycle edges are red.
    case dot
    /// A Mermaid flowchart; cycle edges are red.
    case mermaid
}

extension DependencyGraph {
    /// The graph in `format`.
    ///
    /// ```swift
    /// print(container.dependencyGraph().rendered(as: .text))
    /// ```
    public func rendered(as format: GraphFormat) -> String {
        switch format {
        case .text: renderedAsText()
        case .dot: renderedAsDOT()
        case .mermaid: renderedAsMermaid()
        }
    }

    /// Edges leaving each node, for walks.
    func outgoing() -> [[Int]] {
        var result = Array(repeating: [Int](), count: nodes.count)
        for (index, edge) in edges.enumerated() { result[edge.from].append(index) }
        return result
    }
}
