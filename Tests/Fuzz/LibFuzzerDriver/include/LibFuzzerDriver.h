// libFuzzer's driver, for a fuzz target whose `main` is Swift's (SwiftPM executables always
// have one): the target's `main` hands its arguments and its callback to libFuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
