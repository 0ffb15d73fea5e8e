// A std::atomic_flag before C++20: no test(), so it cannot be written without changing it.
// expect: a std::atomic_flag is written as a bool only from C++20 on
#include <jsongen/jsongen.h>

#include <atomic>
std::string f(const std::atomic_flag& flag) { return jsongen::to_json(flag); }
