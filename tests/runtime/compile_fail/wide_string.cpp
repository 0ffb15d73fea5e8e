// std::wstring had only the generic "no serializer" message.
// expect: wide, UTF-16 and UTF-32 characters and strings
#include <jsongen/jsongen.h>
#include <string>
std::string f() { return jsongen::to_json(std::wstring(L"hi")); }
