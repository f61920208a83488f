import Dependencies

/// What every generated service type of scenario (e) is: a distinct, empty final class.
///
/// Each type is also its own swift-dependencies key (`Value == Self`), so swift-dependencies can store and
/// read 1,000 distinct dependencies by type, as the containers register and resolve 1,000 distinct types.
/// `Scripts/generate-services.swift` writes the types into `Generated/GeneratedServices.swift`.
protocol GeneratedService: AnyObject, DependencyKey, Sendable where Value == Self {
    init()
}

extension GeneratedService {
    /// A new instance: only read if a benchmark forgot to store a value for this type.
    static var liveValue: Self { Self() }
}
