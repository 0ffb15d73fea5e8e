// A steady_clock time point has no calendar date.
// expect: only std::chrono::system_clock time points are written
#include <jsongen/chrono.h>
#include <jsongen/jsongen.h>
std::string f() { return jsongen::to_json(std::chrono::steady_clock::time_point{}); }
