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
}
