import Foundation
import InjectWorkflowTestSupport
import Testing

/// `candidates delete` without `--yes` asks on the terminal; here a real pseudo-terminal (Python's `pty`, from
/// the standard library) plays the person typing, so the prompt, the echo and the answer go through a TTY.
@Suite(
    "Deleting asks for confirmation on a real terminal",
    .enabled(if: PythonModules.isInstalled("pty"), "needs python3 with its standard 'pty' module (POSIX only)"))
struct DeleteConfirmationTests {
    /// Runs `argv[1] json(argv[3])` on a new pseudo-terminal with the environment `json(argv[2])`, types
    /// `argv[4]` once the prompt appears, and prints the exit status and everything the terminal showed.
    /// Gives up after 20 s (killing the app), so a prompt that never comes cannot hang the tests.
    static let driver = #"""
        import json, os, pty, select, subprocess, sys, time
        binary, environment, arguments, answer = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4]
        master, slave = pty.openpty()
        child = subprocess.Popen([binary] + arguments, stdin=slave, stdout=slave, stderr=slave, env=environment)
        os.close(slave)
        seen, answered, deadline = b"", False, time.monotonic() + 20
        while time.monotonic() < deadline:
            if not select.select([master], [], [], 0.5)[0]:
                if child.poll() is not None: break
                continue
            try:
                chunk = os.read(master, 4096)
            except OSError:  # EIO: the app exited and the terminal closed
                break
            if not chunk: break
            seen += chunk
            if not answered and b"Type 'yes' to confirm: " in seen:
                os.write(master, answer.encode())
                answered = True
        if child.poll() is None: child.kill()
        print(json.dumps({"status": child.wait(), "answered": answered, "screen": seen.decode("utf-8", "replace")}))
        """#

    struct Session: Decodable {
        var status: Int32
        var answered: Bool
        var screen: String
    }

    func delete(answering answer: String, in sandbox: AppSandbox) throws -> Session {
        let binary = try #require(AppBinary.url, "the app binary was not built")
        let environment = String(decoding: try JSONEncoder().encode(sandbox.environment), as: UTF8.self)
        let arguments = String(decoding: try JSONEncoder().encode(["candidates", "delete", "c1"]), as: UTF8.self)
        let json = try runPython(Self.driver, arguments: [binary.path, environment, arguments, answer])
        return try JSONDecoder().decode(Session.self, from: Data(json.utf8))
    }

    func sandboxWithAda() throws -> AppSandbox {
        let sandbox = try AppSandbox()
        let added = try sandbox.run(["candidates", "add", "--name", "Ada", "--email", "ada@example.com", "--role", "X"])
        try #require(added.status == 0, "\(added.errorOutput)")
        return sandbox
    }

    @Test("typing yes at the prompt deletes the candidate")
    func yesDeletes() throws {
        let sandbox = try sandboxWithAda()
        defer { sandbox.remove() }
        let session = try delete(answering: "yes\n", in: sandbox)
        #expect(session.answered, "no prompt appeared: \(session.screen)")
        #expect(
            session.screen.contains(
                "Delete c1 Ada <ada@example.com> and everything stored about them? This cannot be undone. "
                    + "Type 'yes' to confirm: yes"), "\(session.screen)")
        #expect(session.status == 0, "\(session.screen)")
        #expect(session.screen.contains("deleted c1 Ada <ada@example.com>: 1 stage change"), "\(session.screen)")
        #expect(try sandbox.run(["candidates", "show", "c1"]).status == 1)
    }

    @Test("any other answer, or the end of input, deletes nothing", arguments: ["no\n", "y\n", "\u{04}"])
    func otherAnswersKeepTheCandidate(answer: String) throws {
        let sandbox = try sandboxWithAda()
        defer { sandbox.remove() }
        let session = try delete(answering: answer, in: sandbox)
        #expect(session.answered, "no prompt appeared: \(session.screen)")
        #expect(session.status != 0, "\(session.screen)")
        // Ctrl-D too: somebody was asked, so the message must not say there was nobody to ask.
        #expect(session.screen.contains("error: nothing was deleted: 'c1' was not confirmed"), "\(session.screen)")
        #expect(try sandbox.run(["candidates", "show", "c1"]).status == 0)
    }
}
