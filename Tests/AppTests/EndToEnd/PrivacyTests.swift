import Foundation
import Testing

@Suite("Personal data is private by default")
struct PrivacyTests {
    /// Every folder and file under `directory` with its permission bits, by path relative to it.
    static func modes(under directory: String) throws -> [String: Int] {
        var modes: [String: Int] = [:]
        let attributes = try FileManager.default.attributesOfItem(atPath: directory)
        modes["."] = attributes[.posixPermissions] as? Int
        for name in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            modes[name] =
                try FileManager.default.attributesOfItem(atPath: "\(directory)/\(name)")[.posixPermissions]
                as? Int
        }
        return modes
    }

    @Test func everythingTheAppCreatesIsPrivateEvenUnderAnOpenUmask() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        for arguments in [
            ["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"],
            ["email", "compose", "c1", "--template", "application-received"],
            ["email", "send", "d1"],
            ["features", "disable", "events"],
        ] {
            let run = try sandbox.run(arguments, umask: "000")
            #expect(run.status == 0, "\(arguments): \(run.errorOutput)")
        }
        let modes = try Self.modes(under: sandbox.dataDirectory)
        #expect(modes["outbox/d1.eml"] != nil && modes["workflow.sqlite"] != nil && modes["features.json"] != nil)
        for (path, mode) in modes {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: "\(sandbox.dataDirectory)/\(path)", isDirectory: &isDirectory)
            #expect(mode == (isDirectory.boolValue ? 0o700 : 0o600), "\(path) is \(String(mode, radix: 8))")
        }
    }

    @Test func doctorReportsLooserModesAndFixRepairsThem() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "QA"])
        chmod(sandbox.dataDirectory, 0o755)
        chmod(sandbox.databasePath, 0o644)

        let report = try sandbox.run(["doctor"])
        #expect(report.status == 1)
        #expect(
            report.output.contains("Privacy: 2 files open to others (run 'inject-workflow doctor --fix'):"),
            "\(report.output)")
        #expect(report.output.contains("  \(sandbox.databasePath) is 0644, open to others (should be 0600)"))
        #expect(report.output.contains("  \(sandbox.dataDirectory) is 0755, open to others (should be 0700)"))

        let json = try sandbox.run(["doctor", "--json"])
        #expect(json.status == 1, "the same verdict as text")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let privacy = try #require(data["privacy"] as? [String: Any])
        let open = try #require(privacy["openFiles"] as? [[String: String]])
        #expect(open.contains(["path": sandbox.databasePath, "mode": "0644", "expected": "0600"]), "\(open)")
        #expect(privacy["fixed"] as? Bool == false && data["ok"] as? Bool == false)

        let fixed = try sandbox.run(["doctor", "--fix"])
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("  \(sandbox.databasePath) 0644 → 0600"))
        #expect(try Self.modes(under: sandbox.dataDirectory)["workflow.sqlite"] == 0o600)
        #expect(try Self.modes(under: sandbox.dataDirectory)["."] == 0o700)
        #expect(try sandbox.run(["doctor"]).output.contains("Privacy: the data directory and its files are private"))
    }
}
