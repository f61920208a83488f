// How a macOS plugin library refers to the SDK library, read from its Mach-O load commands: plain C over bytes, so
// it compiles (and is tested) on every platform, although only a Darwin host calls it.
//
// The Darwin design (ARCHITECTURE.md, "Plugins on macOS"): the app and every plugin load one shared
// libInjectWorkflowSDK.dylib, the app's. A plugin must therefore name it as "@rpath/libInjectWorkflowSDK.dylib"
// (dyld then searches the plugin's LC_RPATHs and those of the executable that loads it, finds the app's copy, and,
// that file being loaded already, binds to it) and must not carry an absolute LC_RPATH, which could find the
// author's build of the SDK first: a second copy of every shared type.
#include "CInjectWorkflowPlugin.h"

#include <string.h>

enum {
    MH_MAGIC_64_LE = 0xfeedfacf,
    FAT_MAGIC_BE = 0xcafebabe,
    FAT_MAGIC_64_BE = 0xcafebabf,
    MH_DYLIB = 6,
    MH_BUNDLE = 8,
    LC_REQ_DYLD = 0x80000000u,
    LC_LOAD_DYLIB = 0xc,
    LC_LOAD_WEAK_DYLIB = 0x18 | LC_REQ_DYLD,
    LC_REEXPORT_DYLIB = 0x1f | LC_REQ_DYLD,
    LC_LAZY_LOAD_DYLIB = 0x20,
    LC_LOAD_UPWARD_DYLIB = 0x23 | LC_REQ_DYLD,
    LC_RPATH = 0x1c | LC_REQ_DYLD,
};

static uint32_t read32le(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint32_t read32be(const uint8_t *p) {
    return (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
}

static uint64_t read64be(const uint8_t *p) { return (uint64_t)read32be(p) << 32 | read32be(p + 4); }

static void set_detail(InjectWorkflowMachOReport *report, const char *text, size_t length) {
    if (length > sizeof(report->detail) - 1) length = sizeof(report->detail) - 1;
    memcpy(report->detail, text, length);
    report->detail[length] = 0;
}

static int fail(InjectWorkflowMachOReport *report, InjectWorkflowMachOProblem problem, const char *text,
                size_t length) {
    report->problem = problem;
    set_detail(report, text, length);
    return (int)problem;
}

/// The string a load command holds at `offset` (an lc_str), bounded by the command; its length in `length`.
static const char *command_string(const uint8_t *command, uint32_t size, size_t *length) {
    uint32_t offset = read32le(command + 8);
    if (offset < 12 || offset >= size) return NULL;
    const char *start = (const char *)command + offset;
    const void *end = memchr(start, 0, size - offset);
    if (end == NULL) return NULL;
    *length = (size_t)((const char *)end - start);
    return start;
}

/// Checks one thin 64-bit little-endian Mach-O image of `length` bytes.
static int check_thin(const uint8_t *bytes, size_t length, const char *sdk_leaf, InjectWorkflowMachOReport *report) {
    if (length < 32 || read32le(bytes) != MH_MAGIC_64_LE) {
        return fail(report, INJECT_WORKFLOW_MACHO_NOT_MACHO, "", 0);
    }
    uint32_t file_type = read32le(bytes + 12);
    if (file_type != MH_DYLIB && file_type != MH_BUNDLE) {
        return fail(report, INJECT_WORKFLOW_MACHO_NOT_A_LIBRARY, "", 0);
    }
    uint32_t count = read32le(bytes + 16);
    uint32_t total = read32le(bytes + 20);
    if (total > length - 32) return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
    const size_t leaf_length = strlen(sdk_leaf);
    int found = 0;
    size_t position = 32;
    for (uint32_t index = 0; index < count; index++) {
        if (position + 8 > 32 + (size_t)total) return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
        const uint8_t *command = bytes + position;
        uint32_t kind = read32le(command);
        uint32_t size = read32le(command + 4);
        if (size < 8 || position + size > 32 + (size_t)total) {
            return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
        }
        size_t name_length = 0;
        if (kind == LC_LOAD_DYLIB || kind == LC_LOAD_WEAK_DYLIB || kind == LC_REEXPORT_DYLIB ||
            kind == LC_LAZY_LOAD_DYLIB || kind == LC_LOAD_UPWARD_DYLIB) {
            const char *name = size >= 12 ? command_string(command, size, &name_length) : NULL;
            if (name == NULL) return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
            int is_sdk = name_length >= leaf_length && memcmp(name + name_length - leaf_length, sdk_leaf, leaf_length) == 0 &&
                         (name_length == leaf_length || name[name_length - leaf_length - 1] == '/');
            if (is_sdk) {
                static const char rpath_prefix[] = "@rpath/";
                if (name_length != leaf_length + sizeof(rpath_prefix) - 1 ||
                    memcmp(name, rpath_prefix, sizeof(rpath_prefix) - 1) != 0) {
                    return fail(report, INJECT_WORKFLOW_MACHO_SDK_BY_FIXED_PATH, name, name_length);
                }
                found = 1;
            }
        } else if (kind == LC_RPATH) {
            const char *path = size >= 12 ? command_string(command, size, &name_length) : NULL;
            if (path == NULL) return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
            if (name_length > 0 && path[0] == '/') {
                return fail(report, INJECT_WORKFLOW_MACHO_ABSOLUTE_RPATH, path, name_length);
            }
        }
        position += size;
    }
    if (!found) return fail(report, INJECT_WORKFLOW_MACHO_NO_SDK_REFERENCE, sdk_leaf, leaf_length);
    report->problem = INJECT_WORKFLOW_MACHO_OK;
    report->detail[0] = 0;
    return INJECT_WORKFLOW_MACHO_OK;
}

int inject_workflow_macho_check_plugin(const uint8_t *bytes, size_t length, const char *sdk_leaf,
                                       InjectWorkflowMachOReport *report) {
    memset(report, 0, sizeof(*report));
    if (length < 8) return fail(report, INJECT_WORKFLOW_MACHO_NOT_MACHO, "", 0);
    uint32_t magic = read32be(bytes);
    if (magic != FAT_MAGIC_BE && magic != FAT_MAGIC_64_BE) return check_thin(bytes, length, sdk_leaf, report);
    // A universal file: every architecture's image must pass, since dyld picks one by the machine.
    uint32_t count = read32be(bytes + 4);
    size_t entry_size = magic == FAT_MAGIC_BE ? 20 : 32;
    if (count == 0 || count > 64 || 8 + (size_t)count * entry_size > length) {
        return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
    }
    for (uint32_t index = 0; index < count; index++) {
        const uint8_t *entry = bytes + 8 + (size_t)index * entry_size;
        uint64_t offset = magic == FAT_MAGIC_BE ? read32be(entry + 8) : read64be(entry + 8);
        uint64_t size = magic == FAT_MAGIC_BE ? read32be(entry + 12) : read64be(entry + 16);
        if (offset > length || size > length - offset) return fail(report, INJECT_WORKFLOW_MACHO_TRUNCATED, "", 0);
        int problem = check_thin(bytes + offset, (size_t)size, sdk_leaf, report);
        if (problem != INJECT_WORKFLOW_MACHO_OK) return problem;
    }
    return INJECT_WORKFLOW_MACHO_OK;
}
