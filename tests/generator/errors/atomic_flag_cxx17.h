// expect: atomic_flag_cxx17.h:9:20: error: field 'ready' of 'Job' has type 'std::atomic_flag', which jsongen cannot serialize: a std::atomic_flag is written as a bool only from C++20 on: before, it has no test(), and test_and_set() would change the flag; generate and compile with -std=c++20, or hold a std::atomic<bool>
#pragma once
#include <jsongen/jsongen.h>

#include <atomic>

// C++17 (jsongen's default standard): no atomic_flag::test().
struct JSONGEN_SERIALIZE Job {
  std::atomic_flag ready;
};
