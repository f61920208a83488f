// Placeholder: the Core module is built by its issue.
