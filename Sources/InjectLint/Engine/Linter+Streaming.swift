// How the command lints a tree of any size in flat memory: files come from the discovery a batch at a time, are read
// and scanned on all cores, and only the facts of the files a rule can read are kept.
extension Linter {
    /// Reads and scans the files of `stream` on all cores, a batch at a time, keeping only facts: each file's bytes
    /// are dropped as soon as it is scanned, and its declarations as soon as they are folded into `declarations` (one
    /// entry per distinct declaration), so memory grows with what the package declares, not with its bytes or twice
    /// with its declarations.
    ///
    /// Unless `keepsEveryFile`, a file is kept only when a rule can read something of it (see
    /// `ScannedFiles.keeps(_:inFeature:)`): most files of a big tree import neither Inject nor a feature module and
    /// leave nothing behind, not even their path, so memory does not grow with the number of files. A file that
    /// cannot be read is listed in `failures` (and, when every file is kept, kept with empty facts).
    ///
    /// ```swift
    /// var declarations = DeclarationIndex()
    /// var stream = try FileDiscovery(configuration: configuration).files(under: [DiskPath("/pkg")])
    /// let scanned = try linter.scan(&stream, indexingInto: &declarations)
    /// ```
    func scan(
        _ stream: inout FileStream, keepsEveryFile: Bool = false, indexingInto declarations: inout DeclarationIndex
    ) throws(DiscoveryError) -> ScannedFiles {
        let conditions = configuration.buildConditions
        let fold = Fold(configuration: configuration, keepsEveryFile: keepsEveryFile)
        var scanned = ScannedFiles()
        var batch = try stream.next(upTo: Linter.scanBatchSize)
        // Work only one thread can do runs beside the scans, in one task of each batch (the first one handed out):
        // folding the previous batch into the index and the kept files, and walking the tree for the next batch.
        // Nothing runs between batches but the hand-over, so on two cores neither waits for the other's serial work.
        // Folding stays in input order: batch after batch, file after file.
        var folding: [Result<FileFacts, FileSystem.Failure>] = []
        var foldingPaths = PathList()
        while !batch.isEmpty || !folding.isEmpty {
            let serial = SerialWork(taking: &declarations, &scanned, and: &stream)
            let pending = folding
            let pendingPaths = foldingPaths
            let paths = batch
            let results = parallelMap(count: paths.count + 1) { offset -> Result<FileFacts, FileSystem.Failure>? in
                guard offset > 0 else {
                    fold.fold(pending, at: pendingPaths, into: serial)
                    serial.nextBatch = Result { () throws(DiscoveryError) in
                        try serial.stream.next(upTo: Linter.scanBatchSize)
                    }
                    return nil
                }
                return Result { () throws(FileSystem.Failure) in
                    FileScan.facts(
                        of: try FileSystem.readBytes(at: paths[offset - 1]), buildConditions: conditions)
                }
            }
            declarations = serial.declarations
            scanned = serial.scanned
            stream = serial.stream
            folding = results.compactMap { $0 }
            foldingPaths = paths
            batch = try serial.nextBatch.get()
        }
        return scanned
    }

    /// How a scanned batch is folded into the declaration index and the kept files.
    struct Fold: Sendable {
        let keepsEveryFile: Bool
        let rootDirectory: String
        let reexporters: [String]
        let featureRoots: [String]

        init(configuration: LintConfiguration, keepsEveryFile: Bool) {
            self.keepsEveryFile = keepsEveryFile
            rootDirectory = configuration.rootDirectory
            reexporters = configuration.modulesReexportingInject
            featureRoots = FeatureImportRule.roots(of: configuration)
        }

        /// Folds `results` (of the files `paths`, in order) into `serial`'s index and kept files.
        func fold(_ results: [Result<FileFacts, FileSystem.Failure>], at paths: PathList, into serial: SerialWork) {
            for case .success(let facts) in results { serial.declarations.add(facts) }
            var feature: String?
            for (position, result) in results.enumerated() {
                if paths.startsFolder(position) {
                    let relativePath = Path.relative(paths[position].text, to: rootDirectory)
                    feature = FeatureImportRule.feature(of: Path.normalizeRelative(relativePath), roots: featureRoots)
                    serial.scanned.facts.addFolder(
                        modules: RuleContext.modules(containing: relativePath), feature: feature)
                }
                switch result {
                case .success(var facts):
                    if !facts.mayTakePart(knownReexporters: reexporters) { facts.setAsideDependencyInjection() }
                    if keepsEveryFile || ScannedFiles.keeps(facts, inFeature: feature != nil) {
                        serial.scanned.paths.append(position, of: paths)
                        serial.scanned.facts.append(facts)
                    } else {
                        serial.scanned.facts.addModuleNames(of: facts)
                    }
                case .failure(let failure):
                    serial.scanned.failures.append((paths[position], failure))
                    if keepsEveryFile {
                        serial.scanned.paths.append(position, of: paths)
                        serial.scanned.facts.append(FileFacts())
                    }
                }
            }
            serial.scanned.fileCount += results.count
        }
    }

    /// Files scanned in parallel before their declarations are indexed: big enough to keep both cores busy, small
    /// enough that a batch's unindexed declarations stay a few megabytes.
    static let scanBatchSize = 256

    /// The declaration index, the kept files and the file stream while one task of a parallel scan folds a batch into
    /// them and takes the next batch from the stream.
    ///
    /// `@unchecked Sendable` is safe: exactly one task (offset 0 of `parallelMap`) touches these properties, and the
    /// caller reads them back only after `parallelMap` returned, which orders that task's writes before the read.
    /// They are moved in and out (`taking:_:and:`), so they are never shared and never copied.
    final class SerialWork: @unchecked Sendable {
        var declarations = DeclarationIndex()
        var scanned = ScannedFiles()
        var stream = FileStream(PathList())
        var nextBatch: Result<PathList, DiscoveryError> = .success(PathList())

        init(taking index: inout DeclarationIndex, _ scanned: inout ScannedFiles, and stream: inout FileStream) {
            swap(&declarations, &index)
            swap(&self.scanned, &scanned)
            swap(&self.stream, &stream)
        }
    }
}
