import Foundation
import Testing

/// `--define` and the `"defines"` key make `#if` read as the compiler reads it, end to end.
@Suite("Build conditions")
struct DefineTests {
    static let source = """
        import Inject
        struct Screen { @Injected var mailer: Mailer }
        func compose(_ c: Container) {
            #if DEBUG
            c.register(Mailer.self) { MockMailer() }
            #endif
        }

        """

    /// A package whose only registration of `Mailer` is under `#if DEBUG`.
    static func package(configuration: String = "{}") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "inject-lint-define-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "Sources/App"), withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: directory.appending(path: ".inject-lint.json"))
        try Data(source.utf8).write(to: directory.appending(path: "Sources/App/main.swift"))
        return directory
    }

    // Every branch is read without defines, but a registration only under an undecided `#if` is not one every
    // configuration has: the build where `DEBUG` is false (a release build) cannot resolve `Screen.mailer`.
    @Test func withoutDefinesARegistrationOnlyUnderAnIfIsReported() throws {
        let directory = try Self.package()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try InjectLintProcess.run(["--quiet", "--relative-paths", "Sources"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == "Sources/App/main.swift:2:17: error: 'Mailer' is registered only inside an `#if` branch but "
                + "injected into 'Screen.mailer' outside it, so a build where that condition is false cannot resolve "
                + "it; register it in every configuration (an `#else` branch too) or put the injection under the same "
                + "condition [unregistered]\nSources/App/main.swift:5:7: note: registered only here, inside `#if`\n")
    }

    @Test func aDefinedFlagKeepsItsBranch() throws {
        let directory = try Self.package()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try InjectLintProcess.run(["--quiet", "--define", "DEBUG", "Sources"], in: directory)
        #expect(run.status == 0)
        #expect(run.standardOutput == "")
    }

    @Test func aReleaseBuildSkipsTheDebugRegistration() throws {
        let directory = try Self.package()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try InjectLintProcess.run(
            ["--quiet", "--relative-paths", "--define", "RELEASE", "--define=os(Linux)", "Sources"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.standardOutput
                == "Sources/App/main.swift:2:17: error: 'Mailer' is injected into 'Screen.mailer' but never registered; "
                + "register it with `container.register(Mailer.self) { … }` [unregistered]\n")
    }

    @Test func theConfigurationKeyDefinesToo() throws {
        let released = try Self.package(configuration: #"{ "defines": ["RELEASE"] }"#)
        defer { try? FileManager.default.removeItem(at: released) }
        #expect(try InjectLintProcess.run(["--quiet", "Sources"], in: released).status == 1)
        // The command line adds to the configuration's conditions.
        #expect(try InjectLintProcess.run(["--quiet", "--define", "DEBUG", "Sources"], in: released).status == 0)
        // Undecided, `DEBUG` may be false: the registration under it is not one every build has.
        let undecided = try Self.package(configuration: #"{ "defines": ["RELEASE"], "undecided": ["DEBUG"] }"#)
        defer { try? FileManager.default.removeItem(at: undecided) }
        #expect(try InjectLintProcess.run(["--quiet", "Sources"], in: undecided).status == 1)
    }

    @Test func aMalformedConditionIsAUsageError() throws {
        let run = try InjectLintProcess.run(["--define", "MY FLAG", "Sources"], in: Fixtures.clean)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "error: 'MY FLAG' given to --define is not a compilation condition; write a flag such as 'DEBUG' or a "
                    + "platform condition such as 'os(iOS)' or 'canImport(UIKit)'\n"))
    }

    @Test func aMalformedConditionInTheConfigurationNamesItsPlace() throws {
        let directory = try Self.package(configuration: "{\n  \"defines\": [\"DEBUG\", \"os(\"]\n}\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try InjectLintProcess.run(["Sources"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasSuffix(
                ".inject-lint.json:2:24: error: \"defines\" must be an array of compilation conditions such as "
                    + "[\"DEBUG\", \"os(iOS)\"], found \"os(\"\n"))
    }
}
