// Placeholder: the Inject module is built by its issue.
