// Placeholder: the Events feature is built by the workflow-app issue.
