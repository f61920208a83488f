import Foundation
import InjectWorkflowCandidates
import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("The candidates commands")
struct CommandTests {
    @Test("the module names itself and contributes add, list, show, move and timeline")
    func moduleShape() {
        let module = CandidatesModule()
        #expect(module.name == "candidates")
        #expect(
            module.commands.map(\.name) == [
                "add", "list", "show", "move", "timeline", "edit", "search", "delete", "import", "export",
            ])
    }

    @Test("add prints only the new id; with --json the whole candidate")
    func addPrintsID() throws {
        let harness = Harness()
        let text = try harness.run("add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "CTO")
        #expect(text == "c1\n")
        let json = try harness.run(
            "add", "--name=Grace", "--email", "grace@example.com", "--role", "CTO", format: .json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(decoded?["id"] as? String == "c2")
        #expect(decoded?["stage"] as? String == "applied")
    }

    @Test("add declares its three options as required: leaving one out is a usage error naming it")
    func addRequiresEveryField() throws {
        let error = appError { _ = try Harness().run("add", "--name", "Ada", "--email", "ada@example.com") }
        #expect(error?.exitCode == .usage)
        #expect(error?.message.contains("role") == true)
    }

    @Test("list prints an aligned table")
    func listPrintsTable() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace", role: "CTO")
        try harness.add("Linus", role: "Kernel Engineer")
        try harness.move("c2", to: .screening)
        let output = try harness.run("list", "--sort", "name")
        #expect(
            output == """
                ID  NAME          EMAIL                     ROLE             STAGE      ADDED
                c1  Ada Lovelace  ada.lovelace@example.com  CTO              applied    2026-11-22 09:01 UTC
                c2  Linus         linus@example.com         Kernel Engineer  screening  2026-11-22 09:02 UTC

                """)
    }

    @Test("list --json prints the filtered candidates as an array")
    func listJSON() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace")
        try harness.add("Grace Hopper")
        try harness.move("c2", to: .screening)
        let json = try harness.run("list", "--stage", "screening", format: .json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(decoded?.compactMap { $0["id"] as? String } == ["c2"])
    }

    @Test("an unknown stage or sort order is a usage error with a suggestion")
    func unknownNamesSuggest() {
        let harness = Harness()
        let stage = appError { _ = try harness.run("list", "--stage", "screning") }
        #expect(stage?.message == "unknown stage 'screning'")
        #expect(
            stage?.hint == "did you mean 'screening'? stages are: applied, screening, interview, offer, hired, rejected"
        )
        #expect(stage?.exitCode == .usage)
        let sort = appError { _ = try harness.run("list", "--sort", "nmae") }
        #expect(sort?.message == "unknown sort order 'nmae'")
        #expect(sort?.exitCode == .usage)
    }

    @Test("move prints the step taken, and accepts the stage in any case")
    func movePrintsStep() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace")
        #expect(
            try harness.run("move", "c1", "Screening") == "c1 Ada Lovelace: applied → screening\n")
    }

    @Test("show prints the details and the legal next stages")
    func showPrintsDetails() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace", role: "CTO")
        let output = try harness.run("show", "c1")
        #expect(output.contains("stage: applied (next: screening, rejected)\n"))
        #expect(output.contains("email: ada.lovelace@example.com\n"))
    }

    @Test("timeline prints one row per entry")
    func timelinePrintsRows() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace")
        try harness.move("c1", to: .screening)
        let lines = try harness.run("timeline", "c1").split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("WHEN"))
        #expect(lines[2] == "2026-11-22 09:02 UTC  stage  moved from 'applied' to 'screening'")
    }
}
