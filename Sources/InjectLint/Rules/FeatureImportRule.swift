import InjectDiagnostics

/// `feature-import`: a feature module importing another feature module.
///
/// Features are the folders directly under a feature root (`Sources/Features` unless the configuration says
/// otherwise); a file under `<root>/<Name>/…` belongs to feature `Name` and may not import another folder's
/// module. Features meet only through protocols in `Interfaces`, resolved by Inject. The features are those with
/// scanned files (kept or not, see `PackageFacts.pathFeatures`) and the folders found on disk under the roots, so
/// one feature folder linted alone is judged too.
enum FeatureImportRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.featureImport,
        summary: "A feature module that imports another feature module instead of going through Interfaces.",
        defaultSetting: .error,
        passing: [
            """
            // file: Sources/Features/Events/EventsService.swift
            import Core
            import Inject
            import Interfaces
            // file: Sources/Features/Candidates/CandidatesService.swift
            import Interfaces
            """
        ],
        failing: [
            """
            // file: Sources/Features/Events/EventsService.swift
            import Interfaces
            @testable import ↓Candidates
            // file: Sources/Features/Candidates/CandidatesService.swift
            import Interfaces
            """
        ]
    )

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        let roots = roots(of: context.configuration)
        guard !roots.isEmpty else { return [] }  // no file belongs to a feature
        let owners = context.files.mapByFolder { feature(of: Path.normalizeRelative($0.relativePath), roots: roots) }
        let features = Set(owners.compactMap { $0 }).union(context.facts.pathFeatures)
            .union(context.configuration.featureModulesOnDisk)
        // A feature folder is its module, unless the configuration names the module (a target renamed with `path:`).
        var featureOfModule: [String: String] = [:]
        for feature in features {
            featureOfModule[context.configuration.featureModuleNames[feature] ?? feature] = feature
        }
        var diagnostics: [Diagnostic] = []
        for (file, owner) in owners.enumerated() {
            guard let owner else { continue }
            for imported in context.facts.imports(of: file) {
                let module = context.facts.moduleName(imported.module)
                guard let importedFeature = featureOfModule[module], importedFeature != owner else { continue }
                diagnostics.append(
                    Diagnostic(
                        ruleID: description.id, severity: severity,
                        message: "feature '\(owner)' imports feature module '\(module)'; features must "
                            + "not depend on each other — move what they share into Interfaces and resolve it "
                            + "with Inject",
                        location: context.location(file: file, byteOffset: imported.byteOffset)))
            }
        }
        return diagnostics
    }

    /// The configuration's feature roots, normalised (an empty one names no folder).
    static func roots(of configuration: LintConfiguration) -> [String] {
        configuration.featureRoots.map(Path.normalizeRelative).filter { !$0.isEmpty }
    }

    /// The feature a file belongs to: the folder right under a root, when the file is inside it.
    static func feature(of relativePath: String, roots: [String]) -> String? {
        for root in roots where Path.isWithin(relativePath, root) && relativePath.utf8.count > root.utf8.count {
            let rest = relativePath.utf8.dropFirst(root.utf8.count + 1).split(separator: ASCII.slash)
            if rest.count >= 2 { return String(Substring(rest[0])) }
        }
        return nil
    }
}
