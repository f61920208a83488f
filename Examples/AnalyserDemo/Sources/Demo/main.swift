// The program behind the README's analyser transcript: every kind of finding the start-up analyser reports.
import Inject

protocol Store: Sendable {}
protocol Mailer: Sendable {}
protocol Outbox: Sendable {}
protocol Search: Sendable {}
protocol API: Sendable {}
protocol Cache: Sendable {}
enum Billing { protocol Client: Sendable {} }
enum Shipping { protocol Client: Sendable {} }

struct FileStore: Store {}
struct SMTPMailer: Mailer {
    @Injected var outbox: Outbox
    @Injected(name: "archive") var archive: Store
}
struct DiskOutbox: Outbox {
    @Injected var mailer: Mailer
}
struct BillingClient: Billing.Client {}
struct RealSearch: Search { @Injected var client: Shipping.Client }
struct LoggingSearch: Search { let wrapped: Search }
final class Reports: @unchecked Sendable { lazy var store = Injected<Store>() }
struct Feed: Sendable { init(api: API, cache: Cache) {} }

let container = Container()
container.register(Store.self, scope: .singleton) { FileStore() }
container.register(Mailer.self) { SMTPMailer() }
container.register(Outbox.self) { DiskOutbox() }
container.register(Billing.Client.self) { BillingClient() }
container.register(Search.self) { LoggingSearch(wrapped: RealSearch()) }  // a decorator
container.register(Reports.self) { Reports() }
container.register(Feed.self) { r in Feed(api: r.resolve(), cache: r.resolve()) }  // two missing
container.validateOrExit()
