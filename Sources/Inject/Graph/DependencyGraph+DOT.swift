extension DependencyGraph {
    /// Graphviz DOT: registered services as boxes, missing ones dashed, optional injections dashed, cycle
    /// edges red and bold.
    ///
    /// ```
    /// digraph Inject {
    ///   n0 [label="Foo\nFooImpl · .transient"];
    ///   n0 -> n1 [label="bar", color="red", penwidth=2];
    /// }
    /// ```
    func renderedAsDOT() -> String {
        var lines = ["digraph Inject {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for (index, node) in nodes.enumerated() {
            var attributes = ["label=\(Self.dotQuoted(dotLabel(node)))"]
            if !node.isRegistered { attributes += ["style=dashed", "color=\"red\""] }
            lines.append("  n\(index) [\(attributes.joined(separator: ", "))];")
        }
        for edge in edges {
            var attributes: [String] = []
            if let property = edge.property { attributes.append("label=\(Self.dotQuoted(property))") }
            if edge.isOptional { attributes.append("style=dashed") }
            if edge.isInCycle { attributes += ["color=\"red\"", "penwidth=2"] }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  n\(edge.from) -> n\(edge.to)\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func dotLabel(_ node: Node) -> String {
        var details: [String] = []
        if let implementation = node.implementation, implementation != node.service { details.append(implementation) }
        details.append(node.scope.map(\.description) ?? "not registered")
        return node.label + "\n" + details.joined(separator: " · ")
    }

    static func dotQuoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
