#pragma once
// The standard types of #14 (C++20: std::span): spans, durations, system
// clock time points, paths, multimaps, atomics and reference wrappers, also
// inside containers and optionals, and the types they hold discovered.
#include <jsongen/jsongen.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace more {
enum class Unit { ms, s };  // only inside containers and wrappers

struct JSONGEN_SERIALIZE Sample {
  int v;
};

template <class T>
struct JSONGEN_SERIALIZE Tagged {
  T t;
};
static_assert(sizeof(Tagged<Unit>) != 0);  // instantiated, but generated only as a span's element

using Millis = std::chrono::time_point<std::chrono::system_clock, std::chrono::milliseconds>;

struct JSONGEN_SERIALIZE Everyday {
  std::span<const int> ints;
  std::span<const Sample> samples;
  std::span<const Tagged<Unit>> tagged;  // an instance named only inside a span
  std::chrono::milliseconds timeout;
  std::chrono::duration<double> seconds;
  std::optional<std::chrono::seconds> maybe_seconds;
  std::vector<std::chrono::minutes> minutes;
  Millis at;
  std::chrono::time_point<std::chrono::system_clock, std::chrono::seconds> at_seconds;
  std::optional<Millis> maybe_at;
  std::filesystem::path file;
  std::filesystem::path empty_path JSONGEN_OMIT_EMPTY;
  std::vector<std::filesystem::path> paths;
  std::multimap<std::string, int> multi;
  std::unordered_multimap<int, Unit> hashed;
  std::multimap<Unit, Sample> by_unit JSONGEN_OMIT_EMPTY;
  std::atomic<int> counter;
  std::atomic<Unit> unit;
  std::reference_wrapper<const Sample> ref;
  std::vector<std::reference_wrapper<const Sample>> refs;
  std::map<char, int> by_letter;  // a char key: the runtime's map-key rule
};

// std::atomic_flag: a bool, written with C++20's test() (before C++20, a located error: errors/atomic_flag_cxx17.h).
struct JSONGEN_SERIALIZE Flags {
  std::atomic_flag raised;
  std::atomic_flag lowered;
  std::optional<int> after;
};
}  // namespace more
