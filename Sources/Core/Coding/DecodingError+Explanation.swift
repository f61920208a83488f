/// Turns a `DecodingError` into one sentence a user can act on: where in the document, and what was wrong.
extension DecodingError {
    var explanation: String {
        switch self {
        case .typeMismatch(let type, let context):
            return "\(Self.place(context)): expected \(Self.describe(type)), \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(Self.place(context)): expected \(Self.describe(type)), found null"
        case .keyNotFound(let key, let context):
            return "\(Self.place(context, adding: key)): the required key '\(key.stringValue)' is missing"
        case .dataCorrupted(let context):
            return "\(Self.place(context)): \(Self.plainReason(context))"
        @unknown default:
            return "\(self)"
        }
    }

    /// `at 'document[2].email'`, or `at the top level`.
    private static func place(_ context: Context, adding key: (any CodingKey)? = nil) -> String {
        let path = context.codingPath + (key.map { [$0] } ?? [])
        guard !path.isEmpty else { return "at the top level" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return "at '\(text)'"
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }

    /// Foundation wraps the parser's own error; its description says where the JSON broke.
    private static func plainReason(_ context: Context) -> String {
        if let underlying = context.underlyingError {
            return "\(context.debugDescription) (\(underlying.localizedDescription))"
        }
        return context.debugDescription
    }
}
