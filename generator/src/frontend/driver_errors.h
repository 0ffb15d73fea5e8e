// Why libclang refused a command line. libclang drops the driver's and the
// front end's complaints about the arguments (an unknown -std= value, an
// unknown option) and reports only "no translation unit", so the clang driver
// of the same installation is run on the same arguments to hear them.
#pragma once

#include <string>
#include <vector>

namespace jsongen {

// The "error:" messages (without the "clang: error: " part) of
// `argv[0] argv[1...] -fsyntax-only`; empty when there are none or the
// driver cannot be run.
std::vector<std::string> clang_driver_errors(const std::vector<std::string>& argv);

}  // namespace jsongen
