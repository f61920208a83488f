/// The shared instance of a `.weak` registration, held without keeping it alive.
struct WeakInstance {
    weak var object: AnyObject?
}
