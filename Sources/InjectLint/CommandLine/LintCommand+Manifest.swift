/// `--emit-manifest` and `--check-manifest`: what the linted sources register, written for feature packages to
/// read, and compared with the copy a composition root keeps checked in.
///
/// ```
/// $ inject-lint --check-manifest inject-manifest.json Sources ../Features
/// /app/inject-manifest.json: error: the registration manifest no longer matches what the linted sources register: 'Analytics' is registered but not in the manifest; write it again with 'swift package --allow-writing-to-package-directory inject-lint-write-manifest' (or inject-lint --emit-manifest)
/// ```
extension LintCommand {
    /// How many differences a stale-manifest message lists before "and N more": the message stays one readable line.
    static let listedManifestDifferences = 8

    /// Writes the `--emit-manifest` file and compares the `--check-manifest` one; returns the message for a checked
    /// manifest that is out of date (nil when it matches or none was asked for).
    static func writeAndCheckManifests(
        _ options: LintOptions, context: RuleContext, workingDirectory: String
    ) throws(LintCommandError) -> String? {
        if let given = options.emitManifestPath {
            let path = Path.absolute(given, relativeTo: workingDirectory)
            let contents = context.manifest(relativeTo: Path.directory(of: path)).rendered()
            // Rewritten only when it changes: a checked-in file keeps its timestamp, and nothing downstream re-runs.
            if (try? FileSystem.readBytes(atPath: path)) != Array(contents.utf8) {
                do {
                    try FileSystem.replaceContents(ofPath: path, with: contents)
                } catch {
                    throw .manifest(.unwritable(path: path, reason: error.reason))
                }
            }
        }
        guard let given = options.checkManifestPath else { return nil }
        let path = Path.absolute(given, relativeTo: workingDirectory)
        let current = context.manifest(relativeTo: Path.directory(of: path))
        let command =
            " with 'swift package --allow-writing-to-package-directory inject-lint-write-manifest' (or inject-lint "
            + "--emit-manifest)"
        guard FileSystem.kind(atPath: path) != nil else {
            return "\(path): error: the registration manifest does not exist yet; write it" + command
        }
        let recorded: RegistrationManifest
        do {
            recorded = try RegistrationManifest.load(path: path)
        } catch {
            throw .manifest(error)
        }
        let differences = manifestDifferences(recorded: recorded, current: current)
        guard !differences.isEmpty else { return nil }
        var listed = differences.prefix(listedManifestDifferences).joined(separator: "; ")
        if differences.count > listedManifestDifferences {
            listed += "; and \(differences.count - listedManifestDifferences) more"
        }
        return "\(path): error: the registration manifest no longer matches what the linted sources register: "
            + listed + "; write it again" + command
    }

    /// What the sources register that the manifest lacks, then what it lists that they no longer register, sorted.
    /// Only what is registered counts (type, name, scope), not where: moving a registration changes nothing.
    static func manifestDifferences(recorded: RegistrationManifest, current: RegistrationManifest) -> [String] {
        var counts: [RegistrationManifest.Registration: Int] = [:]
        for entry in current.entries { counts[entry.registration, default: 0] += 1 }
        for entry in recorded.entries { counts[entry.registration, default: 0] -= 1 }
        let added = counts.filter { $0.value > 0 }.keys.sorted()
        let removed = counts.filter { $0.value < 0 }.keys.sorted()
        return added.map { "\($0.described) is registered but not in the manifest" }
            + removed.map { "\($0.described) is in the manifest but no longer registered" }
    }
}

extension RegistrationManifest.Registration {
    /// `'Store' named "archive" (scope .singleton)`, `'ProfileModel' (scope .transient, argument String)`, as a
    /// stale-manifest message lists it.
    var described: String {
        var text = "'\(type)'"
        switch name {
        case .none: break
        case .literal(let value): text += " named \"\(value)\""
        case .anyName: text += " under a name known at run time"
        }
        var traits: [String] = []
        if let scope { traits.append("scope \(scope)") }
        if isAsync { traits.append("async") }
        if takesArgument { traits.append("argument" + (argumentType.map { " " + $0 } ?? "")) }
        if !traits.isEmpty { text += " (" + traits.joined(separator: ", ") + ")" }
        return text
    }
}
