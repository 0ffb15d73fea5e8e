// Every output in a -fno-exceptions -fno-rtti build: try_to_json into each,
// and the writing (not failing) to_json, give what a std::string gets.
// (Outside Catch2, which needs exceptions.)
#include <jsongen/jsongen.h>

#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#if JSONGEN_EXCEPTIONS
#error "build this test with -fno-exceptions"
#endif

namespace {
int failures = 0;
void check(bool ok, const char* what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}
}  // namespace

int main() {
  const std::map<std::string, std::vector<double>> value{{"a", {1.5, 2}}, {"b\n", {}}, {"c", {-0.25}}};
  const char* expected = R"({"a":[1.5,2],"b\n":[],"c":[-0.25]})";
  std::string s;
  check(jsongen::try_to_json(value, s).ok() && s == expected, "string");
  check(jsongen::to_json(value) == expected, "returned string");
  std::vector<char> v;
  check(jsongen::try_to_json(value, v).ok() && std::string(v.begin(), v.end()) == expected, "vector");
  char small[8];
  check(jsongen::try_to_json(value, small, sizeof small).code == jsongen::errc::buffer_full, "small buffer");
  char buffer[64];
  const jsongen::buffer_status b = jsongen::try_to_json(value, buffer, sizeof buffer);
  check(b.ok() && std::string(buffer, b.size) == expected, "buffer");
  check(jsongen::to_json(value, buffer, sizeof buffer) == std::strlen(expected), "buffer, to_json");
  std::ostringstream os;
  check(jsongen::try_to_json(value, os, 3).ok() && os.str() == expected, "ostream");
  std::FILE* file = std::tmpfile();
  check(file != nullptr && jsongen::try_to_json(value, file, 2).ok(), "FILE*");
  if (file != nullptr) {
    std::rewind(file);
    char read[64] = {};
    check(std::fread(read, 1, sizeof read - 1, file) == std::strlen(expected) && std::strcmp(read, expected) == 0,
          "FILE* contents");
    std::fclose(file);
  }
  std::ostream broken(nullptr);
  check(jsongen::try_to_json(value, broken).code == jsongen::errc::io_error, "a stream without a buffer");
  if (failures != 0) return 1;
  std::printf("outputs without exceptions: ok\n");
  return 0;
}
