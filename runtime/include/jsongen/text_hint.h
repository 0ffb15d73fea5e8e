// What one string field of a generated serializer has held so far: only
// ASCII, or not. Many fields (URLs, ids, dates, codes) never hold anything
// else, and for them the escaper's UTF-8 check is work done for nothing:
// while a field's strings have been ASCII, its strings of 16 bytes and more
// are copied by the AVX2 escaper's pass-through loop, which stops at the
// first byte from 0x80 up; there the field is marked, and that string and
// every later one are checked as usual. Output and errors do not depend on
// the hint, only speed.
//
// A relaxed atomic: the serializers of one type may run in many threads at
// once; a load or store of it is a plain move on x86 and ARM.
#pragma once

#include <atomic>

#include "require_cxx17.h"

namespace jsongen {
namespace detail {

class text_hint {
 public:
  constexpr text_hint() = default;
  bool ascii_so_far() const { return !non_ascii_.load(std::memory_order_relaxed); }
  void saw_non_ascii() { non_ascii_.store(true, std::memory_order_relaxed); }

 private:
  std::atomic<bool> non_ascii_{false};
};

}  // namespace detail
}  // namespace jsongen
