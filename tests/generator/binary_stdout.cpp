// Compiled into every end-to-end program (run_case.sh): Windows opens stdout
// in text mode, where each "\n" goes out as "\r\n", and the outputs must be
// byte-identical to expected.json; so binary mode, set before main runs.
// Elsewhere there is no such mode, and this file is empty.
#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>

#include <cstdio>

namespace {

struct binary_stdout {
  binary_stdout() { _setmode(_fileno(stdout), _O_BINARY); }
} const set_binary_stdout;

}  // namespace
#endif
