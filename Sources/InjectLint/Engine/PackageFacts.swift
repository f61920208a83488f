/// What a lint run keeps of its scanned files once their declarations are in the `DeclarationIndex`: for every file
/// only what the rules read of every file (its size, whether its dependency-injection facts were set aside, its
/// imports as ids into one table of module names), and the full `FileFacts` only for files that have more
/// (injections, registrations, `inject-lint:` comments, tokenizer problems).
///
/// A file kept without details (its injection facts set aside, say) costs a record of 16 bytes and 16 per import, not
/// a `FileFacts` of a dozen arrays with a `String` per import. A streamed scan does not keep most files of a big tree
/// at all (see `ScannedFiles`): they leave only the module names they import and their folders' modules and features.
///
/// ```swift
/// var package = PackageFacts()
/// package.append(FileScan.facts(of: Array("import Inject\n".utf8)))
/// package.imports(of: 0).map { package.moduleName($0.module) }   // ["Inject"]
/// ```
struct PackageFacts: Sendable {
    /// One `import` declaration; `module` is an id into the package's module names (see `moduleName(_:)`).
    struct Import: Sendable {
        var module: Int32
        /// `@_exported import`.
        var isExported: Bool
        var byteOffset: Int
    }

    /// What every file keeps. Counts fit 32 bits: two billion imports or detailed files would need far more
    /// memory than a run can have.
    private struct Record {
        /// The file's size when scanned (see `FileFacts.byteCount`).
        var byteCount: Int
        /// The end of the file's imports in `importList` (they start where the previous file's end).
        var importsEnd: Int32
        /// The index of the file's facts in `detailed`, or -1 when it has none.
        var details: Int32
    }

    private var records: [Record] = []
    private var importList: [Import] = []
    /// `setAside[i]`: file `i`'s dependency-injection facts were dropped after its scan (see
    /// `FileFacts.isSetAside`).
    private var setAside: [Bool] = []
    /// `setAsideInjectedForms[i]`: what was set aside of file `i` included `@Injected` or `Injected<T>()`.
    private var setAsideInjectedForms: [Bool] = []
    private var detailed: [FileFacts] = []
    /// Every module name imported anywhere, each once; an import's `module` is its index.
    private(set) var moduleNames: [String] = []
    private var moduleIDs: [String: Int32] = [:]
    /// The modules the scanned files' folders name (`Sources/<Target>/…`, see `RuleContext.modules(containing:)`),
    /// recorded by a streamed scan for files it kept and files it did not.
    private(set) var pathModules: Set<String> = []
    /// The features the scanned files' folders belong to (see `FeatureImportRule.feature(of:roots:)`), recorded by a
    /// streamed scan for files it kept and files it did not.
    private(set) var pathFeatures: Set<String> = []

    init() {}

    /// The facts of `files` (the declarations they hold are not kept: index them first, see `DeclarationIndex`).
    init(_ files: [FileFacts]) {
        for file in files { append(file) }
    }

