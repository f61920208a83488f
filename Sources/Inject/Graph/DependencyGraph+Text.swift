extension DependencyGraph {
    /// One line per service (`label (Implementation) .scope  at location`), its dependencies indented under it.
    ///
    /// ```
    /// Foo (FooImpl) .transient  App/Wiring.swift:3:5
    ///   → Bar  @Injected bar  App/FooImpl.swift:4:6  [cycle]
    ///   → Analytics?  @Injected analytics  App/FooImpl.swift:5:6  [not registered]
    /// ```
    func renderedAsText() -> String {
        let outgoing = outgoing()
        var lines: [String] = []
        for (index, node) in nodes.enumerated() where node.isRegistered {
            var line = node.label
            if let implementation = node.implementation, implementation != node.service {
                line += " (\(implementation))"
            }
            if let scope = node.scope { line += " \(scope)" }
            if let location = node.location { line += "  \(location)" }
            if incomplete.contains(index) { line += "  [analysis stopped at a dead end]" }
            lines.append(line)
            for edgeIndex in outgoing[index] {
                let edge = edges[edgeIndex]
                let target = nodes[edge.to]
                var dependency = "  → \(target.label)\(edge.isOptional ? "?" : "")"
                dependency += edge.property.map { "  @Injected \($0)" } ?? "  resolved in factory"
                dependency += "  \(edge.location)"
                if edge.isInCycle { dependency += "  [cycle]" }
                if !target.isRegistered { dependency += "  [not registered]" }
                lines.append(dependency)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
