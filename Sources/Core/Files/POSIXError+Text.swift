import Foundation

/// The C library's text for an `errno` value ("No such file or directory"), for messages that quote a failure.
func describeErrno(_ code: Int32) -> String {
    String(cString: strerror(code))
}
