// The standard types the runtime writes, with arguments it cannot write: located errors.
// expect: unsupported_std_types.h:12:41: error: field 'boot' of 'Times' has type 'std::chrono::steady_clock::time_point', which jsongen cannot serialize: only std::chrono::system_clock time points are written
// expect: unsupported_std_types.h:13:85: error: field 'fractional' of 'Times' has type
// expect: a time_point with a floating-point (or other non-integer) duration
// expect: error: field 'flag' of 'Times' has type 'std::chrono::duration<bool>', which jsongen cannot serialize: a std::chrono::duration is written as its count(), so its Rep must be an integer, float or double
#pragma once
#include <jsongen/jsongen.h>

#include <chrono>

struct JSONGEN_SERIALIZE Times {
  std::chrono::steady_clock::time_point boot;
  std::chrono::time_point<std::chrono::system_clock, std::chrono::duration<double>> fractional;
  std::chrono::duration<bool> flag;
};
