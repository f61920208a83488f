import Foundation
import Testing

@Suite("Concurrent app processes")
struct ConcurrentProcessesTests {
    @Test func twentyProcessesAddingAtOnceLoseNoCandidate() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        // Start all twenty before waiting for any, so they race for the store.
        let running = try (1...20).map { index in
            try sandbox.start([
                "candidates", "add", "--name", "Person \(index)", "--email", "p\(index)@example.com", "--role", "QA",
            ])
        }
        let runs = try running.map { try $0.finish() }
        for run in runs {
            #expect(run.status == 0, "\(run.arguments): \(run.errorOutput)")
        }

        let list = try sandbox.run(["candidates", "list", "--json"])
        #expect(list.status == 0, "\(list.errorOutput)")
        let candidates = try #require(
            try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        #expect(candidates.count == 20)
        let ids = Set(candidates.compactMap { $0["id"] as? String })
        #expect(ids == Set((1...20).map { "c\($0)" }))
        let names = Set(candidates.compactMap { $0["name"] as? String })
        #expect(names == Set((1...20).map { "Person \($0)" }))
        let printedIDs = Set(runs.map { $0.output.trimmingCharacters(in: .whitespacesAndNewlines) })
        #expect(printedIDs == ids, "each process printed the id it was given")
    }
}
