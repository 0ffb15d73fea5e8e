// expect: ok
#pragma once
#include <jsongen/jsongen.h>

enum class Unused { A, B };
struct Plain {
  int x;
};
