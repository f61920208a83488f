// Which loaded image holds the SDK: dladdr(3), which glibc and macOS's dyld both provide, asked about this very file.
// This C module is a dependency of InjectWorkflowCore, so it is linked wherever Inject and Core are: into the
// executable, as `swift build` links an executable's own package targets, or into the InjectWorkflowSDK library,
// the one `Scripts/package-app` puts beside the app. The host compares the answer with its own image to learn which.
#define _GNU_SOURCE // glibc declares dladdr and Dl_info for GNU sources only; macOS always does
#include "CInjectWorkflowPlugin.h"

#include <dlfcn.h>
#include <string.h>

static const void *image_base(const void *address, char *path, size_t size) {
    if (path != NULL && size > 0) path[0] = '\0';
    Dl_info info;
    memset(&info, 0, sizeof(info));
    if (dladdr(address, &info) == 0 || info.dli_fbase == NULL) return NULL;
    if (path != NULL && size > 0 && info.dli_fname != NULL) {
        size_t length = strlen(info.dli_fname);
        if (length > size - 1) length = size - 1;
        memcpy(path, info.dli_fname, length);
        path[length] = '\0';
    }
    return info.dli_fbase;
}

// An object of this file, so that its address is data in the image (a function's address may be a stub elsewhere).
static const char sdk_marker = 0;

const void *inject_workflow_sdk_image(char *path, size_t size) { return image_base(&sdk_marker, path, size); }

const void *inject_workflow_image_base(const void *address) { return image_base(address, NULL, 0); }
