// A time point whose ticks are floating point.
// expect: a time_point with a floating-point (or other non-integer) duration
#include <jsongen/chrono.h>
#include <jsongen/jsongen.h>
using sys_float = std::chrono::time_point<std::chrono::system_clock, std::chrono::duration<double>>;
std::string f() { return jsongen::to_json(sys_float{}); }
