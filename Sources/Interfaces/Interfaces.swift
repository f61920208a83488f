// Placeholder: the Interfaces module is built by its issue.
