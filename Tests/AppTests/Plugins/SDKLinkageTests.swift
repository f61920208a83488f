import Foundation
import InjectWorkflowCore
import Testing

@testable import InjectWorkflowApp

/// Which image holds the SDK (``SDKLinkage``), the fact that decides how `plugins install` binds a plugin. A packaged
/// app (`Scripts/package-app`) is checked from outside by `.ci/packaged-app`; here, the comparison itself.
struct SDKLinkageTests {
    @Test func inAProgramThatSwiftBuildLinkedTheSDKIsInsideTheExecutable() {
        // This test bundle links the app's module and the SDK's into one executable, as `swift build` links the app.
        #expect(SDKLinkage.current == .insideExecutable)
        #expect(ProgramIdentity.current?.contains(" sdk ") != true)
    }

    @Test func seenFromCodeInAnotherImageTheSDKIsASharedLibrary() throws {
        // The standard library's metadata for Int lives in libswiftCore (or the dyld cache), not with the SDK: code
        // there would see the SDK in another image, named by its path.
        let elsewhere = unsafeBitCast(Int.self as Any.Type, to: UnsafeRawPointer.self)
        guard case .sharedLibrary(let path) = SDKLinkage(appImage: elsewhere) else {
            Issue.record("the SDK was taken to be in the image holding Int's metadata")
            return
        }
        #expect(!path.isEmpty)
    }

    @Test func aPluginThatNeedsTheSDKLibraryInAnUnpackagedAppIsToldWhatToRun() {
        let reason = "libInjectWorkflowSDK.so: cannot open shared object file: No such file or directory"
        let error = PluginError.sdkInsideExecutable(path: "/data/plugins/scorecards.so", loaderReason: reason).appError
        #expect(
            error.message
                == "plugin /data/plugins/scorecards.so cannot be loaded by this inject-workflow: the plugin binds to "
                + "the SDK as the shared library \(SDKLinkage.libraryName), and this build has the SDK linked into "
                + "its executable (\(reason))")
        #expect(error.hint?.hasPrefix("build the app with 'Scripts/package-app --output DIR'") == true)
    }
}
