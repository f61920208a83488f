import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory inject-lint-write-manifest`: rewrites the registration
/// manifest the composition root keeps checked in (`"writesManifest"` in `.inject-lint.json`), from exactly the
/// files its build lints, so the build's check passes again.
///
/// ```
/// $ swift package --allow-writing-to-package-directory inject-lint-write-manifest
/// inject-lint: wrote /work/App/inject-manifest.json (what App and the local packages it depends on register)
/// ```
///
/// A plugin of its own rather than an option of `inject-lint`'s command: it must ask for permission to write
/// into the package, which the read-only command never needs.
@main
struct InjectLintWriteManifest: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let configuration = LintPlan.configuration(in: context.package.directoryURL.path) else {
            throw WriteManifestFailure.noConfiguration(package: context.package.directoryURL.path)
        }
        let settings = LintPlan.Settings(configurationAt: configuration)
        guard let written = settings.writesManifest else {
            throw WriteManifestFailure.noWritesManifestKey(configuration: configuration)
        }
        let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        guard let target = sourceTargets.first(where: { $0.name == written.target }) else {
            throw WriteManifestFailure.unknownTarget(
                written.target, configuration: configuration, known: sourceTargets.map(\.name).sorted())
        }
        let plan = LintPlan.forPackageTarget(
            modules: LintPlan.modules(of: target, in: context.package),
            packages: LintPlan.packages(of: context.package), rootIdentity: context.package.id,
            settings: settings, configuration: configuration)
        for warning in plan.warnings { Diagnostics.warning("inject-lint: " + warning) }
        guard !plan.files.isEmpty else { throw WriteManifestFailure.nothingToLint(target: target.name) }
        let manifest = LintPlan.absolute(written.path, relativeTo: context.package.directoryURL.path)
        // The plan's own --check-manifest is left out: this run writes the file the check compares with.
        var arguments = plan.arguments
        if let check = arguments.firstIndex(of: "--check-manifest") { arguments.removeSubrange(check...(check + 1)) }
        let process = Process()
        process.executableURL = try context.tool(named: "inject-lint").url
        process.arguments = ["--quiet", "--emit-manifest", manifest] + arguments + ["--"] + plan.files
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // Lint errors (status 1) do not stop the manifest from being written: it records what is registered.
        guard process.terminationStatus != 2 else {
            throw WriteManifestFailure.lintFailed(status: process.terminationStatus)
        }
        print("inject-lint: wrote \(manifest) (what \(target.name) and the local packages it depends on register)")
    }
}

/// Why the manifest could not be written, with what to do.
enum WriteManifestFailure: Error, CustomStringConvertible {
    case noConfiguration(package: String)
    case noWritesManifestKey(configuration: String)
    case unknownTarget(String, configuration: String, known: [String])
    case lintFailed(status: Int32)
    case nothingToLint(target: String)

    var description: String {
        switch self {
        case .noConfiguration(let package):
            "\(package) has no .inject-lint.json; add one with "
                + #"{"writesManifest": {"target": "App", "path": "inject-manifest.json"}}"#
        case .noWritesManifestKey(let configuration):
            "\(configuration) has no \"writesManifest\"; add "
                + #"{"writesManifest": {"target": "App", "path": "inject-manifest.json"}}"#
                + " naming the composition root's target"
        case .unknownTarget(let name, let configuration, let known):
            "\"writesManifest\".\"target\" in \(configuration) names '\(name)', which is not a target of this "
                + "package; its targets: \(known.joined(separator: ", "))"
        case .nothingToLint(let target):
            "\(target) and the packages it depends on have no Swift file to lint; check \"packages\".\"exclude\""
        case .lintFailed(let status):
            "inject-lint could not write the manifest (exit status \(status); see the message above)"
        }
    }
}
