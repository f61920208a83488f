// Placeholder: the command-line front of the linter is built by the inject-lint issue.
print("inject-lint: not built yet")
