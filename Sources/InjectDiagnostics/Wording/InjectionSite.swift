/// Where a dependency is asked for, as an `unregistered` headline names it.
///
/// ```swift
/// InjectionSite.property(owner: "SMTPMailer", member: "archive").phrase       // injected into 'SMTPMailer.archive'
/// InjectionSite.factory(of: ServiceName("Mailer"), in: nil).phrase             // resolved by the factory of 'Mailer'
/// ```
public enum InjectionSite: Hashable, Sendable {
    /// A stored `@Injected` property or `Injected<T>()` constant of `owner`.
    case property(owner: String, member: String)
    /// `let member: T = resolver.resolve()` in `owner` (a type or a function).
    case annotatedResolve(owner: String, member: String)
    /// A `resolve` inside the factory that builds `service`, optionally inside a named function.
    case factory(of: ServiceName, in: String?)
    /// A `resolve` outside any factory, optionally inside a named type or function.
    case call(in: String?)
    /// An `@Injected` property known only by where it is declared (a run-time error points there).
    case injection

    /// The words after "is": `injected into 'SMTPMailer.archive'`, `resolved by the factory of 'Mailer' in
    /// 'Root.compose'`, `resolved in 'Root.compose'`, `resolved here`.
    public var phrase: String {
        switch self {
        case .property(let owner, let member):
            return "injected into '\(owner).\(member)'"
        case .annotatedResolve(let owner, let member):
            return "resolved into '\(owner).\(member)'"
        case .factory(let service, let function):
            return "resolved by the factory of \(service.quoted)" + (function.map { " in '\($0)'" } ?? "")
        case .call(let function):
            return function.map { "resolved in '\($0)'" } ?? "resolved here"
        case .injection:
            return "injected here"
        }
    }
}
