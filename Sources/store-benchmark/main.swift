import Foundation

// store-benchmark: how the cost of one `inject-workflow` command grows with the data.
//
//   swift build -c release --product inject-workflow && swift run -c release store-benchmark [--runs 15]
//       [--candidates 100000] [--interviews 20000] [--import-rows 100000] [--app PATH] [--legacy-app PATH]
//   swift run -c release store-benchmark --seed-only DIR [--candidates N] [--interviews N]
//   swift run -c release store-benchmark --store postgresql://USER@HOST/DATABASE [--runs N] [--candidates N]
//       [--interviews N] [--app PATH]
//
// Seeds a data directory through the app's own services, then times whole `inject-workflow` processes (launch to exit,
// the median of --runs) on an empty directory and on the seeded one; last, `candidates import` of a CSV file
// of --import-rows rows into a fresh copy of each (median of 3 runs). With --legacy-app (an `inject-workflow` built from a
// release before the database, e.g. 95b28e7), times that binary on the same data written as its JSON files.
// With --seed-only, seeds DIR (which must not exist yet) the same way and exits: a data directory to run one
// command on under a profiler (`valgrind --tool=callgrind`, `perf`).
// With --store URL, compares SQLite with the PostgreSQL server at URL instead, side by side on the same seeded
// data, against the issue's targets (see ServerComparison); it works in a schema of its own, dropped afterwards.

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else {
        let usage =
            "usage: store-benchmark [--runs N] [--candidates N] [--interviews N] [--import-rows N] [--app PATH] "
            + "[--legacy-app PATH]\n       store-benchmark --seed-only DIR [--candidates N] [--interviews N]\n"
            + "       store-benchmark --store postgresql://USER@HOST/DATABASE [--runs N] [--candidates N] "
            + "[--interviews N] [--app PATH]\n"
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
    options[String(name.dropFirst(2))] = value
}
let runs = Int(options["runs"] ?? "") ?? 15
let candidates = Int(options["candidates"] ?? "") ?? 100_000
let interviews = Int(options["interviews"] ?? "") ?? 20_000
let importRows = Int(options["import-rows"] ?? "") ?? 100_000
if let directory = options["seed-only"] {
    let target = URL(fileURLWithPath: directory)
    guard !FileManager.default.fileExists(atPath: target.path) else {
        FileHandle.standardError.write(Data("store-benchmark: \(target.path) exists; name a new directory\n".utf8))
        exit(73)
    }
    do {
        try Seeding.seed(target, candidates: candidates, interviews: interviews)
    } catch {
        FileHandle.standardError.write(Data("store-benchmark: \(error)\n".utf8))
        exit(1)
    }
    print("seeded \(candidates) candidates and \(interviews) interviews in \(target.path)")
    exit(0)
}
let ownDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let app = URL(fileURLWithPath: options["app"] ?? ownDirectory.appendingPathComponent("inject-workflow").path)
guard FileManager.default.isExecutableFile(atPath: app.path) else {
    FileHandle.standardError.write(
        Data("no app at \(app.path): run 'swift build -c release --product inject-workflow' first\n".utf8))
    exit(66)
}
let root = FileManager.default.temporaryDirectory.appendingPathComponent("store-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }
if let url = options["store"] {
    #if canImport(CInjectWorkflowPostgres)
        do {
            try ServerComparison(
                app: app, url: url, runs: runs, candidates: candidates, interviews: interviews, root: root
            ).run()
            try? FileManager.default.removeItem(at: root)
            exit(0)
        } catch {
            try? FileManager.default.removeItem(at: root)
            FileHandle.standardError.write(Data("store-benchmark: \(error)\n".utf8))
            exit(1)
        }
    #else
        FileHandle.standardError.write(Data("store-benchmark: this build has no PostgreSQL client (libpq)\n".utf8))
        exit(69)
    #endif
}

/// One measured command: how it is run on the empty and on the seeded directory.
struct Scenario {
    var name: String
    var target: String
    var status: Int32 = 0
    var runs: Int
    var empty: (Int) -> [String]
    var seeded: (Int) -> [String]
}

func scenarios(seededCandidates: Int) -> [Scenario] {
    let middle = "c\(seededCandidates / 2)"
    return [
        Scenario(
            name: "candidates add", target: "≤ 1.3× empty", runs: runs,
            empty: {
                ["candidates", "add", "--name", "New \($0)", "--email", "new\($0)@bench.example", "--role", "QA"]
            },
            seeded: {
                ["candidates", "add", "--name", "New \($0)", "--email", "new\($0)@bench.example", "--role", "QA"]
            }),
        Scenario(
            name: "candidates show <id>", target: "≤ 20 ms", runs: runs, empty: { _ in ["candidates", "show", "c1"] },
            seeded: { _ in ["candidates", "show", middle] }),
        Scenario(
            name: "lookup by email (duplicate add refused)", target: "≤ 20 ms", status: 1, runs: runs,
            empty: { _ in ["candidates", "add", "--name", "X", "--email", "NEW0@bench.example", "--role", "QA"] },
            seeded: { _ in
                ["candidates", "add", "--name", "X", "--email", "P\(seededCandidates / 2)@example.com", "--role", "QA"]
            }),
        Scenario(
            name: "events schedule", target: "≤ 30 ms", runs: runs,
            empty: {
                [
                    "events", "schedule", "c1", "--start", start($0), "--interviewer", "bench@example.com",
                    "--location", "R",
                ]
            },
            seeded: {
                [
                    "events", "schedule", "c\(seededCandidates - $0)", "--start", start($0), "--interviewer",
                    "bench@example.com",
                    "--location", "R",
                ]
            }),
        Scenario(
            name: "candidates list (all)", target: "≤ 500 ms", runs: max(3, runs / 3),
            empty: { _ in ["candidates", "list"] },
            seeded: { _ in ["candidates", "list"] }),
    ]
}

/// A start time far ahead of the seeded interviews, one hour per run.
func start(_ run: Int) -> String {
    let day = 10 + run / 8
    return String(format: "2027-01-%02dT%02d:00", day, 9 + run % 8)
}

func measure(binary: URL, label: String, seed: (URL) throws -> Void) throws {
    let empty = root.appendingPathComponent("\(label)-empty")
    let seeded = root.appendingPathComponent("\(label)-seeded")
    try seed(seeded)
    func timer(_ directory: URL) -> AppTimer {
        AppTimer(
            binary: binary,
            environment: [
                "WORKFLOW_DATA_DIR": directory.path, "WORKFLOW_NOW": "2026-11-22T09:00:00Z", "HOME": root.path,
            ])
    }
    // The first command on a directory creates (or imports) its store: that one-off is not what is measured.
    _ = try timer(empty).time([
        "candidates", "add", "--name", "First", "--email", "first@bench.example", "--role", "QA",
    ])
    _ = try timer(seeded).time(["candidates", "show", "c1"])
    print(
        "\n\(label): \(candidates) candidates, \(interviews) interviews (median of \(runs) runs; list: \(max(3, runs / 3)))"
    )
    print("command                                    empty        seeded       seeded/empty  target")
    for scenario in scenarios(seededCandidates: candidates) {
        let onEmpty = try timer(empty).median(runs: scenario.runs, expecting: scenario.status, scenario.empty)
        let onSeeded = try timer(seeded).median(runs: scenario.runs, expecting: scenario.status, scenario.seeded)
        printRow(scenario.name, empty: onEmpty, seeded: onSeeded, target: scenario.target)
    }
    guard importRows > 0, label.hasPrefix("SQLite") else { return }  // the JSON releases had no import
    let csv = root.appendingPathComponent("import-\(importRows).csv")
    if !FileManager.default.fileExists(atPath: csv.path) { try ImportBenchmark.writeCSV(rows: importRows, to: csv) }
    let onEmpty = try ImportBenchmark.median(runs: 3, file: csv, into: empty, timer: timer)
    let onSeeded = try ImportBenchmark.median(runs: 3, file: csv, into: seeded, timer: timer)
    printRow("candidates import (\(importRows) CSV rows)", empty: onEmpty, seeded: onSeeded, target: "≤ 5 s")
}

/// One line of the table: the command, its time on the empty and on the seeded store, their ratio, the target.
func printRow(_ name: String, empty: Duration, seeded: Duration, target: String) {
    func column(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    print(
        "\(column(name, 42)) \(column(empty.milliseconds, 12)) \(column(seeded.milliseconds, 12)) "
            + "\(column(seeded.ratio(to: empty), 13)) \(target)")
}

do {
    let clock = ContinuousClock()
    let seedStart = clock.now
    try measure(binary: app, label: "SQLite store (\(app.path))") { directory in
        try Seeding.seed(directory, candidates: candidates, interviews: interviews)
        print(
            "seeded \(candidates) candidates and \(interviews) interviews through the services in "
                + "\((clock.now - seedStart).milliseconds)")
    }
    if let legacy = options["legacy-app"] {
        try measure(binary: URL(fileURLWithPath: legacy), label: "JSON store (\(legacy))") { directory in
            try Seeding.writeLegacyJSON(directory, candidates: candidates, interviews: interviews)
        }
    }
} catch {
    FileHandle.standardError.write(Data("store-benchmark: \(error)\n".utf8))
    exit(1)
}
