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
    /// The service type and whether it is optional, known from the wrapper's type alone.
    static var declaredService: (type: Any.Type, isOptional: Bool) { get }
    /// The storage of `value`, which must be of this very type.
    static func storage(of value: Any) -> InjectedStorage
}

/// Recognises the storage of `lazy var x = Injected<T>()` among a `Mirror`'s children: an `Optional` of an
/// `Injected`, nil until the property is first read.
protocol LazyInjectedReflectable {
    var initialisedPoint: InjectionPoint? { get }
    static var declaredService: (type: Any.Type, isOptional: Bool) { get }
}

extension Optional: LazyInjectedReflectable where Wrapped: InjectedReflectable {
    var initialisedPoint: InjectionPoint? { self?.injectionPoint }
    static var declaredService: (type: Any.Type, isOptional: Bool) { Wrapped.declaredService }
}

/// An `Injected` as `Mirror` shows it: declared (its point is known) or a lazy one not yet created, whose service
/// type is known but whose name and declaration are not.
enum ReflectedInjection {
    case declared(InjectionPoint)
    case lazy(serviceType: Any.Type, isOptional: Bool)

    init?(_ value: Any) {
        if let injected = value as? any InjectedReflectable {
            self = .declared(injected.injectionPoint)
        } else if let lazy = value as? any LazyInjectedReflectable {
            if let point = lazy.initialisedPoint {
                self = .declared(point)
            } else {
                let service = type(of: lazy).declaredService
                self = .lazy(serviceType: service.type, isOptional: service.isOptional)
            }
        } else {
            return nil
        }
    }

    /// How the values of one type hold an injection, worked out once per type and then applied to each value of
    /// it: asking whether a value conforms to a protocol searches the runtime's conformance records every time,
    /// while reading a known `Injected` back is a cast to its concrete type. (The analyser reads every instance.)
    enum Reader {
        /// Not an injection.
        case none
        /// An `Injected` of `service`.
        case injected(any InjectedReflectable.Type, service: Any.Type, isOptional: Bool)
        /// The storage of a `lazy var x = Injected<T>()`.
        case lazy

        init(for type: Any.Type) {
            if let wrapper = type as? any InjectedReflectable.Type {
                let service = wrapper.declaredService
                self = .injected(wrapper, service: service.type, isOptional: service.isOptional)
            } else if type is any LazyInjectedReflectable.Type {
                self = .lazy
            } else {
                self = .none
            }
        }

        /// The injection `value`, of the type this reader was made for, holds.
        func read(_ value: Any) -> ReflectedInjection? {
            switch self {
            case .none:
                return nil
            case .injected(let wrapper, let service, let isOptional):
                let storage = wrapper.storage(of: value)
                return .declared(
                    InjectionPoint(
                        serviceType: service, name: storage.name, isOptional: isOptional, location: storage.location))
            case .lazy:
                return ReflectedInjection(value)
            }
        }
    }

    /// The property's name from a `Mirror` label: `_store` (a wrapper's backing storage) and
    /// `$__lazy_storage_$_store` (a lazy property's) are both `store`.
    static func propertyName(_ label: String?) -> String {
        guard var name = label else { return "?" }
        if name.hasPrefix("$__lazy_storage_$_") { name.removeFirst("$__lazy_storage_$_".count) }
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }
}

extension Injected: InjectedReflectable {
    var injectionPoint: InjectionPoint { storage.injectionPoint(of: Service.self) }

    static var declaredService: (type: Any.Type, isOptional: Bool) {
        if let optional = Service.self as? any OptionalInjection.Type { return (optional.wrappedType, true) }
        return (Service.self, false)
    }

    static func storage(of value: Any) -> InjectedStorage {
        // Safe: the caller's reader was made for this type (`ReflectedInjection.Reader`).
        (value as! Self).storage
    }
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
