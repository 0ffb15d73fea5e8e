// A std::chrono type without <jsongen/chrono.h>: the message says to include it.
// expect: std::chrono and std::filesystem types need <jsongen/chrono.h> and <jsongen/filesystem.h>
#include <jsongen/jsongen.h>
#include <chrono>
std::string f() { return jsongen::to_json(std::chrono::seconds(1)); }
