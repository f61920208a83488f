/// What an `@Injected` property asks for, as the analyser sees it through `Mirror`.
struct InjectionPoint {
    /// The service type, without the `Optional` of an optional injection.
    let serviceType: Any.Type
    let name: String?
    /// `@Injected var x: T?`: nil when unregistered, never an error.
    let isOptional: Bool
    let location: CodeLocation

    var key: RegistrationKey { RegistrationKey(serviceType, name: name) }
}

/// Lets the analyser recognise an `Injected` of any service type among a `Mirror`'s children.
protocol InjectedReflectable {
    var injectionPoint: InjectionPoint { get }
}

extension Injected: InjectedReflectable {
    var injectionPoint: InjectionPoint { storage.injectionPoint(of: Service.self) }
}

extension Injected: CustomReflectable {
    /// Shows the dependency's type, name and declaration to `Mirror` (and debuggers), without resolving it.
    ///
    /// ```swift
    /// Mirror(reflecting: Injected<Store>(name: "archive")).children.map(\.label)  // service, name, declaredAt
    /// ```
    public var customMirror: Mirror {
        let point = storage.injectionPoint(of: Service.self)
        return Mirror(
            self,
            children: [
                "service": TypeName.of(point.serviceType) + (point.isOptional ? "?" : ""),
                "name": point.name as Any,
                "declaredAt": point.location,
            ],
            displayStyle: .struct)
    }
}