    /// Makes room for `count` files, so the per-file arrays are not grown (and briefly held twice) as files come.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
        setAside.reserveCapacity(count)
        setAsideInjectedForms.reserveCapacity(count)
    }

    /// The number of files.
    var count: Int { records.count }

    /// The files' indices.
    var indices: Range<Int> { records.indices }

    /// Keeps the next file's facts: its imports and size, and the rest only if it has any; what the
    /// `DeclarationIndex` holds (declarations, classes, type aliases) is dropped.
    mutating func append(_ file: FileFacts) {
        for fact in file.imports {
            importList.append(
                Import(module: moduleID(fact.module), isExported: fact.isExported, byteOffset: fact.byteOffset))
        }
        records.append(Record(byteCount: file.byteCount, importsEnd: Int32(importList.count), details: -1))
        setAside.append(file.isSetAside)
        setAsideInjectedForms.append(file.setAsideInjectedForms)
        keepDetails(of: records.count - 1, from: file)
    }

    /// Records the modules imported by a file that is not kept, so every imported module is still known as one
    /// (see `TypeIdentity`).
    mutating func addModuleNames(of file: FileFacts) {
        for fact in file.imports { _ = moduleID(fact.module) }
    }

    /// Records the modules a scanned folder's path names, and the feature it belongs to.
    mutating func addFolder(modules: [String], feature: String?) {
        pathModules.formUnion(modules)
        if let feature { pathFeatures.insert(feature) }
    }

    /// Replaces file `file`'s injections, registrations and other per-file facts with `facts` (a file scanned again
    /// because it takes part after all); its imports and size stay as first scanned.
    mutating func replaceDetails(of file: Int, with facts: FileFacts) {
        setAside[file] = false
        keepDetails(of: file, from: facts)
    }

    /// File `file`'s facts besides its imports (nil when it has none): injections, registrations, metatype calls,
    /// directive comments, problems.
    func details(of file: Int) -> FileFacts? {
        let index = records[file].details
        return index < 0 ? nil : detailed[Int(index)]
    }

    /// Whether file `file` has `inject-lint:` comments.
    func hasDirectiveComments(_ file: Int) -> Bool {
        details(of: file)?.directiveComments.isEmpty == false
    }

    /// File `file`'s imports, in source order.
    func imports(of file: Int) -> ArraySlice<Import> {
        let start = file == 0 ? 0 : Int(records[file - 1].importsEnd)
        return importList[start..<Int(records[file].importsEnd)]
    }

    /// The name of module id `id` (an `Import.module`).
    func moduleName(_ id: Int32) -> String {
        moduleNames[Int(id)]
    }

    /// The id of module `name` when some file imports it.
    func moduleID(ifImported name: String) -> Int32? {
        moduleIDs[name]
    }

    /// The size file `file` had when it was scanned.
    func byteCount(of file: Int) -> Int {
        records[file].byteCount
    }

    /// Whether file `file`'s dependency-injection facts were set aside after its scan (see
    /// `FileFacts.setAsideDependencyInjection()`).
    func isSetAside(_ file: Int) -> Bool {
        setAside[file]
    }

    /// Whether file `file` declares an `@Injected` property or an `Injected<T>()` constant (set aside or not).
    func usesInjectedForms(_ file: Int) -> Bool {
        if setAside[file] { return setAsideInjectedForms[file] }
        return details(of: file)?.usesInjectedForms ?? false
    }

    private mutating func moduleID(_ name: String) -> Int32 {
        if let id = moduleIDs[name] { return id }
        let id = Int32(moduleNames.count)
        moduleNames.append(name)
        moduleIDs[name] = id
        return id
    }

    /// Whether `facts` has what only some files have: injections, registrations, metatype calls, directive comments
    /// or problems.
    static func hasDetails(_ facts: FileFacts) -> Bool {
        !facts.injections.isEmpty || !facts.registrations.isEmpty || !facts.declarations.metatypeCalls.isEmpty
            || !facts.directiveComments.isEmpty || !facts.problems.isEmpty
    }

    /// Keeps what of `facts` only some files have, when it has any, as file `file`'s details.
    private mutating func keepDetails(of file: Int, from facts: FileFacts) {
        guard Self.hasDetails(facts) else {
            if records[file].details >= 0 { detailed[Int(records[file].details)] = FileFacts() }
            return
        }
        var kept = FileFacts()
        kept.injections = facts.injections
        kept.registrations = facts.registrations
        kept.declarations.metatypeCalls = facts.declarations.metatypeCalls
        kept.directiveComments = facts.directiveComments
        kept.problems = facts.problems
        kept.byteCount = facts.byteCount
        if records[file].details >= 0 {
            detailed[Int(records[file].details)] = kept
        } else {
            records[file].details = Int32(detailed.count)
            detailed.append(kept)
        }
    }
}
