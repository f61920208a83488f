import InjectDiagnostics

/// `duplicate-registration`: the same type and name registered twice on one container; the later registration
/// silently replaces the earlier one.
///
/// Only what provably runs on one container, one call after the other, counts: two calls in the same block on
/// the same variable (or both on an implicit `self`), not in different branches of an `if`, a `switch` or an
/// `#if`. Registrations in different functions or files may well go to different containers (tests build
/// one per test, an app may build a preview container), so the start-up analyser, which sees the real
/// container, judges those.
enum DuplicateRegistrationRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-registration",
        summary: "The same type (and name) registered more than once; the later registration replaces the first.",
        defaultSetting: .warning,
        passing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Store.self) { MemoryStore() }
                c.register(Store.self, name: "archive") { FileStore() }
                #if DEBUG
                c.register(Clock.self) { FixedClock() }
                #else
                c.register(Clock.self) { SystemClock() }
                #endif
                if useDisk { c.register(Cache.self) { DiskCache() } } else { c.register(Cache.self) { MemoryCache() } }
                switch environment {
                case .production: c.register(Mailer.self) { SMTPMailer() }
                default: c.register(Mailer.self) { OutboxMailer() }
                }
            }
            func makePreviewContainer() -> Container {
                let preview = Container()
                preview.register(Store.self) { PreviewStore() }
                return preview
            }
            """
        ],
        failing: [
            """
            import Inject
            func compose(_ c: Container) {
                c.register(Store.self, name: "archive") { MemoryStore() }
                c
                    .↓register(Store.self, scope: .singleton, name: "archive") { FileStore() }
            }
            """
        ]
    )

    /// Same file, same block (and `switch` case), same receiver variable.
    static func isProvablySameContainer(_ a: RuleContext.RegistrationRef, _ b: RuleContext.RegistrationRef) -> Bool {
        guard a.file == b.file, a.fact.block == b.fact.block, a.fact.blockCase == b.fact.blockCase,
            let receiver = a.fact.receiver
        else {
            return false
        }
        return receiver == b.fact.receiver
    }

    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (position, registration) in context.registrations.enumerated() {
            if case .dynamic = registration.fact.name { continue }
            let key = ServiceName(registration.key, name: registration.fact.name.literal).key
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(position)
        }
        var diagnostics: [Diagnostic] = []
        for key in order {
            guard let positions = groups[key], positions.count > 1 else { continue }
            for (offset, position) in positions.enumerated().dropFirst() {
                let later = context.registrations[position]
                guard
                    let earlier = positions[..<offset].first(where: {
                        isProvablySameContainer(context.registrations[$0], later)
                            && !context.areExclusive(context.registrations[$0], later)
                    })
                else { continue }
                let first = context.registrations[earlier]
                let service = ServiceName(later.fact.type, name: later.fact.name.literal)
                diagnostics.append(
                    Diagnostic(
                        ruleID: description.id, severity: severity,
                        message: DiagnosticMessages.duplicateRegistration(service),
                        location: context.location(of: later),
                        notes: [
                            Diagnostic.Note(
                                message: DiagnosticMessages.firstRegisteredHere(service),
                                location: context.location(of: first))
                        ]))
            }
        }
        return diagnostics
    }
}
