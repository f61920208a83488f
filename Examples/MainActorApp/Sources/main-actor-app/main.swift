import Inject
import MainActorKit

// Top-level code of a module whose default isolation is the main actor: it runs on the main actor.
let container = AppContainer.make()
container.validateOrExit()
let outbox: Outbox = container.resolve()
print(outbox.send(to: "ada"))
