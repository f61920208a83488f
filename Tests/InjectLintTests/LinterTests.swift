import Testing

@testable import InjectLint

@Suite struct LinterTests {
    @Test func everyRuleIdIsUniqueAndDefaultsMatchTheIssue() {
        let defaults = Dictionary(uniqueKeysWithValues: Linter.rules.map { ($0.id, $0.defaultSetting) })
        #expect(defaults.count == Linter.rules.count)
        #expect(defaults["unregistered"] == .error)
        #expect(defaults["cycle"] == .error)
        #expect(defaults["duplicate-registration"] == .warning)
        #expect(defaults["feature-import"] == .error)
        #expect(defaults["unused-registration"] == .off)
    }

    @Test func diagnosticsAreSortedAndTheSameWhateverTheInputOrderOrThreadTiming() {
        var files: [(String, String)] = []
        for index in 0..<40 {
            files.append(
                (
                    "Sources/F\(index % 7)/File\(index).swift",
                    "import Inject\nstruct T\(index) { @Injected var x: X\(index % 5) }"
                ))
        }
        let first = lint(files)
        #expect(first.count == 40)
        #expect(first == first.sorted(by: Linter.printOrder))
        for _ in 0..<5 {
            #expect(lint(files.shuffled()) == first)
        }
    }
}
