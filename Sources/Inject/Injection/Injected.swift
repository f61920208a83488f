/// Property injection: the dependency is resolved on first access, from the container that created the owner.
///
/// ```swift
/// struct CandidatesServiceImpl: CandidatesService {
///     @Injected var store: Store                       // required
///     @Injected(name: "archive") var archive: Store    // a named registration
///     @Injected var analytics: Analytics?              // nil when not registered, never an error
/// }
///
/// final class Mailer: Sendable {                       // a checked-Sendable final class: the constant form
///     let store = Injected<Store>()
///     func send() { store().save() }                    // or store.wrappedValue
/// }
/// ```
///
/// The owner resolves from the container whose factory was running when the owner was created; objects made
/// outside any factory use ``Container/default``. The declaration's location is captured so every report
/// points at it, and the analyser finds the property with `Mirror` (superclasses included) without resolving it.
///
/// A `.singleton` the container has already built is the one exception to "on first access": the property is
/// bound to it when its owner is created, since a first read would return that same instance (a built singleton
/// is never replaced). Owners then read it with no lookup, and the property keeps the singleton alive, not the
/// container. Registering the service again afterwards does not reach properties already bound.
///
/// `Injected` is `Sendable` whenever `Service` is, so it works in structs, actors, global-actor classes and
/// `@unchecked Sendable` classes; a checked `Sendable` final class holds it as a `let` (a property wrapper's
/// backing storage is a `var`, which such a class may not have).
@propertyWrapper
public struct Injected<Service> {
    let storage: InjectedStorage

    /// Declares an injected dependency, optionally of a named registration.
    ///
    /// ```swift
    /// @Injected var store: Store
    /// @Injected(name: "archive") var archive: Store
    /// let mailer = Injected<Mailer>()
    /// ```
    public init(
        name: String? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        storage = InjectedStorage.forProperty(
            of: Service.self, name: name,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The dependency, resolved on first access and then kept.
    ///
    /// ```swift
    /// @Injected var store: Store
    /// func save() { store.save() }
    /// ```
    ///
    /// If it is not registered (and `Service` is not optional) the program stops with a message naming the
    /// type, this declaration and how to register it.
    public var wrappedValue: Service { storage.value(as: Service.self) }

    /// The dependency; lets the constant form read naturally.
    ///
    /// ```swift
    /// let store = Injected<Store>()
    /// store().save()
    /// ```
    public func callAsFunction() -> Service { storage.value(as: Service.self) }
}

extension Injected: Sendable where Service: Sendable {}
