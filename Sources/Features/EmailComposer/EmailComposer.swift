// Placeholder: the EmailComposer feature is built by the workflow-app issue.
