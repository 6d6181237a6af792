// The declaration in include/ is all there is: libFuzzer defines the driver.
#include "LibFuzzerDriver.h"
