// expect: ok
// const, volatile and mutable members, static members and member functions
// (not fields), and a struct with only static members.
#pragma once
#include <jsongen/jsongen.h>

#include <string>

struct JSONGEN_SERIALIZE Qualified {
  const int fixed;
  volatile int changing;
  mutable std::string cache;
  const std::string name;
  static int instances;
  static constexpr int kLimit = 3;
  int twice() const { return 2 * fixed; }
};

struct JSONGEN_SERIALIZE OnlyStatic {
  static int counter;
};
