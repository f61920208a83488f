import Inject

func compose(_ container: Container) {
    container.register(Unrelated.self) { UnrelatedImpl() }
}
