import Interfaces
import Profile

struct MemoryProfileStore: ProfileStore {
    func displayName(of userID: String) -> String { userID == "u1" ? "Ada" : "guest" }
}

struct PrintedAnalytics: Analytics {
    func record(_ event: String) { print("analytics: \(event)") }
}

// The profile model is made by hand, outside any factory: its @Injected properties resolve from Container.default.
let container = Container.default
container.register(ProfileStore.self, scope: .singleton) { MemoryProfileStore() }
container.register(Analytics.self) { PrintedAnalytics() }
container.validateOrExit()
print(ProfileModel().greeting(for: "u1"))
