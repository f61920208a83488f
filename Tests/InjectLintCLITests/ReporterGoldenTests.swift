import Foundation
import InjectLint
import Testing

/// One fixed set of diagnostics goes through every reporter and is compared with `Fixtures/Golden/Reporters.<name>`
/// (re-record with `INJECT_LINT_RECORD=1`). The set holds what reporters get wrong: notes, a warning, a path with
/// a space and a comma, a message with `%`, `:`, `,`, quotes, a backslash, non-ASCII text and a line break.
@Suite("Reporters")
struct ReporterGoldenTests {
    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            ruleID: "cycle", severity: .error,
            message: "'Scheduler' and 'Calendar' depend on each other: Scheduler → Calendar → Scheduler",
            location: .init(path: "/pkg/Sources/Features/Events/Scheduling.swift", line: 5, column: 5),
            notes: [
                .init(
                    message: "'CalendarImpl.scheduler' injects 'Scheduler'",
                    location: .init(path: "/pkg/Sources/Features/Events/Scheduling.swift", line: 9, column: 5)),
                .init(
                    message: "'Scheduler' is registered here",
                    location: .init(path: "/pkg/Sources/app/Composition.swift", line: 11, column: 15)),
            ]),
        Diagnostic(
            ruleID: "unregistered", severity: .error,
            message: "'Mailr' is injected into 'CandidatesService.mailer' but never registered",
            location: .init(path: "Sources/My Features, v2/Candidates.swift", line: 12, column: 17),
            notes: [
                .init(
                    message: "did you mean 'Mailer'?",
                    location: .init(path: "Sources/app/Composition.swift", line: 10, column: 24))
            ]),
        Diagnostic(
            ruleID: "duplicate-registration", severity: .warning,
            message: "100% sure: \"Mailer\" is registered twice,\nonce per scope: C:\\temp — café",
            location: .init(path: "Sources/app/Composition.swift", line: 13, column: 5)),
        Diagnostic(
            ruleID: "invalid-source", severity: .error,
            message: "'Broken.swift' is not valid UTF-8 at byte 12",
            location: .init(path: "Sources/Broken.swift", line: 1, column: 1)),
    ]

    static let context = ReportContext(
        toolVersion: "0.0.0-golden",
        rules: [
            .init(id: "unregistered", summary: "An injected type that nobody registers."),
            .init(id: "cycle", summary: "Registrations that depend on each other in a loop."),
            .init(id: "duplicate-registration", summary: "The same type and name registered twice."),
        ])

    @Test(arguments: Reporters.names)
    func reporterOutputMatchesItsGoldenFile(name: String) throws {
        let reporter = try #require(Reporters.named(name)).init(context: Self.context)
        Golden.expect(reporter.report(Self.diagnostics), matches: "Reporters.\(name)")
    }

    @Test(arguments: Reporters.names)
    func reporterOutputIsDeterministic(name: String) throws {
        let reporter = try #require(Reporters.named(name)).init(context: Self.context)
        #expect(reporter.report(Self.diagnostics) == reporter.report(Self.diagnostics))
    }

    @Test func reporterNamesAreUniqueAndTextIsTheDefault() {
        #expect(Set(Reporters.names).count == Reporters.names.count)
        #expect(Reporters.names.first == "text")
    }

    @Test func jsonAndSARIFOutputsAreValidJSON() throws {
        for name in ["json", "sarif"] {
            let reporter = try #require(Reporters.named(name)).init(context: Self.context)
            let output = reporter.report(Self.diagnostics)
            #expect(throws: Never.self, "\(name) output is not JSON") {
                try JSONSerialization.jsonObject(with: Data(output.utf8))
            }
        }
    }

    @Test func sarifHasTheRequiredShape() throws {
        let output = SARIFReporter(context: Self.context).report(Self.diagnostics)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        #expect((root["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "inject-lint")
        let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.diagnostics.count)
        for (result, diagnostic) in zip(results, Self.diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.ruleID)
            #expect(ruleIDs[try #require(result["ruleIndex"] as? Int)] == diagnostic.ruleID)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let region = try #require((location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == diagnostic.location!.line)
            #expect(region["startColumn"] as? Int == diagnostic.location!.column)
            #expect((result["relatedLocations"] as? [Any])?.count ?? 0 == diagnostic.notes.count)
        }
    }

    @Test func emptyRunsPrintNothingOrAnEmptyDocument() {
        for reporter in Reporters.all.map({ $0.init(context: Self.context) }) {
            let output = reporter.report([])
            switch type(of: reporter).name {
            case "text", "github": #expect(output == "")
            case "json": #expect(output == "[]\n")
            default: #expect(output.contains("\"results\" : []"))
            }
        }
    }
}
