import Foundation
import Testing

@Suite("inject-workflow graph")
struct GraphRenderingTests {
    /// Graphviz's `dot`, looked up on `PATH` and asked for its version (`.ci/run` installs Debian's `graphviz`):
    /// a `dot` that is on `PATH` but does not run counts as missing.
    static let dot: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidate = path.split(separator: ":").map { "\($0)/dot" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let candidate else { return nil }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: candidate)
        probe.arguments = ["-V"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return nil }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? candidate : nil
    }()

    @Test(.enabled(if: dot != nil, "Graphviz's 'dot' is not installed (apt-get install graphviz; .ci/run does)"))
    func dotOutputRendersToAPNGWithGraphviz() throws {
        let dot = try #require(Self.dot)
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let graph = try sandbox.run(["graph", "--format", "dot"])
        #expect(graph.status == 0, "\(graph.errorOutput)")
        #expect(graph.output.contains("digraph"))
        for service in ["CandidatesService", "EmailComposing", "EventsService", "Store", "WallClock"] {
            #expect(graph.output.contains(service), "the graph shows \(service)")
        }

        let input = sandbox.root.appendingPathComponent("graph.dot")
        let picture = sandbox.root.appendingPathComponent("graph.png")
        try Data(graph.output.utf8).write(to: input)
        let render = Process()
        render.executableURL = URL(fileURLWithPath: dot)
        render.arguments = ["-Tpng", input.path, "-o", picture.path]
        let errors = Pipe()
        render.standardError = errors
        try render.run()
        render.waitUntilExit()
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(render.terminationStatus == 0, "dot failed: \(complaints)")
        #expect(complaints.isEmpty, "dot warned: \(complaints)")
        let png = try Data(contentsOf: picture)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
        #expect(png.count > 1_000)
    }

    @Test func mermaidOutputIsAFlowchart() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let graph = try sandbox.run(["graph", "--format", "mermaid"])
        #expect(graph.status == 0)
        #expect(graph.output.contains("CandidatesService"))
    }

    @Test func disablingAFeatureRemovesItsServicesFromTheGraph() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["features", "disable", "events"])
        let graph = try sandbox.run(["graph"])
        #expect(graph.status == 0)
        #expect(!graph.output.contains("EventsService (StoredEventsService)"), "no registration of it")
        #expect(graph.output.contains("CandidatesService (StoredCandidatesService)"))
    }
}
