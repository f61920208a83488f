extension DependencyGraph {
    /// A Mermaid flowchart: optional injections dotted, missing services dashed, cycle edges red.
    ///
    /// ```
    /// flowchart LR
    ///   n0["Foo<br/>FooImpl · .transient"]
    ///   n0 -->|bar| n1
    ///   linkStyle 0 stroke:red,stroke-width:3px
    /// ```
    func renderedAsMermaid() -> String {
        var lines = ["flowchart LR"]
        for (index, node) in nodes.enumerated() {
            lines.append("  n\(index)[\"\(Self.mermaidEscaped(mermaidLabel(node)))\"]")
        }
        var cycleLinks: [Int] = []
        for (position, edge) in edges.enumerated() {
            let arrow = edge.isOptional ? "-.->" : "-->"
            let label = edge.property.map { "|\(Self.mermaidEscaped($0))|" } ?? ""
            lines.append("  n\(edge.from) \(arrow)\(label) n\(edge.to)")
            if edge.isInCycle { cycleLinks.append(position) }
        }
        let missing = nodes.indices.filter { !nodes[$0].isRegistered }
        if !missing.isEmpty {
            lines.append("  classDef missing stroke:red,stroke-dasharray:5 5")
            lines.append("  class \(missing.map { "n\($0)" }.joined(separator: ",")) missing")
        }
        if !cycleLinks.isEmpty {
            lines.append(
                "  linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) stroke:red,stroke-width:3px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaidLabel(_ node: Node) -> String {
        var details: [String] = []
        if let implementation = node.implementation, implementation != node.service { details.append(implementation) }
        details.append(node.scope.map(\.description) ?? "not registered")
        return node.label + "<br/>" + details.joined(separator: " · ")
    }

    static func mermaidEscaped(_ text: String) -> String {
        text.replacingAll("\"", with: "#quot;").replacingAll("|", with: "#124;")
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
