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
/// primary location is in; `disable` runs to the matching `enable` or to the end of the file.
enum Suppression {
    enum Command: Equatable {
        case disableNextLine
        case disable
        case enable
    }

    struct Directive {
        var command: Command
        /// Rule ids; empty means every rule.
        var rules: Set<String>
        /// Where the comment starts, and the line it ends on.
        var start: SourceLocation
        var endLine: Int
    }

    static func filter(_ diagnostics: [Diagnostic], context: RuleContext) -> [Diagnostic] {
        var directivesByPath: [String: [Directive]] = [:]
        for (file, facts) in context.facts.enumerated() where !facts.directiveComments.isEmpty {
            let path = context.files[file].path
            guard directivesByPath[path] == nil else { continue }
            directivesByPath[path] = facts.directiveComments.compactMap { range in
                parse(range, in: file, context: context)
            }
        }
        if directivesByPath.isEmpty { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let path = diagnostic.location?.path, let directives = directivesByPath[path] else { return true }
            return !isSilenced(diagnostic, by: directives)
        }
    }

    static func isSilenced(_ diagnostic: Diagnostic, by directives: [Directive]) -> Bool {
        let rule = diagnostic.ruleID
        guard let location = diagnostic.location else { return false }
        var disabled = false
        for directive in directives where directive.rules.isEmpty || directive.rules.contains(rule) {
            switch directive.command {
            case .disableNextLine:
                if location.line == directive.endLine + 1 { return true }
            case .disable:
                if directive.start < location { disabled = true }
            case .enable:
                if directive.start < location { disabled = false }
            }
        }
        return disabled
    }

    /// `inject-lint:<command> [rule …]` from a comment's bytes; nil (ignored) for an unknown command.
    static func parse(_ range: Range<Int>, in file: Int, context: RuleContext) -> Directive? {
        var text = Substring(String(decoding: context.files[file].bytes[range], as: UTF8.self)).dropFirst(2)
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        text = text.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("inject-lint:") else { return nil }
        let words = text.dropFirst(12).split { $0 == " " || $0 == "\t" || $0 == "," || $0.isNewline }
        guard let first = words.first else { return nil }
        let command: Command
        switch first {
        case "disable-next-line": command = .disableNextLine
        case "disable": command = .disable
        case "enable": command = .enable
        default: return nil
        }
        let rules = Set(words.dropFirst().map(String.init))
        let start = context.location(file: file, byteOffset: range.lowerBound)
        let end = context.location(file: file, byteOffset: max(range.lowerBound, range.upperBound - 1))
        return Directive(command: command, rules: rules, start: start, endLine: end.line)
    }
}
