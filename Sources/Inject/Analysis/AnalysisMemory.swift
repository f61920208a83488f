/// What the analyser learnt about each singleton it built, kept with the container.
///
/// A singleton's factory runs at most once per container, `validate()` included: the instance the analyser
/// builds becomes the singleton. A later `validate()` therefore cannot run that factory again to see what it
/// resolves, so the edges recorded the first time are kept here and replayed.
final class AnalysisMemory: Sendable {
    private let singletonEdges = Lock([ObjectIdentifier: [RecordedEdge]]())

    /// The edges recorded when `registration`'s singleton was built under analysis, if it was.
    func edges(of registration: Registration) -> [RecordedEdge]? {
        singletonEdges.withLock { $0[ObjectIdentifier(registration)] }
    }

    func remember(_ edges: [RecordedEdge], of registration: Registration) {
        singletonEdges.withLock { $0[ObjectIdentifier(registration)] = edges }
    }
}

// Safe to send: every stored property is an immutable value (metatypes included) once recorded.
extension RecordedEdge: @unchecked Sendable {}
