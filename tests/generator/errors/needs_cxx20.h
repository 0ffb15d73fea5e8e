// expect: needs_cxx20.h:7:1: error: this header needs C++20 (as C++17, jsongen's default without -std=: unknown type name 'concept'): pass -std=c++20 (in CMake, the target's
// A header that needs C++20, parsed without -std=: the error says so.
#pragma once
#include <jsongen/jsongen.h>

template <class T>
concept Small = sizeof(T) <= 8;

struct JSONGEN_SERIALIZE Packet {
  char8_t tag;
  int size;
};
