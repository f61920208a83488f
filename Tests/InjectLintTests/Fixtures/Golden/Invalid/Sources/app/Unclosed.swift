import Inject
struct Unclosed {
    @Injected var before: BeforeComment
    /* this comment never ends
    @Injected var after: Hidden
}
