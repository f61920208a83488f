/// The Swift compiler a piece of code was built with, as the plugin handshake compares it.
///
/// Swift has no stable ABI on Linux: a plugin and the host must come from the same compiler. Source learns its
/// compiler only through `#if compiler(>=…)`, hence the ladder (every release from 6.0 to 6.5.4; a compiler of 7.0
/// or later shows as a range, so the ladder grows with each toolchain the project adopts).
///
/// ```swift
/// SwiftCompiler.version   // "6.3.1"
/// ```
public enum SwiftCompiler {
    /// The version of the compiler that compiled the caller (`@_alwaysEmitIntoClient`: a plugin gets its own).
    @_alwaysEmitIntoClient
    public static var version: StaticString {
        #if compiler(>=7.0)
            "7.0 or later"
        #elseif compiler(>=6.5.4)
            "6.5.4"
        #elseif compiler(>=6.5.3)
            "6.5.3"
        #elseif compiler(>=6.5.2)
            "6.5.2"
        #elseif compiler(>=6.5.1)
            "6.5.1"
        #elseif compiler(>=6.5)
            "6.5"
        #elseif compiler(>=6.4.4)
            "6.4.4"
        #elseif compiler(>=6.4.3)
            "6.4.3"
        #elseif compiler(>=6.4.2)
            "6.4.2"
        #elseif compiler(>=6.4.1)
            "6.4.1"
        #elseif compiler(>=6.4)
            "6.4"
        #elseif compiler(>=6.3.4)
            "6.3.4"
        #elseif compiler(>=6.3.3)
            "6.3.3"
        #elseif compiler(>=6.3.2)
            "6.3.2"
        #elseif compiler(>=6.3.1)
            "6.3.1"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2.4)
            "6.2.4"
        #elseif compiler(>=6.2.3)
            "6.2.3"
        #elseif compiler(>=6.2.2)
            "6.2.2"
        #elseif compiler(>=6.2.1)
            "6.2.1"
        #elseif compiler(>=6.2)
            "6.2"
        #elseif compiler(>=6.1.4)
            "6.1.4"
        #elseif compiler(>=6.1.3)
            "6.1.3"
        #elseif compiler(>=6.1.2)
            "6.1.2"
        #elseif compiler(>=6.1.1)
            "6.1.1"
        #elseif compiler(>=6.1)
            "6.1"
        #elseif compiler(>=6.0.4)
            "6.0.4"
        #elseif compiler(>=6.0.3)
            "6.0.3"
        #elseif compiler(>=6.0.2)
            "6.0.2"
        #elseif compiler(>=6.0.1)
            "6.0.1"
        #elseif compiler(>=6.0)
            "6.0"
        #else
            "before 6.0"
        #endif
    }
}
