import Inject
import Interfaces
import Notes

let container = Container()
container.register(NoteStore.self, scope: .singleton) { MemoryNoteStore() }
NotesModule().register(in: container)
let notes = container.resolve(Notes.self)
container.validateOrExit()
