import Inject
import InjectWorkflowCore

extension Session {
    /// What validating the enabled plugins one at a time found: the built-in graph's report, then each plugin's
    /// trial (the built-ins, the plugins accepted before it, and it), and the modules that passed.
    struct PluginTrials {
        var base: ValidationReport
        var trials: [(name: String, report: ValidationReport)] = []
        var accepted: [any FeatureModule]
        var refused: [String: Int] = [:]
    }

    /// Validates the enabled built-in features, then adds the enabled plugins one at a time, each in a trial
    /// container over what was accepted before it, under the crash marker. A plugin whose trial has errors is
    /// refused: it registers nothing in what is accepted, and no data was touched. When the built-in graph has
    /// errors, no plugin is tried.
    ///
    /// Each trial is `validateAsync()`: a plugin's async factories run under the analyser like the synchronous
    /// ones, so what they resolve or await is checked (`validate()` would only warn that they were not analysed).
    /// It is awaited off the main actor (``AppHost/run(_:)``), so an async factory that awaits a main-actor
    /// service is served by the main thread while the trial waits.
    func pluginTrials() async throws -> PluginTrials {
        let builtIns = enabledModules.filter { plugin(named: $0.name) == nil }
        var result = PluginTrials(base: try await makeContainer(only: builtIns).validateAsync(), accepted: builtIns)
        guard !result.base.hasErrors else { return result }
        let marker = PluginCrashMarker(pluginsFolder: plugins.folder)
        for module in enabledModules where plugin(named: module.name) != nil {
            let trial = try makeContainer(only: result.accepted + [module])
            marker.begin(.validating, plugin: module.name)
            let report = await trial.validateAsync()
            marker.end()
            result.trials.append((module.name, report))
            if report.hasErrors {
                result.refused[module.name] = report.errors.count
            } else {
                result.accepted.append(module)
            }
        }
        return result
    }

    /// ``pluginTrials()`` for a command: the reports of refused plugins and a warning each go to standard
    /// error, and the container holds what was accepted. The record is kept only when every plugin passed, so a
    /// refusal is reported again on the next run.
    ///
    /// Throws when the built-in graph itself is broken (as without plugins), or when `feature` (the command's
    /// feature) is a plugin that was refused.
    func validatedWithPlugins(
        _ full: Container, record: GraphValidationRecord, running feature: String?
    ) async throws -> (container: Container, recordToSave: GraphValidationRecord?) {
        let result = try await pluginTrials()
        guard !result.base.hasErrors else {
            console.printError(trimmed(result.base.rendered()))
            throw HostError.invalidGraph(errors: result.base.errors.count).appError
        }
        for (name, report) in result.trials where report.hasErrors {
            console.printError(trimmed(report.rendered()))
            let error = PluginError.invalidGraph(name: name, errors: report.errors.count).appError
            if name != feature {
                SessionPlugins.warn("plugin '\(name)' was not activated", because: error, console: console)
            }
        }
        if let feature, let errors = result.refused[feature] {
            throw PluginError.invalidGraph(name: feature, errors: errors).appError
        }
        guard !result.refused.isEmpty else { return (full, record) }
        return (try makeContainer(only: result.accepted), nil)
    }
}
