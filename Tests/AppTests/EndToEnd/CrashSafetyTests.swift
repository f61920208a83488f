import Foundation
import Testing

@Suite("Killed writers")
struct CrashSafetyTests {
    @Test func twoHundredWritesKilledAtRandomLeaveASoundDatabaseWithEveryAcknowledgedWrite() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        var acknowledged: [String] = []
        var killed = 0
        var generator = SystemRandomNumberGenerator()
        // Two writers at a time, so kills also land while one waits for the other's lock.
        for round in stride(from: 0, to: 200, by: 2) {
            let writers = try (round..<round + 2).map { index in
                (
                    index,
                    try sandbox.start([
                        "candidates", "add", "--name", "Person \(index)", "--email", "p\(index)@example.com",
                        "--role", "QA",
                    ])
                )
            }
            // Kill one of the pair at a random instant of its run (start-up, open, transaction, commit).
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            kill(writers[Int.random(in: 0...1, using: &generator)].1.processIdentifier, SIGKILL)
            for (index, writer) in writers {
                let run = try writer.finish()
                if run.status == 0 {
                    acknowledged.append("Person \(index)")
                } else {
                    killed += 1
                }
            }
        }
        #expect(killed > 0, "no kill landed before its process finished, so the test proved nothing")

        let doctor = try sandbox.run(["doctor"])
        #expect(doctor.status == 0, "\(doctor.output)\(doctor.errorOutput)")
        #expect(doctor.output.contains("integrity ok"), "PRAGMA integrity_check: \(doctor.output)")
        let list = try sandbox.run(["candidates", "list", "--json"])
        #expect(list.status == 0, "\(list.errorOutput)")
        let candidates = try #require(
            try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
        let names = Set(candidates.compactMap { $0["name"] as? String })
        let lost = acknowledged.filter { !names.contains($0) }
        #expect(lost.isEmpty, "acknowledged but missing after the kills: \(lost)")
        #expect(candidates.count == names.count, "no candidate was stored twice")
    }
}
