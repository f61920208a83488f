import Foundation
import Testing

@Suite("Killed writers")
struct CrashSafetyTests {
    /// How many candidates `candidates.json` holds, or `nil` if it does not exist; fails the test if the
    /// file exists but is not a complete document.
    static func candidateCount(in sandbox: AppSandbox) throws -> Int? {
        guard let data = FileManager.default.contents(atPath: sandbox.documentPath("candidates")) else { return nil }
        let envelope = try #require(
            try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            "candidates.json is not complete JSON after a kill:\n\(String(decoding: data, as: UTF8.self))")
        #expect(envelope["schemaVersion"] as? Int == 1)
        let document = try #require(envelope["document"] as? [Any], "no document in \(envelope)")
        return document.count
    }

    @Test func aProcessKilledMidWriteLeavesThePreviousOrTheNewStateNeverABrokenFile() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        // Each write pauses halfway through its temporary file and again before the rename, so kills can be
        // aimed inside the write instead of hoping to hit a window of microseconds.
        let slowWrites = ["WORKFLOW_TEST_CRASH_WINDOW_MS": "40"]
        var count = 0
        var killedMidWrite = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<36 {
            let writer = try sandbox.start(
                ["candidates", "add", "--name", "Person \(round)", "--email", "p\(round)@example.com", "--role", "QA"],
                extraEnvironment: slowWrites)
            switch round % 3 {
            case 0:
                // Let it finish: the new state must be there.
                let run = try writer.finish()
                #expect(run.status == 0, "\(run.errorOutput)")
            case 1:
                // Wait until the temporary file exists, then kill at a random instant inside the write.
                if waitForTemporaryFile(in: sandbox.dataDirectory, timeout: 20) {
                    usleep(UInt32.random(in: 0...90_000, using: &generator))
                }
                kill(writer.processIdentifier, SIGKILL)
                _ = try writer.finish()
            default:
                // Kill at a random instant, most likely before the write begins.
                usleep(UInt32.random(in: 0...30_000, using: &generator))
                kill(writer.processIdentifier, SIGKILL)
                _ = try writer.finish()
            }
            if hasTemporaryFile(in: sandbox.dataDirectory) { killedMidWrite += 1 }
            removeTemporaryFiles(in: sandbox.dataDirectory)

            let now = try Self.candidateCount(in: sandbox) ?? 0
            #expect(now == count || now == count + 1, "round \(round): \(count) candidates before, \(now) after")
            if round % 3 == 0 { #expect(now == count + 1, "round \(round): a finished add must be kept") }
            count = now
        }
        #expect(killedMidWrite > 0, "no kill landed inside a write, so the test proved nothing")
        let list = try sandbox.run(["candidates", "list", "--json"])
        #expect(list.status == 0, "\(list.errorOutput)")
    }

    private func temporaryFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix(".candidates.json.tmp-") }
    }

    private func hasTemporaryFile(in directory: String) -> Bool {
        !temporaryFiles(in: directory).isEmpty
    }

    private func removeTemporaryFiles(in directory: String) {
        for name in temporaryFiles(in: directory) {
            try? FileManager.default.removeItem(atPath: "\(directory)/\(name)")
        }
    }

    private func waitForTemporaryFile(in directory: String, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if hasTemporaryFile(in: directory) { return true }
            usleep(1_000)
        }
        return false
    }
}
