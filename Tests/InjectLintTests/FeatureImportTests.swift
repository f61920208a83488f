import Testing

@testable import InjectLint

@Suite struct FeatureImportTests {
    @Test func aFeatureImportingAnotherFeatureIsAnError() {
        let diagnostics = lint([
            ("Sources/Features/Events/E.swift", "import Interfaces\nimport Candidates\nimport Events"),
            ("Sources/Features/Candidates/C.swift", "import Interfaces"),
            ("Sources/App/main.swift", "import Candidates\nimport Events"),
        ])
        #expect(
            render(diagnostics)
                == "/pkg/Sources/Features/Events/E.swift:2:8: error: feature 'Events' imports feature module "
                + "'Candidates'; features must not depend on each other — move what they share into Interfaces and "
                + "resolve it with Inject [feature-import]")
    }

    @Test func featureRootsComeFromTheConfiguration() {
        let files = [("Modules/Billing/B.swift", "import Shipping"), ("Modules/Shipping/S.swift", "import Billing")]
        #expect(lint(files).isEmpty)
        #expect(
            lint(files, featureRoots: ["./Modules/"]).map(\.location?.path) == [
                "/pkg/Modules/Billing/B.swift", "/pkg/Modules/Shipping/S.swift",
            ])
    }

    @Test func aFeatureWhoseTargetIsRenamedIsKnownByItsModuleName() {
        // A package whose targets are named apart from their folders (`path:`), as this one's are, imports the
        // module name; the configuration says which folder it is.
        let files = [
            ("Sources/Features/Events/E.swift", "import AcmeInterfaces\nimport AcmeCandidates\nimport Candidates"),
            ("Sources/Features/Candidates/C.swift", "import AcmeInterfaces\nimport AcmeEvents"),
        ]
        var configuration = LintConfiguration(rootDirectory: "/pkg")
        configuration.featureModuleNames = ["Candidates": "AcmeCandidates", "Events": "AcmeEvents"]
        let linter = Linter(configuration: configuration)
        let found = linter.lint(
            files.map { SourceFile(path: "/pkg/" + $0.0, relativePath: $0.0, bytes: Array($0.1.utf8)) })
        #expect(
            found.map { "\($0.location!.path):\($0.location!.line)" } == [
                "/pkg/Sources/Features/Candidates/C.swift:2", "/pkg/Sources/Features/Events/E.swift:2",
            ])
        #expect(found.first?.message.hasPrefix("feature 'Candidates' imports feature module 'AcmeEvents'") == true)
    }
}
