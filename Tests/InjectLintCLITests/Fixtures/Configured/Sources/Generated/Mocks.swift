import Inject

struct GeneratedMock {
    @Injected var excludedByConfiguration: ExcludedDependency
}
