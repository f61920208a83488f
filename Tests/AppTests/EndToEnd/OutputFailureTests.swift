import Foundation
import Testing

@Suite("Output that cannot be written")
struct OutputFailureTests {
    static let hasFullDevice = FileManager.default.isWritableFile(atPath: "/dev/full")

    @Test(
        "a listing sent to a full device exits 1 with a message, never silently",
        .enabled(if: hasFullDevice, "needs /dev/full (Linux) to simulate a full disk"))
    func listingToAFullDevice() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        try sandbox.run(["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "QA"])
        for words in [["candidates", "list"], ["candidates", "list", "--json"], ["candidates", "show", "c1"]] {
            let run = try sandbox.run(words, standardOutput: "/dev/full")
            #expect(run.status == 1, "\(words)")
            #expect(
                run.errorOutput == """
                    error: could not write to standard output (No space left on device), so nothing the command \
                    did was kept
                    hint: make room where the output goes, or send it elsewhere, and run the command again

                    """, "\(words)")
        }
    }

    @Test(
        "a change whose output is lost is not kept: the add is undone",
        .enabled(if: hasFullDevice, "needs /dev/full (Linux) to simulate a full disk"))
    func changeWithLostOutputIsUndone() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        let add = try sandbox.run(
            ["candidates", "add", "--name", "Ada Lovelace", "--email", "ada@example.com", "--role", "QA"],
            standardOutput: "/dev/full")
        #expect(add.status == 1)
        let list = try sandbox.run(["candidates", "list", "--json"])
        #expect(list.output == "[\n\n]\n" || list.output == "[]\n", "no candidate was kept: \(list.output)")
    }

    @Test(
        "built-ins and help report it too",
        .enabled(if: hasFullDevice, "needs /dev/full (Linux) to simulate a full disk"))
    func builtInsAndHelp() throws {
        let sandbox = try AppSandbox()
        defer { sandbox.remove() }
        for words in [["--help"], ["features"], ["graph"], ["candidates", "list", "--help"], ["--version"]] {
            let run = try sandbox.run(words, standardOutput: "/dev/full")
            #expect(run.status == 1, "\(words)")
            #expect(
                run.errorOutput.hasPrefix("error: could not write to standard output (No space left on device)"),
                "\(words): \(run.errorOutput)")
        }
    }
}
