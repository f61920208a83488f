import Testing

@testable import InjectLint

@Test func lintingAnEmptyPackageFindsNothing() {
    #expect(Linter(configuration: LintConfiguration(rootDirectory: "/")).lint([]).isEmpty)
}

@Test func anUnregisteredInjectionIsReportedOnItsLine() {
    let source = """
        import Inject
        struct EventsService {
            @Injected var mailer: Mailer
        }
        """
    let file = SourceFile(path: "/pkg/A.swift", relativePath: "A.swift", bytes: Array(source.utf8))
    let diagnostics = Linter(configuration: LintConfiguration(rootDirectory: "/pkg")).lint([file])
    #expect(
        diagnostics == [
            Diagnostic(
                ruleID: "unregistered", severity: .error,
                message: "'Mailer' is injected into 'EventsService.mailer' but never registered; register it with "
                    + "`container.register(Mailer.self) { … }`",
                location: SourceLocation(path: "/pkg/A.swift", line: 3, column: 5))
        ])
}
