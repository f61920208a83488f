import Foundation
import Testing

@Suite("One command-line convention: --version, --json everywhere or refused by name, no ignored options")
struct ConventionTests {
    @Test("--version prints the version, as text or JSON, and takes nothing else")
    func version() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let text = try sandbox.run(["--version"])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("inject-workflow ") && text.output.split(separator: "\n").count == 1)
        let json = try sandbox.run(["--version", "--json"])
        let info = try JSONDecoder().decode([String: String].self, from: Data(json.output.utf8))
        #expect(info["name"] == "inject-workflow" && "inject-workflow \(info["version"] ?? "?")\n" == text.output)
        #expect(try sandbox.run(["--json", "--version"]).output == json.output)
        let extra = try sandbox.run(["--version", "now"])
        #expect(extra.status == 64)
        #expect(extra.errorOutput.hasPrefix("error: '--version' takes no arguments, got 'now'"))
    }

    @Test("--version answers without reading the data directory, even a broken one")
    func versionIgnoresTheDataDirectory() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.dataDirectory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: "\(sandbox.dataDirectory)/features.json"))
        #expect(try sandbox.run(["candidates", "list"]).status == 65, "the broken flags file is refused")
        let version = try sandbox.run(["--version"])
        #expect(version.status == 0, "\(version.errorOutput)")
        #expect(version.output.hasPrefix("inject-workflow "))
    }

    @Test("a built-in without a result refuses --json and names the commands that take it")
    func jsonRefusedByName() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let run = try sandbox.run(["demo", "--json"])
        #expect(run.status == 64)
        #expect(
            run.errorOutput
                == "error: 'inject-workflow demo' prints no result to give as JSON, so it does not take --json\n"
                + "hint: --json works with inject-workflow doctor, inject-workflow features, inject-workflow graph, "
                + "inject-workflow plugins and every feature command "
                + "(inject-workflow candidates list --json)\n")
        #expect(run.output.isEmpty)
        let bare = try sandbox.run(["--json"])
        #expect(bare.status == 64)
        #expect(bare.errorOutput.hasPrefix("error: '--json' needs a command whose result it prints"))
    }

    @Test("inject-workflow graph --json prints services, injections and cycles; with --format it is refused")
    func graphJSON() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let run = try sandbox.run(["graph", "--json"])
        #expect(run.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let services = try #require(object["services"] as? [[String: Any]])
        #expect(services.contains { $0["label"] as? String == "CandidatesService" && $0["scope"] != nil })
        #expect((object["injections"] as? [Any])?.isEmpty == false)
        #expect((object["cycles"] as? [Any])?.isEmpty == true)
        let both = try sandbox.run(["graph", "--json", "--format", "dot"])
        #expect(both.status == 64)
        #expect(both.errorOutput.hasPrefix("error: 'inject-workflow graph' was given both --json and --format dot"))
    }

    @Test("demo --data-dir is honoured in a new directory and refused where data already lives")
    func demoDataDirectory() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let chosen = sandbox.root.appendingPathComponent("my-demo").path
        let first = try sandbox.run(["demo", "--data-dir", chosen])
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(first.output.hasPrefix("A complete hiring workflow in a fresh data directory: \(chosen)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: chosen).isEmpty == false)
        let again = try sandbox.run(["demo", "--data-dir", chosen])
        #expect(again.status == 64)
        #expect(again.errorOutput.hasPrefix("error: the demo needs an empty data directory, and \(chosen) already"))
    }

    @Test("an unknown template and an unknown stage are the same kind of mistake: both exit 64")
    func sameMistakeSameExitCode() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "Engineer"])
        let template = try sandbox.run(["email", "compose", "c1", "--template", "ofer"])
        let stage = try sandbox.run(["candidates", "move", "c1", "screaning"])
        #expect(template.status == 64, "\(template.errorOutput)")
        #expect(stage.status == 64, "\(stage.errorOutput)")
        #expect(template.errorOutput.hasPrefix("error: unknown email template 'ofer'"))
        #expect(stage.errorOutput.hasPrefix("error: unknown stage 'screaning'"))
    }
}
