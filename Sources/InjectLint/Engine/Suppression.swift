/// Inline suppression comments, SwiftLint style:
///
/// ```swift
/// // inject-lint:disable-next-line unregistered
/// @Injected var legacy: LegacyStore
///
/// // inject-lint:disable cycle duplicate-registration
/// …                                   // silenced from the comment on
/// // inject-lint:enable cycle duplicate-registration
/// ```
///
/// With no rule ids a command applies to every rule. A diagnostic is silenced by the comments of the file its
/// primary location is in; `disable` runs to the matching `enable` or to the end of the file; `disable-next-line`
/// covers the next line, or, when that line holds only attributes, the declaration they belong to.
///
/// Directives are indexed per file once (covered lines in a dictionary, region toggles per rule in source
/// order), so each diagnostic is decided in O(log directives): 20,000 suppressed findings took 11 s when every
/// diagnostic walked every directive of its file.
enum Suppression {
    /// A file's directives, indexed.
    struct FileIndex {
        /// Lines silenced by `disable-next-line`: for every rule (`everyRule`) or for the listed rules.
        var everyRuleLines: Set<Int> = []
        var linesByRule: [String: Set<Int>] = [:]
        /// `disable` / `enable` toggles in source order: `true` disables. `everyRuleToggles` are those naming no rule.
        var everyRuleToggles: [(start: SourceLocation, disables: Bool)] = []
        var togglesByRule: [String: [(start: SourceLocation, disables: Bool)]] = [:]

        init(_ directives: [SuppressionDirective]) {
            for directive in directives {
                guard let command = directive.command else { continue }
                switch command {
                case .disableNextLine:
                    let lines = (directive.endLine + 1)...max(directive.endLine + 1, directive.lastCoveredLine)
                    if directive.rules.isEmpty {
                        everyRuleLines.formUnion(lines)
                    } else {
                        for rule in directive.rules { linesByRule[rule, default: []].formUnion(lines) }
                    }
                case .disable, .enable:
                    let toggle = (start: directive.start, disables: command == .disable)
                    if directive.rules.isEmpty {
                        everyRuleToggles.append(toggle)
                    } else {
                        for rule in directive.rules { togglesByRule[rule, default: []].append(toggle) }
                    }
                }
            }
        }

        func silences(_ diagnostic: Diagnostic) -> Bool {
            guard let location = diagnostic.location else { return false }
            let rule = diagnostic.ruleID
            if everyRuleLines.contains(location.line) || linesByRule[rule]?.contains(location.line) == true {
                return true
            }
            // The latest toggle before the diagnostic, among those naming its rule and those naming none.
            let own = Self.lastToggle(before: location, in: togglesByRule[rule] ?? [])
            let shared = Self.lastToggle(before: location, in: everyRuleToggles)
            switch (own, shared) {
            case (nil, nil): return false
            case (let toggle?, nil), (nil, let toggle?): return toggle.disables
            case (let a?, let b?): return b.start < a.start ? a.disables : b.disables
            }
        }

        /// Binary search: the last toggle whose comment starts before `location`.
        private static func lastToggle(
            before location: SourceLocation, in toggles: [(start: SourceLocation, disables: Bool)]
        ) -> (start: SourceLocation, disables: Bool)? {
            var low = 0
            var high = toggles.count
            while low < high {
                let middle = (low + high) / 2
                if toggles[middle].start < location { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : toggles[low - 1]
        }
    }

    static func filter(_ diagnostics: [Diagnostic], context: RuleContext) -> [Diagnostic] {
        var indexByPath: [String: FileIndex] = [:]
        for file in context.facts.indices where context.facts.hasDirectiveComments(file) {
            let path = context.files[file].path
            guard indexByPath[path] == nil else { continue }
            indexByPath[path] = FileIndex(SuppressionDirective.directives(in: file, context: context))
        }
        if indexByPath.isEmpty { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let path = diagnostic.location?.path, let index = indexByPath[path] else { return true }
            return !index.silences(diagnostic)
        }
    }
}
