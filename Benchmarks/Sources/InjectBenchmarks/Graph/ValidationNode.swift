import Inject

/// A node of the generated graphs scenario (f) validates; every node is registered under its own name.
///
/// Half the nodes take their children through their initialiser (constructor injection, which the analyser
/// sees by recording the resolutions a factory makes), half hold an `Injected` constant (which it sees with
/// `Mirror`), so both ways of finding edges are timed.
protocol ValidationNode: Sendable {}

/// A node built with its children: the factory resolves them, so validation records those edges.
final class ConstructedNode: ValidationNode {
    let children: [any ValidationNode]

    init(children: [any ValidationNode]) {
        self.children = children
    }
}

/// A node that injects its child lazily: validation reads the edge from the wrapper with `Mirror`.
final class PropertyInjectedNode: ValidationNode {
    let child: Injected<any ValidationNode>

    init(childName: String) {
        child = Injected(name: childName)
    }
}

/// A node with no dependencies.
final class LeafNode: ValidationNode {}
