import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@testable import InjectWorkflowEmailComposer

@Suite("Templates: placeholder substitution and its errors")
struct TemplateRendererTests {
    let template = EmailTemplate(
        name: "check", summary: "",
        subject: "Hello {{candidate.name}} ({{ candidate.role }})",
        body: "Dear {{candidate.firstName}},\nsee you at {{event.location}} on {{event.start}}.\n{{candidate.name}}")

    @Test("placeholders are listed once each, subject first, spaces inside braces ignored")
    func placeholdersInOrder() throws {
        #expect(
            try TemplateRenderer.placeholders(in: template) == [
                "candidate.name", "candidate.role", "candidate.firstName", "event.location", "event.start",
            ])
    }

    @Test("every placeholder is replaced by its value, everywhere it appears")
    func substitutesValues() throws {
        let rendered = try TemplateRenderer.render(
            template,
            values: [
                "candidate.name": "Ada Lovelace", "candidate.role": "CTO", "candidate.firstName": "Ada",
                "event.location": "Room 4", "event.start": "2026-11-23 10:00 UTC",
            ])
        #expect(rendered.subject == "Hello Ada Lovelace (CTO)")
        #expect(rendered.body == "Dear Ada,\nsee you at Room 4 on 2026-11-23 10:00 UTC.\nAda Lovelace")
    }

    @Test("values are inserted literally, even when they look like placeholders")
    func valuesAreNotReexpanded() throws {
        let plain = EmailTemplate(name: "t", summary: "", subject: "{{candidate.name}}", body: "")
        let rendered = try TemplateRenderer.render(plain, values: ["candidate.name": "{{candidate.role}}"])
        #expect(rendered.subject == "{{candidate.role}}")
    }

    @Test("known placeholders without a value are reported together, naming the template")
    func missingValuesAreReported() {
        let error = appError {
            _ = try TemplateRenderer.render(
                template, values: ["candidate.name": "Ada", "candidate.role": "CTO", "candidate.firstName": "Ada"])
        }
        #expect(
            error?.message
                == "template 'check' needs a value for {{event.location}}, {{event.start}}, which has none here")
        #expect(error?.hint?.contains("--set event.location=…") == true)
    }

    @Test("an unknown placeholder is reported with the template's name and a suggestion")
    func unknownPlaceholderIsReported() {
        let typo = EmailTemplate(name: "typo", summary: "", subject: "Hi {{candidate.nmae}}", body: "")
        let error = appError { _ = try TemplateRenderer.render(typo, values: ["candidate.name": "Ada"]) }
        #expect(error?.message == "template 'typo' uses unknown placeholder {{candidate.nmae}}")
        #expect(error?.hint?.hasPrefix("{{candidate.nmae}} → did you mean {{candidate.name}}?") == true)
    }

    @Test("a placeholder outside the vocabulary is fine when the caller supplies its value")
    func customValuesAreKnown() throws {
        let custom = EmailTemplate(name: "custom", summary: "", subject: "{{offer.salary}}", body: "")
        #expect(try TemplateRenderer.render(custom, values: ["offer.salary": "€90k"]).subject == "€90k")
    }

    @Test("a '{{' without '}}' is reported with where it is")
    func unterminatedPlaceholder() {
        let broken = EmailTemplate(name: "broken", summary: "", subject: "ok", body: "Hi {{candidate.name")
        let error = appError { _ = try TemplateRenderer.placeholders(in: broken) }
        #expect(
            error?.message
                == "template 'broken' has a '{{' without a closing '}}' in its body, near \"{{candidate.name\"")
    }

    @Test("every built-in template uses only known placeholders and renders with full values")
    func builtInTemplatesRender() throws {
        var values = eventContext
        for name in Placeholder.all where values[name] == nil { values[name] = "<\(name)>" }
        for template in BuiltInTemplates.all {
            let rendered = try TemplateRenderer.render(template, values: values)
            #expect(!rendered.subject.contains("{{") && !rendered.body.contains("{{"), "\(template.name)")
            #expect(try TemplateRenderer.placeholders(in: template).allSatisfy(Placeholder.all.contains))
        }
        #expect(Set(BuiltInTemplates.all.map(\.name)).count == BuiltInTemplates.all.count)
    }
}
