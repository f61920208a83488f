// The inject-lint executable: everything lives in the InjectLint library so it can be tested in-process.
import InjectLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(LintCommand.run(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
