/// Finds, inside an instance, the properties that hold `Injected`s created elsewhere: a decorator
/// (`LoggingSearch(wrapped: RealSearch())`) holds its wrapped service, whose `@Injected` properties `Mirror`
/// shows only one level down.
///
/// A bounded walk: at most `budget` stored values are looked at (each class instance once), so a large or
/// cyclic object graph costs a fixed amount; whatever is not found keeps the factory as its site.
enum CreatedInjectionNames {
    struct Name {
        /// The `Mirror` label: `_client`, or `$__lazy_storage_$_client`.
        let label: String?
        /// The type that declares the property.
        let declaringType: Any.Type
    }

    static func find(_ locations: [CodeLocation], in instance: Any, budget: Int = 256) -> [CodeLocation: Name] {
        var found: [CodeLocation: Name] = [:]
        var remaining = budget
        var seenObjects: Set<ObjectIdentifier> = []
        var pending: [Any] = [instance]
        while let value = pending.popLast(), remaining > 0, found.count < locations.count {
            var mirror: Mirror? = Mirror(reflecting: value)
            if mirror?.displayStyle == .class, !seenObjects.insert(ObjectIdentifier(value as AnyObject)).inserted {
                continue
            }
            while let current = mirror, remaining > 0 {
                for child in current.children {
                    remaining -= 1
                    guard remaining > 0 else { break }
                    guard let injection = ReflectedInjection(child.value) else {
                        pending.append(child.value)
                        continue
                    }
                    if case .declared(let point) = injection, locations.contains(point.location) {
                        found[point.location] = Name(label: child.label, declaringType: current.subjectType)
                    }
                }
                mirror = current.superclassMirror
            }
        }
        return found
    }
}
