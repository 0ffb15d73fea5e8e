// What the huge-input programs share: a global operator new that counts
// allocations (so that each can check for O(log N) growth and none on
// reuse), check() and the failure count, a clock, the UTF-8 policies as
// options types and the free memory. Included by the one source file of
// each program (it defines the replacement operator new and delete).
#pragma once

#include <jsongen/jsongen.h>

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <new>
#include <string>

namespace {
bool counting = false;
std::size_t allocation_count = 0;
std::size_t allocated_bytes = 0;

void* allocate(std::size_t n) {
  if (counting) {
    ++allocation_count;
    allocated_bytes += n;
  }
  return std::malloc(n == 0 ? 1 : n);
}
}  // namespace

void* operator new(std::size_t n) {
  if (void* p = allocate(n)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = allocate(n)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace {

int failures = 0;

void check(bool ok, const std::string& what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what.c_str());
    ++failures;
  }
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct pass_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::pass;
};
struct replace_options : jsongen::default_options {
  static constexpr jsongen::utf8_policy utf8 = jsongen::utf8_policy::replace;
};

// Free memory by /proc/meminfo, in GiB.
double available_gib() {
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  double kib = 0;
  while (meminfo >> key >> kib) {
    if (key == "MemAvailable:") return kib / (1024.0 * 1024.0);
    meminfo.ignore(1000, '\n');
  }
  return 0;
}

}  // namespace
