// Placeholder: the Candidates feature is built by the workflow-app issue.
