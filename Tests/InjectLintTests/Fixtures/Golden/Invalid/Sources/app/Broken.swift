import Inject
struct Broken {
    let s = "café"
    @Injected var m: AfterBadByte
}
