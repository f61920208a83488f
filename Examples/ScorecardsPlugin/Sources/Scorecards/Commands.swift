import InjectWorkflowCore

/// `inject-workflow scorecards rate c1 --criterion communication --score 4 --interviewer lin@example.com`.
enum RateCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "rate",
            summary: "Rate a candidate on one criterion after an interview (1 poor to 5 excellent)",
            arguments: [
                .positional("id", help: "The candidate's id (c1)"),
                .option("criterion", help: "What is rated (communication, design, coding)", isRequired: true),
                .option("score", help: "1 (poor) to 5 (excellent)", isRequired: true),
                .option("interviewer", help: "Who rates", isRequired: true),
                .option("note", help: "A sentence on why"),
            ],
            examples: [
                "inject-workflow scorecards rate c1 --criterion communication --score 4 --interviewer lin@example.com"
            ],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let arguments = invocation.arguments
        let scoreText = try arguments.required("score")
        guard let score = Int(scoreText) else {
            throw AppError.usage(
                "--score must be a whole number from 1 to 5, got '\(scoreText)'", hint: "pass --score 4")
        }
        let rating = try invocation.resolver.resolve(Scorecards.self).rate(
            candidateID: try arguments.required("id"), criterion: try arguments.required("criterion"), score: score,
            interviewer: try arguments.required("interviewer"), note: arguments.value("note"))
        if try invocation.printJSONIfRequested(rating) { return }
        invocation.console.print("rated \(rating.candidateID) \(rating.score)/5 on \(rating.criterion)")
    }
}

/// `inject-workflow scorecards show c1`: the candidate's ratings and the mean per criterion.
enum ShowScorecardCommand {
    static var command: FeatureCommand {
        FeatureCommand(
            name: "show",
            summary: "Show a candidate's ratings and the mean score per criterion",
            arguments: [.positional("id", help: "The candidate's id (c1)")],
            examples: ["inject-workflow scorecards show c1"],
            run: run)
    }

    static func run(_ invocation: CommandInvocation) throws {
        let ratings = try invocation.resolver.resolve(Scorecards.self)
            .ratings(forCandidate: try invocation.arguments.required("id"))
        if try invocation.printJSONIfRequested(ratings) { return }
        var byCriterion: [String: [Int]] = [:]
        for rating in ratings { byCriterion[rating.criterion, default: []].append(rating.score) }
        let rows = byCriterion.keys.sorted().map { criterion in
            let scores = byCriterion[criterion]!
            let mean = Double(scores.reduce(0, +)) / Double(scores.count)
            return [criterion, String(format: "%.1f", mean), String(scores.count)]
        }
        invocation.console.print(Table(columns: ["CRITERION", "MEAN", "RATINGS"], rows: rows).rendered())
    }
}
