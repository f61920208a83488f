internal import InjectDiagnostics

extension AnalysisContext {
    /// The notes saying where analysis stopped, for every registration whose stop traces back to `root` (the
    /// registration whose factory met the dead end itself), the root first.
    func stopNotes(root: RegistrationKey) -> [Finding.Note] {
        // Through the index: filtering every stop for each finding was quadratic with many dead ends.
        (stopsByRoot[root] ?? []).compactMap { position in
            let stop = stops[position]
            guard let node = nodeIndex[stop.registration] else { return nil }
            return Finding.Note(
                message: stopMessage(stop, service: graph.nodes[node].serviceName.quoted),
                location: graph.nodes[node].location)
        }
    }

    /// The stops whose root's dead end was `reason`'s kind, by root.
    func roots(where matches: (ProbeStop.Reason) -> Bool) -> [ProbeStop] {
        stops.filter { $0.registration == $0.root && matches($0.reason) }
    }

    private func stopMessage(_ stop: ProbeStop, service: String) -> String {
        switch stop.reason {
        case .missing(let key):
            let missing = nodeIndex[key].map { graph.nodes[$0].serviceName.quoted } ?? "'?'"
            return
                "analysis of \(service) stopped at its first missing dependency; what its factory needs after \(missing) is unknown until it is registered"
        case .cycle:
            return
                "analysis of \(service) stopped at this cycle; what its factory needs afterwards is unknown until the cycle is broken"
        case .blocked(let key):
            let needed = nodeIndex[key].map { graph.nodes[$0].serviceName.quoted } ?? "'?'"
            return "analysis of \(service) stopped here too: its factory needs \(needed), which cannot be built"
        case .foreign, .refused:
            return "analysis of \(service) stopped at this failure; what its factory needs afterwards is unknown"
        case .threw:
            return "analysis of \(service) stopped where its async factory threw; what it needs afterwards is unknown"
        }
    }

}
