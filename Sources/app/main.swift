// Placeholder: the composition root and command-line front are built by the workflow-app issue.
print("app: not built yet")
