import Dispatch

/// The linter's entry point: lints a set of files as one package and returns every diagnostic.
///
/// Registrations in one file satisfy injections in another, so a whole package (or the whole `Sources` of a
/// modular app) is linted in one call:
///
/// ```swift
/// let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg"))
/// for diagnostic in linter.lint(files) {
///     print(diagnostic.rendered())
/// }
/// ```
///
/// Files are tokenized and scanned in parallel (one task per file, on every core); a cheap pass over the
/// collected facts then runs the rules. The result is sorted by path, line and column, and is the same whatever
/// the thread timing.
///
/// Which files the dependency-injection rules judge: those that `import Inject` (in any form), or every file
/// when one of them has `@_exported import Inject`. Other libraries (Swinject, Resolver, UIKit's
/// `tableView.register(Cell.self, …)`) spell `register`, `resolve` and `@Injected` the same way, and their code
/// must not be reported. `feature-import` and `invalid-source` look at every file.
public struct Linter: Sendable {
    /// The configuration the rules run with (severities, feature roots).
    public var configuration: LintConfiguration
    /// Tests set this to re-tokenize every file with trivia and assert the tokenizer's invariants.
    var checksTokenizerInvariants = false

    /// Creates a linter.
    ///
    /// ```swift
    /// let linter = Linter(configuration: LintConfiguration(rootDirectory: "/pkg", ruleSettings: ["cycle": .warning]))
    /// ```
    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }

    /// Lints all files together and returns every diagnostic, sorted by path, line and column.
    ///
    /// A file that is not valid UTF-8, or that cannot be tokenized, gets an `invalid-source` diagnostic and
    /// the run goes on; the linter never traps on its input.
    ///
    /// ```swift
    /// let diagnostics = Linter(configuration: configuration).lint([
    ///     SourceFile(path: "/pkg/A.swift", relativePath: "A.swift", bytes: Array(source.utf8))
    /// ])
    /// ```
    public func lint(_ files: [SourceFile]) -> [Diagnostic] {
        judge(files, facts: scan(files)).diagnostics
    }

    /// Runs the rules over facts already scanned (`facts[i]` from `files[i]`), and returns the diagnostics with
    /// the context that located them (it can give the files' bytes again).
    func judge(_ files: [SourceFile], facts: [FileFacts]) -> (diagnostics: [Diagnostic], context: RuleContext) {
        judge(SourceFiles(files), facts: PackageFacts(facts), declarations: DeclarationIndex(facts: facts))
    }

    /// Runs the rules over what `scan(_:keepsEveryFile:indexingInto:)` kept (`facts`, and the `declarations` it indexed).
    func judge(
        _ files: SourceFiles, facts: PackageFacts, declarations: DeclarationIndex
    ) -> (diagnostics: [Diagnostic], context: RuleContext) {
        let direct = RuleContext.participation(files, facts, knownReexporters: configuration.modulesReexportingInject)
        let indirect = RuleContext.throughUnscannedModule(facts, direct: direct)
        let participation = zip(direct, indirect).map { $0 || $1 }
        var facts = facts
        for index in facts.indices where facts.isSetAside(index) && participation[index] {
            facts.replaceDetails(of: index, with: rescanned(files[index], scannedSize: facts.byteCount(of: index)))
        }
        let context = RuleContext(
            files: files, facts: facts, participation: participation, throughUnscannedModule: indirect,
            declarations: declarations, configuration: configuration)
        var diagnostics: [Diagnostic] = []
        for rule in Linter.ruleTypes {
            let description = rule.description
            let setting = configuration.ruleSettings[description.id] ?? description.defaultSetting
            let severity: Severity
            switch setting {
            case .off: continue
            case .warning: severity = .warning
            case .error: severity = .error
            }
            diagnostics += rule.check(context, severity: severity)
        }
        diagnostics = Suppression.filter(diagnostics, context: context)
        diagnostics.sort(by: Linter.printOrder)
        return (diagnostics, context)
    }

    /// Every rule the linter knows, in one hand-kept list (see `ruleTypes`).
    ///
    /// ```swift
    /// let ids = Linter.rules.map(\.id)   // ["unregistered", "cycle", …]
    /// ```
    public static var rules: [RuleDescription] {
        ruleTypes.map { $0.description }
    }

    /// Path, line, column; then rule and message so equal positions still print in one order.
    static func printOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        Diagnostic.printOrder(a, b)
    }

    /// The facts of a file whose dependency-injection facts were set aside after its scan but which takes part after
    /// all (it imports a module that another file, scanned later, re-exports Inject from). Its declarations are in
    /// the index already (`PackageFacts` keeps none of them); its bytes are cut or padded to the size first scanned,
    /// as for diagnostics.
    func rescanned(_ file: SourceFile, scannedSize: Int) -> FileFacts {
        FileScan.facts(
            of: RuleContext.bytes(rereading: file, scannedSize: scannedSize),
            buildConditions: configuration.buildConditions)
    }

    /// Scans every file on all cores; facts come back in input order.
    func scan(_ files: [SourceFile]) -> [FileFacts] {
        let checks = checksTokenizerInvariants
        let conditions = configuration.buildConditions
        return parallelMap(count: files.count) { index in
            FileScan.facts(of: files[index].bytes, buildConditions: conditions, checksInvariants: checks)
        }
    }
}
