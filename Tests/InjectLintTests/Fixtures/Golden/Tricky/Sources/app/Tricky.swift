/* outer /* @Injected var nested: InComment */ still */
import Inject

struct Tricky {
    let raw = #"@Injected var raw: InRawString \(not)"#
    let regex = #/resolve\(InRegex\.self\)/#
    let bare = /register\(B\.self\)/
    @Injected var tabbed: AfterTab
    let s = "\(f("@Injected var x: InInterpolation"))"; @Injected var emoji🎉: AfterInterpolation
}
