import InjectDiagnostics
import Testing

/// One spelling of types for both tools: the analyser's reflected names and the linter's written ones.
@Suite struct TypeSpellingTests {
    @Test(arguments: [
        ("Swift.Array<Shop.Billing.Client>", "Array<Billing.Client>"),
        ("Shop.(unknown context at $10f8a2c).Local", "Local"),
        ("(extension in Shop):Swift.Array<Swift.Int>.Page", "Array<Int>.Page"),
        ("Swift.Dictionary<Swift.String, Swift.Optional<Shop.Store>>", "Dictionary<String, Optional<Store>>"),
        ("Shop.Store & Shop.Clock", "Store & Clock"),
        ("Store", "Store"),
    ])
    func aReflectedNameLosesEveryModule(reflected: String, spelled: String) {
        #expect(TypeSpelling.droppingModules(reflected) { _ in true } == spelled)
    }

    @Test(arguments: [
        ("Interfaces.Repository<Interfaces.Candidate>", "Repository<Candidate>"),
        ("Billing.Client", "Billing.Client"),
        ("any Interfaces.Store", "any Store"),
        ("Swift.Optional<Interfaces.Store>", "Optional<Store>"),
        ("[Interfaces.Store]", "[Store]"),
    ])
    func aWrittenNameLosesOnlyKnownModules(written: String, spelled: String) {
        let modules: Set<Substring> = ["Interfaces", "Swift"]
        #expect(TypeSpelling.droppingModules(written) { modules.contains($0) } == spelled)
    }
}
