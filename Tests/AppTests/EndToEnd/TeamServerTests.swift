import Foundation
import InjectWorkflowTestSupport
import Testing

#if canImport(CInjectWorkflowPostgres)
    /// Several recruiters on one PostgreSQL store at once, through the real binary: nothing is lost, nothing is
    /// overwritten unseen, nobody is double-booked, and a server that goes away mid-command leaves nothing half-done.
    /// Each test has a schema of its own on the test server (`INJECT_TEST_POSTGRES_URL`).
    @Suite(
        "A team on one PostgreSQL store", .enabled(if: PostgresTestServer.isConfigured, PostgresTestServer.skipReason))
    struct TeamServerTests {
        /// A sandbox whose runs use a fresh schema of the test server.
        struct Team {
            let schema: PostgresTestServer.Schema
            var sandbox: AppSandbox

            init(applicationName: String? = nil) throws {
                schema = try PostgresTestServer.Schema()
                sandbox = try AppSandbox()
                sandbox.environment["APP_STORE"] =
                    schema.url + (applicationName.map { "&application_name=\($0)" } ?? "")
            }

            func remove() {
                schema.drop()
                sandbox.remove()
            }

            func add(_ index: Int) -> [String] {
                ["candidates", "add", "--name", "Person \(index)", "--email", "p\(index)@example.com", "--role", "QA"]
            }

            /// Starts every command at once and waits for all of them.
            func runAtOnce(_ commands: [[String]]) throws -> [AppRun] {
                let started = try commands.map { try sandbox.start($0) }
                return try started.map { try $0.finish() }
            }
        }

        @Test func addsFromManyProcessesAtOnceAreAllKeptWithUniqueIdsInOrder() throws {
            let team = try Team()
            defer { team.remove() }
            let runs = try team.runAtOnce((1...24).map(team.add))
            #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.errorOutput))")
            let ids = runs.map { $0.output.trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(Set(ids) == Set((1...24).map { "c\($0)" }))
            // Numbers are drawn in commit order, so the listing (by time added, then number) is the order of ids.
            let rows = try team.schema.rows("SELECT number FROM candidates ORDER BY added_at, number").map { $0.int(0) }
            #expect(rows == Array(1...24))
        }

        /// The figure: 20 recruiters at once, each adding 50 candidates one command after another (1,000
        /// processes of the real binary, 20 running at any time). All 1,000 are kept, numbered 1…1000 with no gap
        /// or repeat, each recruiter's ids rise in the order it added them, and the numbers follow the order the
        /// adds committed (read from the server's commit timestamps, which `.ci/postgres` switches on).
        @Test func twentyRecruitersAddingFiftyEachKeepAllThousandInCommitOrder() throws {
            let team = try Team()
            defer { team.remove() }
            let recruiters = 20
            let adds = 50
            // One shell per recruiter runs its 50 adds in turn and stops at the first failure; $0 is the binary.
            let loop =
                "for i in $(seq 1 \(adds)); do \"$0\" candidates add --name \"Person $1-$i\" "
                + "--email \"p$1-$i@example.com\" --role QA || exit 1; done"
            let started = try (1...recruiters).map { recruiter in
                try team.sandbox.start(["\(recruiter)"], launcher: ["/bin/sh", "-c", loop])
            }
            let runs = try started.map { try $0.finish() }
            #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.errorOutput).filter { !$0.isEmpty })")
            var printed: [Int] = []
            for run in runs {
                let numbers = run.output.split(separator: "\n").map { Int($0.dropFirst()) ?? 0 }
                #expect(numbers.count == adds, "recruiter \(run.arguments) printed \(numbers.count) ids")
                #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count, "\(numbers)")
                printed += numbers
            }
            #expect(printed.sorted() == Array(1...recruiters * adds))
            let stored = try team.schema.rows("SELECT number FROM candidates ORDER BY number").map { $0.int(0) }
            #expect(stored == Array(1...recruiters * adds))
            let tracksCommits = try team.schema.rows("SHOW track_commit_timestamp")[0].text(0) == "on"
            if tracksCommits {
                let byCommit = try team.schema.rows(
                    "SELECT number FROM candidates ORDER BY pg_xact_commit_timestamp(xmin), number"
                ).map { $0.int(0) }
                #expect(byCommit == stored, "numbers are drawn in the order the adds commit")
            }
        }

        @Test func twoRecruitersMovingOneCandidateAtOnceCannotBothWin() throws {
            let team = try Team()
            defer { team.remove() }
            for round in 1...4 {
                #expect(try team.sandbox.run(team.add(round)).status == 0)
                let runs = try team.runAtOnce([
                    ["candidates", "move", "c\(round)", "screening"], ["candidates", "move", "c\(round)", "rejected"],
                ])
                let winners = runs.filter { $0.status == 0 }
                let losers = runs.filter { $0.status != 0 }
                // Either order may win; the other saw the winner's change (and refused a move it no longer wants, or
                // was told the candidate changed under it). Both moves together never happen unseen.
                if winners.count == 1, let loser = losers.first {
                    #expect(
                        loser.errorOutput.contains("was changed (stage applied → ")
                            || loser.errorOutput.contains("cannot move"),
                        "exit \(loser.status): \(loser.errorOutput) (winner: \(winners[0].arguments))")
                }
                let history = try team.schema.rows(
                    "SELECT count(*) FROM stage_changes WHERE candidate_number = \(round)")[0].int(0)
                #expect(history == 1 + winners.count, "every accepted move is in the history, and only those")
            }
        }

        @Test func oneInterviewerBookedByManyAtOnceGetsOneInterview() throws {
            let team = try Team()
            defer { team.remove() }
            for index in 1...6 { #expect(try team.sandbox.run(team.add(index)).status == 0) }
            let runs = try team.runAtOnce(
                (1...6).map { index in
                    [
                        "events", "schedule", "c\(index)", "--start", "2026-11-23T10:00", "--interviewer",
                        "lin@example.com", "--location", "Room \(index)",
                    ]
                })
            #expect(runs.filter { $0.status == 0 }.count == 1, "\(runs.map(\.errorOutput))")
            for loser in runs where loser.status != 0 {
                #expect(
                    loser.errorOutput.contains("interviewer 'lin@example.com' is already booked"),
                    "\(loser.errorOutput)")
            }
            let held = try team.schema.rows("SELECT count(*) FROM interview_slots WHERE holder = 'lin@example.com'")
            #expect(held[0].int(0) == 60)
            #expect(try team.schema.rows("SELECT count(*) FROM events")[0].int(0) == 1)
        }

        @Test func aServerThatGoesAwayMidCommandLeavesNothingHalfWritten() throws {
            let name = "gone\(UInt32.random(in: 0...UInt32.max))"
            let team = try Team(applicationName: name)
            defer { team.remove() }
            let csv =
                "name,email,role\n" + (1...20_000).map { "Person \($0),p\($0)@example.com,QA" }.joined(separator: "\n")
            let file = team.sandbox.root.appendingPathComponent("people.csv")
            try Data(csv.utf8).write(to: file)
            #expect(try team.sandbox.run(team.add(0)).status == 0)
            let running = try team.sandbox.start(["candidates", "import", file.path])
            // Once the import is writing, the server ends its connection (as a restart or a network cut would).
            var terminated = false
            for _ in 0..<500 where !terminated {
                Thread.sleep(forTimeInterval: 0.02)
                let killed = try team.schema.rows(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)' "
                        + "AND xact_start IS NOT NULL AND pid <> pg_backend_pid()")
                terminated = !killed.isEmpty
            }
            #expect(terminated)
            let run = try running.finish()
            #expect(run.status == 1)
            #expect(run.errorOutput.contains("lost the connection to the PostgreSQL store"), "\(run.errorOutput)")
            #expect(run.errorOutput.contains("nothing was written"))
            #expect(!run.errorOutput.contains("ci-secret"))
            #expect(try team.schema.rows("SELECT count(*) FROM candidates")[0].int(0) == 1, "only the one added before")
        }
    }
#endif
