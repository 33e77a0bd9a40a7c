// libFuzzer's driver, called from each fuzz target's own `main` (SwiftPM renames a Swift
// executable's entry point, so libFuzzer's `main` cannot be the one that runs).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));
