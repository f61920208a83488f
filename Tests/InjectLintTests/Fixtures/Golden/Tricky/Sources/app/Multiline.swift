import Inject

let template = """
    container.register(Fake.self) { Fake() }
    "quoted" \(value) and \"""
    """
let raw = ##"""
    @Injected var store: InMultilineRaw
    """##
struct Real {
    /* é */ @Injected var `default`: Défaut
}
