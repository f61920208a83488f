// The inject-lint executable: everything lives in the InjectLint library so it can be tested in-process.
import InjectLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Arguments as bytes: a path to lint need not be valid UTF-8, and `CommandLine.arguments` would repair it.
exit(LintCommand.run(argumentBytes: LintCommand.processArgumentBytes).rawValue)
