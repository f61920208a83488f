import Inject
import Testing

// Compile-only: if these stop being Sendable under Swift 6 strict concurrency, this file stops compiling.

private func requireSendable<T: Sendable>(_: T.Type) {}

private struct StructWithInjected: Sendable {
    @Injected var store: any Store
    @Injected(name: "archive") var archive: any Store
    @Injected var analytics: (any Analytics)?
}

private actor ActorWithInjected {
    @Injected var store: any Store
}

@MainActor private final class MainActorClassWithInjected {
    @Injected var store: any Store
}

private final class UncheckedClassWithInjected: @unchecked Sendable {
    // @unchecked: the wrapper's storage is thread-safe and there is no other mutable state.
    @Injected var store: any Store
}

private final class CheckedSendableClassWithConstants: Sendable {
    let store = Injected<any Store>()
    let archive = Injected<any Store>(name: "archive")
}

@Suite struct SendableConformanceTests {
    @Test func typesBuiltWithInjectedAreSendable() {
        requireSendable(StructWithInjected.self)
        requireSendable(ActorWithInjected.self)
        requireSendable(MainActorClassWithInjected.self)
        requireSendable(UncheckedClassWithInjected.self)
        requireSendable(CheckedSendableClassWithConstants.self)
        requireSendable(Injected<any Store>.self)
        requireSendable(Container.self)
        requireSendable(ValidationReport.self)
        requireSendable(DependencyGraph.self)
        requireSendable(ResolutionError.self)
    }

    @Test func aCheckedSendableClassReadsItsConstantsFromTheContainerThatBuiltIt() {
        let container = Container()
        container.register(Store.self) { MemoryStore(label: "main") }
        container.register(Store.self, name: "archive") { MemoryStore(label: "archive") }
        container.register(CheckedSendableClassWithConstants.self) { CheckedSendableClassWithConstants() }
        let object = container.resolve(CheckedSendableClassWithConstants.self)
        #expect(object.store().label == "main")
        #expect(object.archive.wrappedValue.label == "archive")
    }
}
