#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (compiler-rt, LLVM 11 and later). SwiftPM renames an executable's entry point to
// `<Target>_main` and links `main` to it, so each fuzz target's `<Target>_main` calls the driver
// itself instead of relying on libFuzzer's own `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
