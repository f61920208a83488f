import InjectDiagnostics

/// `duplicate-registration`: the same type and name registered twice on one container; the later registration
/// silently replaces the earlier one.
///
/// Only what provably runs on one container, one call after the other, counts: two calls in the same block on
/// the same variable (or both on an implicit `self`), not in different branches of an `if`, a `switch` or an
/// `#if`. Registrations in different functions or files may well go to different containers (tests build
/// one per test, an app may build a preview container), so the start-up analyser, which sees the real
/// container, judges those. A registration inside a loop, on a container declared outside it and under a name
/// that does not change per pass, is registered again on every pass.
enum DuplicateRegistrationRule: Rule {
    static let description = RuleDescription(
        id: DiagnosticMessages.RuleID.duplicateRegistration,
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
            func registerArchives(_ c: Container, folders: [String]) {
                for folder in folders {
                    c.register(Store.self, name: folder) { FileStore(folder: folder) }
                }
                for _ in 0..<2 {
                    let fresh = Container()
                    fresh.register(Store.self) { MemoryStore() }
                }
                repeat { attempts += 1 } while attempts < 3
                if ready { c.register(Clock.self) { SystemClock() } }
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
            """,
            """
            import Inject
            func compose(_ c: Container, folders: [String]) {
                for folder in folders {
                    if !folder.isEmpty {
                        c.↓register(Store.self) { FileStore(folder: folder) }
                    }
                }
                folders.forEach { folder in c.↓register(Mailer.self, name: "outbox") { OutboxMailer(folder) } }
            }
            """,
        ]
    )

    /// Registrations are grouped by service and by what proves one container (file, block, case, receiver);
    /// within a group, one representative per set of `#if` branches answers "is an earlier one compiled together
    /// with this one" (exclusivity depends only on the branches). Linear in registrations for any realistic code;
    /// the old pairwise scan was quadratic in repeated registrations of one type.
    static func check(_ context: RuleContext, severity: Severity) -> [Diagnostic] {
        struct Group: Hashable {
            var service: String
            var file: Int
            var block: Int
            var blockCase: Int
            var receiver: String
        }
        // Per group: the first registration of each distinct set of `#if` branches, in source order.
        var representatives: [Group: [(conditions: [ConditionBranch], position: Int)]] = [:]
        var diagnostics: [Diagnostic] = []
        for (position, later) in context.registrations.enumerated() {
            if case .dynamic = later.fact.name { continue }
            guard let receiver = later.fact.receiver else { continue }
            let group = Group(
                service: ServiceName(later.key, name: later.fact.name.literal).key, file: later.file,
                block: later.fact.block, blockCase: later.fact.blockCase, receiver: receiver)
            let earlier = representatives[group]?.first {
                !context.areExclusive(context.registrations[$0.position], later)
            }
            if representatives[group]?.contains(where: { $0.conditions == later.fact.conditions }) != true {
                representatives[group, default: []].append((later.fact.conditions, position))
            }
            guard let earlier else {
                if let loop = later.fact.repeatingLoop { diagnostics.append(repeated(later, loop, context, severity)) }
                continue
            }
            let first = context.registrations[earlier.position]
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
        return diagnostics
    }

    /// A registration the loop starting at byte `loop` makes again on every pass.
    private static func repeated(
        _ registration: RuleContext.RegistrationRef, _ loop: Int, _ context: RuleContext, _ severity: Severity
    ) -> Diagnostic {
        let service = ServiceName(registration.fact.type, name: registration.fact.name.literal)
        return Diagnostic(
            ruleID: description.id, severity: severity,
            message: DiagnosticMessages.duplicateRegistration(service),
            location: context.location(of: registration),
            notes: [
                Diagnostic.Note(
                    message: "this loop registers \(service.quoted) again on every pass, each replacing the last; "
                        + "register it once before the loop, or give each pass its own name",
                    location: context.location(file: registration.file, byteOffset: loop))
            ])
    }
}
