#ifndef HCL_HCL_H
#define HCL_HCL_H

/* The umbrella header: everything the library offers. */

#include "hcl/alloc.h"
#include "hcl/body.h"
#include "hcl/common.h"
#include "hcl/diag.h"
#include "hcl/dynblock.h"
#include "hcl/eval.h"
#include "hcl/events.h"
#include "hcl/file.h"
#include "hcl/functions.h"
#include "hcl/json.h"
#include "hcl/limits.h"
#include "hcl/native.h"
#include "hcl/spec.h"
#include "hcl/userfunc.h"
#include "hcl/validate.h"
#include "hcl/value.h"
#include "hcl/version.h"
#include "hcl/write.h"

#endif
