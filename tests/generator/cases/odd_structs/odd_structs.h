#pragma once
#include <jsongen/jsongen.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

// Empty structs in every position, an object whose fields are all left out,
// structs from an anonymous namespace and from macros, bit-fields, const and
// volatile members, an enum without enumerators, and a class whose only
// members are private.
struct JSONGEN_SERIALIZE Empty {};
struct JSONGEN_SERIALIZE EmptyDerived : Empty {};
struct Other {};
struct JSONGEN_SERIALIZE EmptyBases : Other, EmptyDerived {};

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL AllOmitted {
  std::optional<int> a;
  std::unique_ptr<Empty> b;
  std::vector<int> c JSONGEN_OMIT_EMPTY;
  std::string d JSONGEN_OMIT_EMPTY;
  int skipped JSONGEN_SKIP;
};

namespace {
struct JSONGEN_SERIALIZE Hidden {
  int h;
};
}  // namespace

#define DECLARE_SERIALIZED(Name, Type, field) \
  struct JSONGEN_SERIALIZE Name {             \
    Type field;                               \
  };
DECLARE_SERIALIZED(FromMacro, double, ratio)

enum class Nothing {};

class JSONGEN_SERIALIZE Secretive {
  JSONGEN_FRIEND;

 public:
  Secretive() = default;
  explicit Secretive(int v) : hidden_(v) {}

 private:
  int hidden_ = 0;
};

struct JSONGEN_SERIALIZE Odd {
  Empty empty;
  std::vector<Empty> empties;
  std::optional<Empty> maybe_empty;
  EmptyDerived derived;
  EmptyBases bases;
  AllOmitted none;
  AllOmitted some;
  FromMacro macro;
  unsigned bits : 3;
  unsigned : 0;
  signed small : 4;
  const int fixed;
  volatile long changing;
  Nothing nothing;
  Secretive secret;
};
