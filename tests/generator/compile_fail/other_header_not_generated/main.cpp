// machine.h holds a struct marked in parts/part.h, whose generated header
// was never written (only machine.h was given to jsongen): the generated
// machine.json.h stops with the header to generate, not the compiler's
// "No such file or directory". (In pieces: clang 14 prints the quotes escaped.)
// expect: jsongen: machine.h holds structs of parts/part.h (JSONGEN_SERIALIZE), whose generated parts/part.json.h is missing
// expect: run jsongen on parts/part.h too
#include <string>

#include "machine.json.h"

std::string written() { return jsongen::to_json(Machine{}); }
