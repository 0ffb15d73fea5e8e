// Unaligned loads and stores of a word's bytes, in memory order (memcpy:
// one instruction where the target allows, and no aliasing trouble).
#pragma once

#include <cstring>

#include "../config.h"

namespace jsongen {
namespace detail {

template <class T>
JSONGEN_ALWAYS_INLINE T load_bytes(const char* p) {
  T value;
  std::memcpy(&value, p, sizeof value);
  return value;
}

template <class T>
JSONGEN_ALWAYS_INLINE void store_bytes(char* p, T value) {
  std::memcpy(p, &value, sizeof value);
}

}  // namespace detail
}  // namespace jsongen
