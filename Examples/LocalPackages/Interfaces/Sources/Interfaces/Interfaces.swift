// Features import only Interfaces; it re-exports Inject so `@Injected` needs no second import there.
@_exported import Inject

/// Where a profile is kept.
public protocol ProfileStore: Sendable {
    func displayName(of userID: String) -> String
}

/// What the app reports about its use.
public protocol Analytics: Sendable {
    func record(_ event: String)
}
