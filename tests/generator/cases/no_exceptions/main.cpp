// Built with -fno-exceptions: every run-time error comes back as a status.
#include <cmath>
#include <cstdio>

// Written with options other than the defaults: the definitions, which the
// split layout keeps in the .json.inl.h (the header-only one in the .json.h).
#if __has_include("no_exceptions.json.inl.h")
#include "no_exceptions.json.inl.h"
#else
#include "no_exceptions.json.h"
#endif

int main() {
  std::vector<Reading> readings = {{"a", {1, 2}}, {"b", {3, std::nan("")}}};
  std::string out;
  const jsongen::status failed = jsongen::try_to_json<strict_numbers>(readings, out);
  readings[1].values[1] = 4;
  std::string good;
  const jsongen::status ok = jsongen::try_to_json<strict_numbers>(readings, good);
  const std::vector<std::string> report = {failed.message(), out.empty() ? "empty" : out, ok ? "ok" : ok.message(),
                                           good};
  std::string text;
  if (!jsongen::try_to_json(report, text)) return 1;
  std::puts(text.c_str());
}
