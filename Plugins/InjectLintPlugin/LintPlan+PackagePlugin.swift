import Foundation
import PackagePlugin

/// PackagePlugin's package graph as `LintPlan` reads it: shared by the build-tool plugin and the command that
/// writes the manifest (a symbolic link in each plugin's folder), so both lint the same files.
extension LintPlan {
    /// The target and every target it depends on, directly or not, each with the identity of its package.
    /// Files rather than directories because `Target.directoryURL` needs tools version 6.1.
    static func modules(of target: SourceModuleTarget, in root: PackagePlugin.Package) -> [LintPlan.Module] {
        var packageOfTarget: [Target.ID: String] = [:]
        for package in allPackages(from: root) {
            for member in package.targets { packageOfTarget[member.id] = package.id }
        }
        let targets = [target] + target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        return targets.map { module in
            LintPlan.Module(
                name: module.name, packageIdentity: packageOfTarget[module.id] ?? root.id,
                swiftFiles: module.sourceFiles(withSuffix: "swift").map(\.url.standardizedFileURL.path),
                compilationConditions: (module as? SwiftSourceModuleTarget)?.compilationConditions)
        }
    }

    /// Every package of the graph, with where it comes from.
    static func packages(of root: PackagePlugin.Package) -> [LintPlan.Package] {
        allPackages(from: root).map { package in
            let origin: LintPlan.Origin =
                switch package.origin {
                case .root: .root
                case .local: .local
                case .repository: .repository
                case .registry: .registry
                @unknown default: .repository
                }
            return LintPlan.Package(
                identity: package.id, origin: origin,
                isInject: package.targets.contains { $0.name == LintPlan.injectLintTargetName })
        }
    }

    /// The root package and its dependencies, each once.
    static func allPackages(from root: PackagePlugin.Package) -> [PackagePlugin.Package] {
        var seen: Set<PackagePlugin.Package.ID> = [root.id]
        var result = [root]
        var index = 0
        while index < result.count {
            for dependency in result[index].dependencies where seen.insert(dependency.package.id).inserted {
                result.append(dependency.package)
            }
            index += 1
        }
        return result
    }
}
