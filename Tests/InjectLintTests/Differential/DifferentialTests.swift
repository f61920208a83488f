import Foundation
import Testing

@testable import InjectLint

/// The analyser and the linter agree: random programs are written out as one package that depends on Inject by
/// path, built once, run (each program's container is `validateAsync()`d, async factories included), and linted;
/// for every program both tools must name the same cycles, the same missing services and the same synchronous
/// requests for async services (`requires-await`, service and site), and the same refused argument requests
/// (`argument-required`, `argument-mismatch`).
///
/// It builds a package, so it runs when `INJECT_DIFFERENTIAL=1` (`.ci/run` sets it):
///
/// ```sh
/// INJECT_DIFFERENTIAL=1 swift test --filter DifferentialTests                  # a fresh seed, printed
/// INJECT_DIFFERENTIAL=1 INJECT_DIFFERENTIAL_SEED=42 swift test --filter DifferentialTests   # replay one
/// ```
///
/// The package stays in `.build-differential/package` for reading after a failure.
@Suite struct DifferentialTests {
    static let environment = ProcessInfo.processInfo.environment
    static let programCount = Int(environment["INJECT_DIFFERENTIAL_PROGRAMS"] ?? "") ?? 200
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        .enabled(
            if: environment["INJECT_DIFFERENTIAL"] == "1",
            "builds a package of generated programs; run with INJECT_DIFFERENTIAL=1 (.ci/run does)"))
    func theAnalyserAndTheLinterGiveTheSameVerdicts() throws {
        let seed = UInt64(Self.environment["INJECT_DIFFERENTIAL_SEED"] ?? "") ?? UInt64.random(in: 1...999_999)
        print("differential test: seed \(seed), \(Self.programCount) programs")
        var random = SplitMix64(seed: seed)
        let programs = (0..<Self.programCount).map { DifferentialProgram(index: $0, random: &random) }
        let package = try DifferentialPackage.write(programs, root: Self.root)
        let analyser = try package.buildAndRun()
        let linter = package.lint(programs)
        var disagreements = 0
        for program in programs {
            let fromAnalyser = analyser[program.index] ?? DifferentialVerdict()
            let fromLinter = linter[program.index] ?? DifferentialVerdict()
            guard fromAnalyser != fromLinter || fromAnalyser.repeatedCycles > 0 else { continue }
            disagreements += 1
            Issue.record(
                """
                seed \(seed), program \(program.index) (\(package.sources.path)/Program\(program.index).swift):
                  analyser: \(fromAnalyser)
                  linter:   \(fromLinter)
                \(program.source)
                """)
            if disagreements >= 5 { break }
        }
    }
}
