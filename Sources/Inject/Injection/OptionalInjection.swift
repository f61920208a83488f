/// Recognises `@Injected var x: T?` at run time: the wrapper resolves `T` if registered, else yields nil.
protocol OptionalInjection {
    static var wrappedType: Any.Type { get }
    static func resolveWrapped(
        from container: Container, name: String?, site: InjectedStorage
    ) throws(ResolutionError)
        -> Self
}

extension Optional: OptionalInjection {
    static var wrappedType: Any.Type { Wrapped.self }

    static func resolveWrapped(
        from container: Container, name: String?, site: InjectedStorage
    ) throws(ResolutionError)
        -> Self
    {
        try container.optionalResolution(of: Wrapped.self, name: name, site: site)
    }
}
