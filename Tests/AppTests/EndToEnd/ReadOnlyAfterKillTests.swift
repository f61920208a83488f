import Foundation
import InjectWorkflowTestSupport
import Testing

/// A writer killed with `kill -9` (or a process that still had the database open) leaves committed changes in
/// `workflow.sqlite-wal`, not yet merged into `workflow.sqlite`. If the data directory then turns read-only, a
/// read must still see every change a command acknowledged, or say clearly why it cannot: never an older view.
@Suite(
    "A read-only data directory after a killed process left its write-ahead log",
    .enabled(
        if: ReadOnlyRunner.isAvailable,
        "as root the test needs /usr/bin/setpriv (util-linux) able to run the built app as 'nobody'"),
    .enabled(if: PythonModules.isInstalled("sqlite3"), "needs python3 with its standard 'sqlite3' module"))
struct ReadOnlyAfterKillTests {
    /// Holds a read transaction on `argv[3]` (so the app's `add`, `argv[1]` with the environment
    /// `json(argv[2])`, cannot merge its log when it exits), runs the add, then kills the holder with SIGKILL
    /// and prints the add's exit status and the log's size.
    static let driver = #"""
        import json, os, signal, subprocess, sys
        binary, environment, database = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
        hold = ("import sqlite3, sys, time\n"
                "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                "c.execute('BEGIN'); c.execute('SELECT count(*) FROM candidates').fetchall()\n"
                "print('holding', flush=True); time.sleep(120)\n")
        holder = subprocess.Popen([sys.executable, "-c", hold, database], stdout=subprocess.PIPE)
        assert holder.stdout.readline().strip() == b"holding"
        add = subprocess.run(
            [binary, "candidates", "add", "--name", "Grace Hopper", "--email", "grace@example.com", "--role", "Admiral"],
            env=environment, capture_output=True, timeout=60)
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        wal = database + "-wal"
        print(json.dumps({"status": add.returncode, "output": add.stdout.decode(), "errors": add.stderr.decode(),
                          "walBytes": os.path.getsize(wal) if os.path.exists(wal) else -1}))
        """#

    struct Outcome: Decodable {
        var status: Int32
        var output: String
        var errors: String
        var walBytes: Int
    }

    /// A data directory holding Ada, and Grace only in the write-ahead log, then made read-only for `nobody`.
    func directoryWithUnmergedLog() throws -> AppSandbox {
        let sandbox = try AppSandbox()
        #expect(chmod(sandbox.root.path, 0o755) == 0, "nobody must reach the data directory")
        let ada = try sandbox.run([
            "candidates", "add", "--name", "Ada Lovelace", "--email", "ada@x.example", "--role", "QA",
        ])
        try #require(ada.status == 0, "\(ada.errorOutput)")
        let binary = try #require(AppBinary.url, "the app binary was not built")
        let environment = String(decoding: try JSONEncoder().encode(sandbox.environment), as: UTF8.self)
        let json = try runPython(
            Self.driver, arguments: [binary.path, environment, "\(sandbox.dataDirectory)/workflow.sqlite"])
        let outcome = try JSONDecoder().decode(Outcome.self, from: Data(json.utf8))
        try #require(outcome.status == 0 && outcome.output == "c2\n", "the add was not acknowledged: \(outcome.errors)")
        try #require(outcome.walBytes > 0, "the log was merged after all: nothing left to test")
        return sandbox
    }

    @Test("every acknowledged write is read from the log, and nothing in the directory changes")
    func readsSeeTheLoggedWrite() throws {
        let sandbox = try directoryWithUnmergedLog()
        defer {
            _ = chmod(sandbox.dataDirectory, 0o700)
            sandbox.remove()
        }
        try ReadOnlyDataDirectoryTests.makeReadOnly(sandbox.dataDirectory)
        let before = try ReadOnlyDataDirectoryTests.snapshot(sandbox.dataDirectory)
        let list = try sandbox.run(["candidates", "list"], launcher: ReadOnlyRunner.launcher)
        #expect(list.status == 0, "\(list.errorOutput)")
        #expect(list.output.contains("Ada Lovelace"), "\(list.output)")
        #expect(list.output.contains("Grace Hopper"), "the acknowledged add is missing: \(list.output)")
        let show = try sandbox.run(["candidates", "show", "c2"], launcher: ReadOnlyRunner.launcher)
        #expect(show.status == 0 && show.output.contains("Grace Hopper"), "\(show.errorOutput)")
        let write = try sandbox.run(["candidates", "move", "c2", "screening"], launcher: ReadOnlyRunner.launcher)
        #expect(write.status != 0)
        #expect(write.errorOutput.contains("the data directory is read-only"), "\(write.errorOutput)")
        #expect(try ReadOnlyDataDirectoryTests.snapshot(sandbox.dataDirectory) == before)
    }

    @Test("without the log's index beside it, a read fails saying why and how to fix it, and changes nothing")
    func aLogThatCannotBeReadIsRefusedClearly() throws {
        let sandbox = try directoryWithUnmergedLog()
        defer {
            _ = chmod(sandbox.dataDirectory, 0o700)
            sandbox.remove()
        }
        // SQLite reads a log in a read-only directory only through its index file (-shm), which it cannot create.
        #expect(unlink("\(sandbox.dataDirectory)/workflow.sqlite-shm") == 0)
        try ReadOnlyDataDirectoryTests.makeReadOnly(sandbox.dataDirectory)
        let before = try ReadOnlyDataDirectoryTests.snapshot(sandbox.dataDirectory)
        let list = try sandbox.run(["candidates", "list"], launcher: ReadOnlyRunner.launcher)
        #expect(list.status != 0)
        #expect(list.output.isEmpty, "an older view was printed: \(list.output)")
        let database = "\(sandbox.dataDirectory)/workflow.sqlite"
        #expect(
            list.errorOutput.hasPrefix(
                "error: cannot read \(database): changes committed by an earlier run are still in its write-ahead log "
                    + "(workflow.sqlite-wal), and in a read-only data directory"),
            "\(list.errorOutput)")
        #expect(try ReadOnlyDataDirectoryTests.snapshot(sandbox.dataDirectory) == before)
    }
}
