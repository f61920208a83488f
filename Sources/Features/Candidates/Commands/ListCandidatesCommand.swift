import InjectWorkflowCore
import InjectWorkflowInterfaces

/// `inject-workflow candidates list [--stage S] [--role R] [--sort name|added|stage]`: a table, or JSON.
enum ListCandidatesCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "list",
            summary: "List candidates, optionally filtered by stage or role",
            arguments: [
                .option("stage", help: "Only candidates in this stage (applied, screening, …)"),
                .option("role", help: "Only candidates for this role (any case)"),
                .option("sort", help: "Order: name, added (default) or stage", valueName: "order"),
            ],
            examples: [
                "inject-workflow candidates list --stage interview --sort name",
                "inject-workflow candidates list --role \"Staff Engineer\" --json",
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let query = try query(from: invocation.arguments)
        let table: String?
        if invocation.outputFormat == .text, query.sort == .added {
            // The default listing goes from the store's rows straight into the table (100,000 rows: most of what
            // the command costs); JSON and the other orders need whole candidates.
            let listing = CandidateListing(
                store: invocation.resolver.resolve(Store.self), display: invocation.resolver.resolve(TimeDisplay.self))
            table = try listing.table(query)
        } else {
            let candidates = try invocation.resolver.resolve(CandidatesService.self).list(query)
            if try invocation.printJSONIfRequested(candidates) { return }
            let display = invocation.resolver.resolve(TimeDisplay.self)
            table = candidates.isEmpty ? nil : CandidateTable.rendered(candidates, display: display)
        }
        guard let table else {
            let filtered = query.stage != nil || query.role != nil
            invocation.console.print(
                filtered
                    ? "No candidates match."
                    : "No candidates yet: add one with 'inject-workflow candidates add --name … --email … --role …'.")
            return
        }
        invocation.console.print(table)
    }

    static func query(from arguments: ParsedArguments) throws(AppError) -> CandidateQuery {
        var query = CandidateQuery()
        if let stage = arguments.value("stage") { query.stage = try Stage.parse(stage) }
        query.role = arguments.value("role")
        if let text = arguments.value("sort") {
            guard let sort = CandidateQuery.Sort(rawValue: text.lowercased()) else {
                throw CandidatesError.unknownSort(text).appError
            }
            query.sort = sort
        }
        return query
    }
}
