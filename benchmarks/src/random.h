// splitmix64: the same numbers with every compiler and standard library, for
// the generated workloads and the order of the timing rounds.
#pragma once

#include <cstdint>

namespace bench {

// The seed of the generated workloads, and (plus an offset) of the timing order.
inline constexpr std::uint64_t kSeed = 20240601;

class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t below(std::uint64_t n) { return next() % n; }  // n > 0
  bool chance(double p) { return static_cast<double>(next() >> 11) * 0x1.0p-53 < p; }

 private:
  std::uint64_t state_;
};

}  // namespace bench
