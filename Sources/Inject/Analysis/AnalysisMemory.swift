/// What the analyser learnt about the factories it may not run again, kept with the container.
///
/// A singleton's factory runs at most once per container, `validate()` included: the instance the analyser
/// builds becomes the singleton. A later `validate()` therefore cannot run that factory again to see what it
/// resolves, so the edges recorded the first time are kept here and replayed.
///
/// A factory whose analysis stopped at a dead end is parked for good, mid-call, holding whatever it held (a lock
/// of the app's, say). Running it again could wait for that lock forever, so what the analysis saw up to the dead
/// end (its stops and edges) is kept here too, and a later analysis reports it without running the factory.
final class AnalysisMemory: Sendable {
    private let singletonEdges = Lock([ObjectIdentifier: [RecordedEdge]]())
    private let parked = Lock([ParkedAnalysis]())

    /// The edges recorded when `registration`'s singleton was built under analysis, if it was.
    func edges(of registration: Registration) -> [RecordedEdge]? {
        singletonEdges.withLock { $0[ObjectIdentifier(registration)] }
    }

    func remember(_ edges: [RecordedEdge], of registration: Registration) {
        singletonEdges.withLock { $0[ObjectIdentifier(registration)] = edges }
    }

    /// Every analysis parked so far in this container, oldest first.
    var parkedAnalyses: [ParkedAnalysis] {
        parked.withLock { $0 }
    }

    func rememberParked(_ analysis: ParkedAnalysis) {
        parked.withLock { $0.append(analysis) }
    }
}

/// The registrations whose factories one parked thread stopped in (the one that met the dead end and those
/// waiting for it), with what the analysis recorded for them.
struct ParkedAnalysis: @unchecked Sendable {
    // Safe: every stored property is immutable once recorded (registrations are never changed after creation).
    let registrations: [Registration]
    let stops: [ProbeStop]
    let edges: [RecordedEdge]
}

// Safe to send: every stored property is an immutable value (metatypes included) once recorded.
extension RecordedEdge: @unchecked Sendable {}
