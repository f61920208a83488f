import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// Fills `{{placeholder}}` slots. Pure: no store, no clock; the composer supplies the values.
///
/// A placeholder is `{{` name `}}`, spaces inside allowed (`{{ candidate.name }}`). A name that is neither
/// in ``Placeholder/all`` nor among the supplied values is *unknown* (a typo in the template); a known name
/// without a value is *missing* (say, `event.start` when no interview is involved). Either stops the render,
/// naming every such placeholder and the template.
enum TemplateRenderer {
    enum Segment: Equatable {
        case text(String)
        case placeholder(String)
    }

    /// The placeholders `template` uses, in order of first appearance (subject first).
    static func placeholders(in template: EmailTemplate) throws(AppError) -> [String] {
        var seen: [String] = []
        for part in [("subject", template.subject), ("body", template.body)] {
            for case .placeholder(let name) in try segments(of: part.1, template: template.name, part: part.0)
            where !seen.contains(name) {
                seen.append(name)
            }
        }
        return seen
    }

    /// Renders subject and body with `values`, or throws for unknown and missing placeholders.
    static func render(
        _ template: EmailTemplate, values: [String: String]
    ) throws(AppError) -> (
        subject: String, body: String
    ) {
        let used = try placeholders(in: template)
        let unknown = used.filter { !Placeholder.all.contains($0) && values[$0] == nil }
        guard unknown.isEmpty else {
            throw EmailError.unknownPlaceholders(
                unknown, template: template.name, known: Placeholder.all + values.keys.sorted()
            ).appError
        }
        let missing = used.filter { values[$0] == nil }
        guard missing.isEmpty else { throw EmailError.missingValues(missing, template: template.name).appError }
        func fill(_ text: String, part: String) throws(AppError) -> String {
            try segments(of: text, template: template.name, part: part).map { segment in
                switch segment {
                case .text(let text): text
                case .placeholder(let name): values[name]!
                }
            }.joined()
        }
        return (try fill(template.subject, part: "subject"), try fill(template.body, part: "body"))
    }

    /// Splits `text` into literal text and placeholder names.
    static func segments(of text: String, template: String, part: String) throws(AppError) -> [Segment] {
        var segments: [Segment] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { segments.append(.text(String(rest[..<open.lowerBound]))) }
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.range(of: "}}") else {
                throw EmailError.unterminatedPlaceholder(
                    template: template, part: part, near: String(rest[open.lowerBound...].prefix(30))
                ).appError
            }
            let name = afterOpen[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            segments.append(.placeholder(name))
            rest = afterOpen[close.upperBound...]
        }
        if !rest.isEmpty { segments.append(.text(String(rest))) }
        return segments
    }
}
