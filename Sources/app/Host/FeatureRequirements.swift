import InjectWorkflowCore

/// Which features need which, as the modules declare it (``FeatureModule/requiredFeatures``), checked against
/// the flags: what switching one off would break, and what a hand-edited flags file already broke.
///
/// ```swift
/// let requirements = FeatureRequirements(modules: AppModules.all)
/// requirements.dependents(of: "candidates", enabledIn: flags)   // ["email", "events"]
/// requirements.unmet(in: flags)                                  // [] while candidates is on
/// ```
///
/// Work is linear in the number of declared requirements: each feature is visited once.
struct FeatureRequirements {
    /// A disabled feature and the enabled ones that need it.
    struct Unmet: Equatable {
        var required: String
        var neededBy: [String]
    }

    /// The module names, in the app's order, and what each needs.
    private let names: [String]
    private let needs: [String: [String]]

    init(modules: [any FeatureModule]) {
        names = modules.map(\.name)
        needs = Dictionary(modules.map { ($0.name, $0.requiredFeatures) }, uniquingKeysWith: { first, _ in first })
    }

    /// The enabled features that need `feature`, directly or through another, in the app's order.
    func dependents(of feature: String, enabledIn flags: FeatureFlags) -> [String] {
        var neededBy: [String: [String]] = [:]
        for name in names where flags.isEnabled(name) {
            for required in needs[name] ?? [] { neededBy[required, default: []].append(name) }
        }
        var reached: Set<String> = [feature]
        var pending = [feature]
        while let next = pending.popLast() {
            for dependent in neededBy[next] ?? [] where reached.insert(dependent).inserted {
                pending.append(dependent)
            }
        }
        return names.filter { $0 != feature && reached.contains($0) }
    }

    /// The features `feature` needs, directly or through another, that `flags` switch off, in the app's order.
    func disabledRequirements(of feature: String, in flags: FeatureFlags) -> [String] {
        var reached: Set<String> = [feature]
        var pending = [feature]
        while let next = pending.popLast() {
            for required in needs[next] ?? [] where reached.insert(required).inserted {
                pending.append(required)
            }
        }
        return names.filter { $0 != feature && reached.contains($0) && !flags.isEnabled($0) }
    }

    /// Every disabled feature that an enabled one needs, with those that need it, in the app's order.
    func unmet(in flags: FeatureFlags) -> [Unmet] {
        var neededBy: [String: [String]] = [:]
        for name in names where flags.isEnabled(name) {
            for required in Set(needs[name] ?? []) where !flags.isEnabled(required) {
                neededBy[required, default: []].append(name)
            }
        }
        return names.compactMap { required in neededBy[required].map { Unmet(required: required, neededBy: $0) } }
    }
}

extension FeatureRequirements.Unmet {
    /// `'candidates', which 'email' and 'events' need`.
    var clause: String {
        "'\(required)', which \(Self.list(neededBy)) need\(neededBy.count == 1 ? "s" : "")"
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
}
