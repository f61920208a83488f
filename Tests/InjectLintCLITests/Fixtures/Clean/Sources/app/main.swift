import Inject

protocol Greeter: Sendable {}

struct EnglishGreeter: Greeter {}

struct Welcome {
    @Injected var greeter: Greeter
}

let container = Container()
container.register(Greeter.self) { EnglishGreeter() }
