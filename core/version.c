/* The library's version at run time. */

#include "hcl/version.h"

int hcl_version(void) { return HCL_VERSION; }

const char *hcl_version_string(void) { return HCL_VERSION_STRING; }
