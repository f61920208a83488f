import Inject
import InjectWorkflowCore

/// `inject-workflow graph [--format text|dot|mermaid]`: the live dependency graph of the enabled features.
///
/// ```text
/// $ inject-workflow graph --format dot | dot -Tpng -o graph.png
/// $ inject-workflow graph --json | jq '.cycles'
/// ```
///
/// It does not require a valid graph: it is how one looks at a broken one.
enum GraphCommand {
    static let formats: [(name: String, format: GraphFormat)] = [("text", .text), ("dot", .dot), ("mermaid", .mermaid)]

    static var command: BuiltinCommand {
        BuiltinCommand(
            name: "graph",
            summary: "Print the live dependency graph (text, Graphviz dot or Mermaid)",
            arguments: [.option("format", help: "text (the default), dot or mermaid", valueName: "format")],
            examples: ["inject-workflow graph --format dot | dot -Tpng -o graph.png", "inject-workflow graph --json"],
            printsJSON: true,
            run: run)
    }

    static func run(_ invocation: BuiltinInvocation) throws -> ExitCode {
        let name = invocation.arguments.value("format") ?? "text"
        guard let format = formats.first(where: { $0.name == name })?.format else {
            let suggestion = Suggestion.closest(to: name, among: formats.map(\.name))
            throw HostError.unknownGraphFormat(name, suggestion: suggestion).appError
        }
        let container = try invocation.session.makeContainer()
        if invocation.outputFormat == .json {
            guard invocation.arguments.value("format") == nil else { throw HostError.jsonAndFormat(name).appError }
            try invocation.console.printJSON(GraphJSON(container.dependencyGraph()))
            return .success
        }
        invocation.console.print(container.dependencyGraph().rendered(as: format))
        return .success
    }
}
