// JSON Lines and streams: everything read_lines.h, write_lines.h and
// read_stream.h give (docs/json-lines.md), beside jsongen.h.
#pragma once

#include "jsongen.h"
#include "lines_status.h"
#include "read_lines.h"
#include "read_stream.h"
#include "require_cxx17.h"
#include "write_lines.h"
