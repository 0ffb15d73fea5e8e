// Inputs for the reader tests placed so that a read past their end fails:
// on POSIX at the end of a readable mapping followed by a PROT_NONE page
// (a read past the end is a segmentation fault, with or without a
// sanitizer), elsewhere in a heap block of exactly their size (which only
// AddressSanitizer checks).
#pragma once

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>

#if defined(__unix__)
#include <sys/mman.h>
#include <unistd.h>
#define GUARDED_INPUT_PAGES 1
#endif

namespace guarded {

#if defined(GUARDED_INPUT_PAGES)
// One mapping, grown when a text needs more: [base, base + readable) then
// one inaccessible page.
class input {
 public:
  input() = default;
  input(const input&) = delete;
  input& operator=(const input&) = delete;
  ~input() { release(); }

  // A copy of text that ends where the guard page starts.
  std::string_view place(std::string_view text) {
    if (text.size() > readable_) grow(text.size());
    char* start = base_ + readable_ - text.size();
    if (!text.empty()) std::memcpy(start, text.data(), text.size());
    return std::string_view(start, text.size());
  }

 private:
  void grow(std::size_t size) {
    release();
    const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    readable_ = (size + page - 1) / page * page;
    if (readable_ == 0) readable_ = page;
    void* p = mmap(nullptr, readable_ + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(p != MAP_FAILED);
    base_ = static_cast<char*>(p);
    REQUIRE(mprotect(base_ + readable_, page, PROT_NONE) == 0);
    mapped_ = readable_ + page;
  }
  void release() {
    if (base_) munmap(base_, mapped_);
    base_ = nullptr;
    readable_ = mapped_ = 0;
  }

  char* base_ = nullptr;
  std::size_t readable_ = 0;
  std::size_t mapped_ = 0;
};
#else
class input {
 public:
  std::string_view place(std::string_view text) {
    block_.reset(new char[text.size() ? text.size() : 1]);
    if (!text.empty()) std::memcpy(block_.get(), text.data(), text.size());
    return std::string_view(block_.get(), text.size());
  }

 private:
  std::unique_ptr<char[]> block_;
};
#endif

// One per test program: the mapping is reused by every test.
inline input& shared() {
  static input in;
  return in;
}

}  // namespace guarded
