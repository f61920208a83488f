/// What a streamed scan kept (see `Linter.scan(_:keepsEveryFile:indexingInto:)`): the files a rule can read
/// something of, in print order, with their facts.
///
/// A file is kept when it has facts a rule reads (injections, registrations, `inject-lint:` comments, problems),
/// had such facts set aside until a re-export may make it take part, re-exports a module, or imports a module from
/// inside a feature folder. A file of other code leaves nothing behind but the module names it imports and its
/// folder names (`PackageFacts` records them), so a run over 400,000 files holds the few that matter.
struct ScannedFiles {
    /// The files kept, in print order.
    var paths = PathList()
    /// `facts` of file `i` are those of `paths[i]`.
    var facts = PackageFacts()
    /// Every file scanned, kept or not (the run summary counts them).
    var fileCount = 0
    /// The files that could not be read, in print order.
    var failures: [(path: DiskPath, failure: FileSystem.Failure)] = []

    /// Whether a rule can read anything of a file with `facts`, in a feature folder or not: `feature-import` reads a
    /// feature file's imports, participation reads re-exports and the imports of files whose injection facts were
    /// set aside, and every other rule reads only `PackageFacts.details(of:)`.
    static func keeps(_ facts: FileFacts, inFeature: Bool) -> Bool {
        facts.isSetAside || PackageFacts.hasDetails(facts) || (inFeature && !facts.imports.isEmpty)
            || facts.imports.contains { $0.isExported }
    }
}
