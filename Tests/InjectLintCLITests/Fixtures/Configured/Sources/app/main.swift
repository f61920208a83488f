import Inject

protocol Greeter: Sendable {}
protocol Logger: Sendable {}

struct EnglishGreeter: Greeter {}

struct Welcome {
    @Injected var greeter: Greeter
    @Injected var logger: Logger
}

let container = Container()
container.register(Greeter.self) { EnglishGreeter() }
container.register(Greeter.self) { EnglishGreeter() }
