// JSONGEN_RENAME takes any ordinary or u8 string literal and means its UTF-8
// value, read the same by every libclang: escapes (\x, octal, \u, \U),
// adjacent literals, raw literals, a macro that expands to a literal.
#pragma once
#include <jsongen/jsongen.h>

#define LITERALS_KEY "from_" "macro"

namespace lit {
enum class Mood { Happy JSONGEN_RENAME(u8"h\u00e4ppy"), Sad JSONGEN_RENAME("s" "\141d") };

struct JSONGEN_SERIALIZE JSONGEN_RENAME("Lit\x65rals") Literals {
  int utf8 JSONGEN_RENAME(u8"caf\u00e9");
  int raw_utf8 JSONGEN_RENAME("naïve");
  int octal JSONGEN_RENAME("\303\251t\303\251");
  int hex JSONGEN_RENAME("\xe2\x82\xac");
  int astral JSONGEN_RENAME("\U0001F600");
  int joined JSONGEN_RENAME("two " "parts");
  int raw JSONGEN_RENAME(R"x(raw "quoted" \n)x");
  int from_macro JSONGEN_RENAME(LITERALS_KEY);
  int control JSONGEN_RENAME("tab\tnul\1");
  Mood mood;
};
}  // namespace lit
