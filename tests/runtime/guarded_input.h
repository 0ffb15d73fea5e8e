// Inputs for the reader tests placed so that a read past their end fails:
// on POSIX and Windows at the end of readable pages followed by an
// inaccessible one (a read past the end is a segmentation fault or an
// access violation, with or without a sanitizer, which MinGW has none of),
// elsewhere in a heap block of exactly their size (which only
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
#elif defined(_WIN32)
#if !defined(NOMINMAX)
#define NOMINMAX
#endif
#if !defined(WIN32_LEAN_AND_MEAN)
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#define GUARDED_INPUT_PAGES 1
#endif

namespace guarded {

#if defined(GUARDED_INPUT_PAGES)
// The system's pages: their size, a mapping, making its end inaccessible.
namespace pages {
#if defined(__unix__)
inline std::size_t size() { return static_cast<std::size_t>(sysconf(_SC_PAGESIZE)); }
inline char* map(std::size_t n) {
  void* p = mmap(nullptr, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? nullptr : static_cast<char*>(p);
}
inline bool seal(char* p, std::size_t n) { return mprotect(p, n, PROT_NONE) == 0; }
inline void unmap(char* p, std::size_t n) { munmap(p, n); }
#else
inline std::size_t size() {
  SYSTEM_INFO info;
  GetSystemInfo(&info);
  return info.dwPageSize;
}
inline char* map(std::size_t n) {
  return static_cast<char*>(VirtualAlloc(nullptr, n, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE));
}
inline bool seal(char* p, std::size_t n) {
  DWORD old;
  return VirtualProtect(p, n, PAGE_NOACCESS, &old) != 0;
}
inline void unmap(char* p, std::size_t) { VirtualFree(p, 0, MEM_RELEASE); }
#endif
}  // namespace pages

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
    const std::size_t page = pages::size();
    readable_ = (size + page - 1) / page * page;
    if (readable_ == 0) readable_ = page;
    base_ = pages::map(readable_ + page);
    REQUIRE(base_ != nullptr);
    REQUIRE(pages::seal(base_ + readable_, page));
    mapped_ = readable_ + page;
  }
  void release() {
    if (base_) pages::unmap(base_, mapped_);
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
