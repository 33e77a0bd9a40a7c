// The declaration in include/CFuzzer.h is all this module is; libFuzzer defines it.
#include "CFuzzer.h"
