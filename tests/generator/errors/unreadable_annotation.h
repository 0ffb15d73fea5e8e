// expect: unreadable_annotation.h:12:18: error: JSONGEN_SERIALIZE is after the name, where clang cannot read it; it goes between 'struct' and the name: struct JSONGEN_SERIALIZE
// expect: unreadable_annotation.h:15:22: error: JSONGEN_SERIALIZE is after the name, where clang cannot read it; it goes between 'enum class' and the name: enum class
// expect: unreadable_annotation.h:16:6: error: JSONGEN_SERIALIZE is inside 'enum class', where clang cannot read it; it goes between 'enum class' and the name: enum class
// expect: unreadable_annotation.h:17:1: error: JSONGEN_SERIALIZE is before 'struct', where clang drops it; it goes between 'struct' and the name: struct JSONGEN_SERIALIZE Before {
// expect: unreadable_annotation.h:21:19: error: JSONGEN_RENAME is after the initializer, where clang cannot read it; it goes after the name: retries JSONGEN_RENAME(...) = ...
// expect: unreadable_annotation.h:23:57: error: JSONGEN_SKIP is after the initializer, where clang cannot read it; it goes after the name: Crimson JSONGEN_SKIP = ...
// Annotations where clang cannot read them (an error about something else)
// or drops them (no error, nothing generated): each says where it goes.
#pragma once
#include <jsongen/jsongen.h>

struct AfterName JSONGEN_SERIALIZE {
  int x;
};
enum class Transport JSONGEN_SERIALIZE : int { Tcp, Udp };
enum JSONGEN_SERIALIZE class Inside { A };
JSONGEN_SERIALIZE struct Before {
  int y;
};
struct JSONGEN_SERIALIZE Initialized {
  int retries = 3 JSONGEN_RENAME("max_retries");
};
enum class JSONGEN_SERIALIZE Shade { Red, Crimson = Red JSONGEN_SKIP };
