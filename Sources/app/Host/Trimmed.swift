/// `text` without trailing newlines: a rendered report ends with one, and `Console.print` adds its own.
func trimmed(_ text: String) -> String {
    var text = text
    while text.last == "\n" { text.removeLast() }
    return text
}
