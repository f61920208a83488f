import Inject
import Interfaces

/// `@Injected var fake: NotInTheGraph` in a doc comment is not code.
struct NotesImpl: Notes {
    @Injected var store: NoteStore
    @Injected var audit: Audit?
    let help = "call container.resolve(Missing.self) to …"
}

public struct NotesModule {
    public func register(in container: Container) {
        container.register(Notes.self) { NotesImpl() }
    }
}
