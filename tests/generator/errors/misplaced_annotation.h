// Annotations where the generator never applies them are errors, not ignored.
// expect: misplaced_annotation.h:19:15: error: JSONGEN_SERIALIZE has no effect on namespace 'app'; it goes on a struct, class, class template or enum
// expect: misplaced_annotation.h:20:8: error: JSONGEN_OMIT_EMPTY has no effect on struct 'S'; it goes on a field
// expect: misplaced_annotation.h:21:9: error: JSONGEN_SERIALIZE has no effect on field 'a'; it goes on a struct, class, class template or enum
// expect: misplaced_annotation.h:22:20: error: JSONGEN_RENAME has no effect on static member 'count' (static members are not serialized); it goes on a field, an enumerator, or a struct or enum (its tag in a tagged variant)
// expect: misplaced_annotation.h:23:18: error: JSONGEN_SKIP has no effect on member function 'f'; it goes on a field, or an enumerator that shares its value with another
// expect: misplaced_annotation.h:26:12: error: JSONGEN_NAMING has no effect on enum 'E'; it goes on a struct, class or class template
// expect: misplaced_annotation.h:26:46: error: JSONGEN_OMIT_EMPTY has no effect on enumerator 'x'; it goes on a field
// expect: misplaced_annotation.h:27:13: error: JSONGEN_SERIALIZE has no effect on type alias 'Alias' (mark the struct itself; an instance of a class template: `template struct Name<Args>;`); it goes on a struct, class, class template or enum
// expect: misplaced_annotation.h:28:19: error: JSONGEN_ENUM_AS_NUMBER has no effect on variable 'global'; it goes on an enum or an enum field
// expect: misplaced_annotation.h:29:21: error: JSONGEN_OMIT_EMPTY has no effect on function parameter 'p'; it goes on a field
// expect: misplaced_annotation.h:30:25: error: JSONGEN_TAGGED has no effect on class template 'T'; it goes on a std::variant field
// expect: misplaced_annotation.h:24:7: error: field 'b' of 'app::S' is marked JSONGEN_SKIP, so its other jsongen annotations have no effect; remove them or the JSONGEN_SKIP
#pragma once
#include <jsongen/jsongen.h>

#include <string>

namespace app JSONGEN_SERIALIZE {
struct JSONGEN_OMIT_EMPTY JSONGEN_SERIALIZE S {
  int a JSONGEN_SERIALIZE;
  static int count JSONGEN_RENAME("n");
  void f() const JSONGEN_SKIP;
  int b JSONGEN_SKIP JSONGEN_RENAME("bee");
};
enum class JSONGEN_NAMING("camelCase") E { x JSONGEN_OMIT_EMPTY };
using Alias JSONGEN_SERIALIZE = S;
extern int global JSONGEN_ENUM_AS_NUMBER;
void function(int p JSONGEN_OMIT_EMPTY);
template <class> struct JSONGEN_TAGGED("t", "v") T {};
}  // namespace app
