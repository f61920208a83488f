#ifndef C_INJECT_WORKFLOW_PLUGIN_H
#define C_INJECT_WORKFLOW_PLUGIN_H

// The C handshake between inject-workflow and a plugin library. A plugin exports exactly two C functions (Swift's
// @_cdecl): the handshake, which the host calls before anything else, and the factory of its module object, which
// the host calls only once the handshake matched. Nothing else is looked up by name.
//
// The layout of this struct never changes for a given `layout` number: a host reads `layout` first and refuses a
// plugin that filled in another one, so a future host can grow the struct without misreading an old plugin.

#include <stddef.h>
#include <stdint.h>

/// The layout of InjectWorkflowPluginHandshake this header describes.
#define INJECT_WORKFLOW_PLUGIN_HANDSHAKE_LAYOUT 1

/// The version of the plugin interface: the SDK's types (Inject, the workflow's Core and Interfaces) and the
/// FeatureModule contract. Raised whenever any of them changes in a way a built plugin would notice (a type's
/// layout, a protocol's requirements, a function's signature); a plugin built against another number is refused.
/// Not by hand alone: api/PluginInterface.api.txt records the interface (public API and struct layouts of Inject,
/// InjectWorkflowCore and InjectWorkflowInterfaces) this number stands for, and `.ci/plugin-interface` (run by
/// `.ci/run`) fails when they change while the number stays: raise it, then `.ci/plugin-interface --update`.
#define INJECT_WORKFLOW_PLUGIN_INTERFACE_VERSION 2

/// What a plugin fills in when the host calls its handshake function.
typedef struct InjectWorkflowPluginHandshake {
    /// INJECT_WORKFLOW_PLUGIN_HANDSHAKE_LAYOUT as the plugin was compiled.
    uint32_t layout;
    /// INJECT_WORKFLOW_PLUGIN_INTERFACE_VERSION as the plugin was compiled.
    uint32_t interfaceVersion;
    /// The Swift compiler that built the plugin ("6.3.1"), a static NUL-terminated string.
    const char *_Nullable compilerVersion;
    /// Inject's identity as the plugin sees it (the address of a type's metadata): equal to the host's only
    /// when the plugin uses the host's one copy of Inject rather than a copy of its own.
    const void *_Nullable injectIdentity;
    /// The same for the workflow's Core module (and so the SDK library that holds Core and Interfaces).
    const void *_Nullable coreIdentity;
} InjectWorkflowPluginHandshake;

/// `void inject_workflow_plugin_handshake(InjectWorkflowPluginHandshake *)`.
typedef void (*InjectWorkflowPluginHandshakeFunction)(InjectWorkflowPluginHandshake *_Nonnull);
/// `void *inject_workflow_plugin_create(void)`: a retained, opaque reference to the plugin's module.
typedef void *_Nullable (*InjectWorkflowPluginCreateFunction)(void);

/// For the host: `note` (copied, at most 511 bytes) is written to standard error if the process receives a fatal
/// signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT) before `inject_workflow_crash_note_clear`, so a
/// crash inside a plugin names the plugin. The previous handlers run after the note, as if it were not there.
void inject_workflow_crash_note_set(const char *_Nonnull note);
/// Removes the note and restores the previous signal handlers.
void inject_workflow_crash_note_clear(void);

/// What ``inject_workflow_macho_check_plugin`` found.
typedef enum InjectWorkflowMachOProblem {
    /// Every image names the SDK as "@rpath/<leaf>" and has no absolute LC_RPATH.
    INJECT_WORKFLOW_MACHO_OK = 0,
    /// Not a 64-bit little-endian Mach-O file (nor a universal file of them).
    INJECT_WORKFLOW_MACHO_NOT_MACHO = 1,
    /// A Mach-O file that is neither a dynamic library nor a bundle.
    INJECT_WORKFLOW_MACHO_NOT_A_LIBRARY = 2,
    /// A load command or slice runs past the end of the file.
    INJECT_WORKFLOW_MACHO_TRUNCATED = 3,
    /// No image loads the SDK library: the plugin carries its own copy of the SDK (or was not built against it).
    INJECT_WORKFLOW_MACHO_NO_SDK_REFERENCE = 4,
    /// The SDK library is named by another path (`detail`): dyld would load that file, a second copy.
    INJECT_WORKFLOW_MACHO_SDK_BY_FIXED_PATH = 5,
    /// An LC_RPATH is absolute (`detail`): it could find another build's SDK before the app's.
    INJECT_WORKFLOW_MACHO_ABSOLUTE_RPATH = 6,
} InjectWorkflowMachOProblem;

/// The result of ``inject_workflow_macho_check_plugin``: the problem and the path it concerns, if any.
typedef struct InjectWorkflowMachOReport {
    InjectWorkflowMachOProblem problem;
    char detail[512];
} InjectWorkflowMachOReport;

/// For a macOS host: checks that the Mach-O plugin library in `bytes` (thin or universal) will bind to the app's
/// one copy of the SDK library `sdk_leaf` ("libInjectWorkflowSDK.dylib"): it loads it as "@rpath/<sdk_leaf>" and
/// has no absolute LC_RPATH. Returns `report->problem`. Reads only; compiled everywhere, called on Darwin.
int inject_workflow_macho_check_plugin(const uint8_t *_Nonnull bytes, size_t length, const char *_Nonnull sdk_leaf,
                                       InjectWorkflowMachOReport *_Nonnull report);

/// For the host: the base address of the loaded image (the executable or a shared library) that holds this C module,
/// and so Inject and the workflow's Core, which are always linked with it: the executable's own when `swift build`
/// linked them into it, `libInjectWorkflowSDK` when `Scripts/package-app` packaged the app. Its path as the loader
/// knows it goes into `path` (at most `size` - 1 bytes and a NUL; may be empty for the executable). NULL when the
/// loader cannot say (dladdr(3)).
const void *_Nullable inject_workflow_sdk_image(char *_Nullable path, size_t size);
/// The base address of the loaded image holding `address` (the host passes its own `#dsohandle`), or NULL.
const void *_Nullable inject_workflow_image_base(const void *_Nonnull address);

#endif
