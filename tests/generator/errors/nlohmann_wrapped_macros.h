// options: --nlohmann
// expect: nlohmann_wrapped_macros.h:25:21: error: NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE lists 'nope', which is not a data member of 'Listed' or of its bases
// expect: nlohmann_wrapped_macros.h:32:1: error: this PAIR_OF_TYPES expands to 2 uses of nlohmann::json's macros; jsongen --nlohmann reads one per use of a macro of the project's
// A project's macros wrapping nlohmann::json's: what jsongen --nlohmann cannot
// follow is an error located at the project's own macro (or at the argument
// the message is about), never silence.
#pragma once
#include <nlohmann/json.hpp>

#define LISTING(Type, ...) NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Type, __VA_ARGS__)
#define PAIR_OF_TYPES(A, B) NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(A, a) NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(B, b)
// Pasted names and arguments after the use work (Fine and Pasted are read).
#define DEFINE_WITH(kind) NLOHMANN_DEFINE_TYPE_##kind

struct Listed {
  int id = 0;
};
struct A {
  int a = 0;
};
struct B {
  int b = 0;
};

LISTING(Listed, id, nope)

struct Fine {
  int x = 0;
};
LISTING(Fine, x)

PAIR_OF_TYPES(A, B)

struct Pasted {
  int p = 0;
};
DEFINE_WITH(NON_INTRUSIVE)(Pasted, p)
