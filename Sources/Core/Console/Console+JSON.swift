import Foundation

extension Console {
    /// Prints `value` as JSON: pretty-printed, keys sorted, dates in ISO 8601, so output is stable for scripts
    /// and golden files.
    ///
    /// ```swift
    /// try console.printJSON(candidates)
    /// ```
    ///
    /// Commands call it through ``CommandInvocation/printJSONIfRequested(_:)``, which checks `--json` first.
    public func printJSON<T: Encodable>(_ value: T) throws {
        let data: Data
        do {
            data = try JSONCoding.makeEncoder().encode(value)
        } catch {
            throw AppError.internalError(
                "could not encode \(T.self) as JSON: \(error)",
                hint: "this is a bug in the app; please report it with the command you ran")
        }
        print(String(decoding: data, as: UTF8.self))
    }
}
