// Placeholder: tests land with the issue that builds this target.
