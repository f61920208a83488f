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

    /// Runs the rules over what `scan(readingFrom:indexingInto:)` kept (`facts`, and the `declarations` it indexed).
    func judge(
        _ files: SourceFiles, facts: PackageFacts, declarations: DeclarationIndex
    ) -> (diagnostics: [Diagnostic], context: RuleContext) {
        let participation = RuleContext.participation(
            files, facts, knownReexporters: configuration.modulesReexportingInject)
        var facts = facts
        for index in facts.indices where facts.isSetAside(index) && participation[index] {
            facts.replaceDetails(of: index, with: rescanned(files[index], scannedSize: facts.byteCount(of: index)))
        }
        let context = RuleContext(
            files: files, facts: facts, participation: participation,
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

    /// Reads and scans the files at `paths` on all cores, a batch at a time, keeping only facts: each file's bytes
    /// are dropped as soon as it is scanned, and its declarations as soon as they are folded into `declarations`
    /// (one entry per distinct declaration), so memory grows with what the package declares, not with its bytes
    /// or twice with its declarations. Facts come back in input order, compacted (see `PackageFacts`); a file that
    /// cannot be read has empty facts and is listed in `failures`.
    func scan(
        readingFrom paths: PathList, indexingInto declarations: inout DeclarationIndex
    ) -> (facts: PackageFacts, failures: [(file: Int, failure: FileSystem.Failure)]) {
        let conditions = configuration.buildConditions
        let reexporters = configuration.modulesReexportingInject
        var results = PackageFacts()
        var failures: [(file: Int, failure: FileSystem.Failure)] = []
        results.reserveCapacity(paths.count)
        // The previous batch's declarations are folded into the index by one task of the next batch's scan (the
        // first one handed out), so the fold, which only one thread can do, runs beside the scans instead of between
        // them. Folding stays in input order: batch after batch, file after file.
        var folding: [Result<FileFacts, FileSystem.Failure>] = []
        var start = 0
        while start < paths.count || !folding.isEmpty {
            let batch = start..<min(paths.count, start + Linter.scanBatchSize)
            let index = IndexBeingFolded(taking: &declarations)
            let pending = folding
            let scanned = parallelMap(count: batch.count + 1) { offset -> Result<FileFacts, FileSystem.Failure>? in
                guard offset > 0 else {
                    for case .success(let facts) in pending { index.declarations.add(facts) }
                    return nil
                }
                return Result { () throws(FileSystem.Failure) in
                    FileScan.facts(
                        of: try FileSystem.readBytes(at: paths[batch.lowerBound + offset - 1]),
                        buildConditions: conditions)
                }
            }
            declarations = index.declarations
            for result in pending {
                switch result {
                case .success(var facts):
                    if !facts.mayTakePart(knownReexporters: reexporters) { facts.setAsideDependencyInjection() }
                    results.append(facts)
                case .failure(let failure):
                    failures.append((results.count, failure))
                    results.append(FileFacts())
                }
            }
            folding = scanned.compactMap { $0 }
            start = batch.upperBound
        }
        return (results, failures)
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

    /// The declaration index while one task of a parallel scan folds a batch into it.
    ///
    /// `@unchecked Sendable` is safe: exactly one task (offset 0 of `parallelMap`) touches `declarations`, and the
    /// caller reads it back only after `parallelMap` returned, which orders that task's writes before the read.
    /// The index is moved in and out (`taking:`), so it is never shared and never copied.
    final class IndexBeingFolded: @unchecked Sendable {
        var declarations: DeclarationIndex

        init(taking index: inout DeclarationIndex) {
            declarations = DeclarationIndex()
            swap(&declarations, &index)
        }
    }

    /// Files scanned in parallel before their declarations are indexed: big enough to keep both cores busy, small
    /// enough that a batch's unindexed declarations stay a few megabytes.
    static let scanBatchSize = 256

    /// Scans every file on all cores; facts come back in input order.
    func scan(_ files: [SourceFile]) -> [FileFacts] {
        let checks = checksTokenizerInvariants
        let conditions = configuration.buildConditions
        return parallelMap(count: files.count) { index in
            FileScan.facts(of: files[index].bytes, buildConditions: conditions, checksInvariants: checks)
        }
    }
}
