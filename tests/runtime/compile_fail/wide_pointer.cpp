// A const wchar_t* was a pointer to one number: 104 for L"hi".
// expect: pointers to wide, UTF-16 and UTF-32 characters
#include <jsongen/jsongen.h>
std::string f() {
  const wchar_t* text = L"hi";
  return jsongen::to_json(text);
}
