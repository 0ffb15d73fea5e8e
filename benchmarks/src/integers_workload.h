// The `integers` workload: records of six integers whose digit counts are
// uniform, made from a seed. Shared by the benchmark (data_sets.cpp) and the
// callgrind driver (benchmarks/callgrind), so both count the same numbers.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include "bench/synthetic.h"
#include "random.h"

namespace bench {

// A value of T whose digit count is uniform over 1..digits(T::max), so short
// and long numbers are equally common; signed values are negative half the time.
template <class T>
inline T mixed_magnitude(Random& random) {
  using U = std::make_unsigned_t<T>;
  const std::uint64_t max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
  int max_digits = 1;
  for (std::uint64_t m = max; m >= 10; m /= 10) ++max_digits;
  const int digits = 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(max_digits)));
  std::uint64_t low = 0;
  std::uint64_t high = 9;
  if (digits > 1) {
    low = 1;
    for (int i = 1; i < digits; ++i) low *= 10;
    high = digits == max_digits ? max : low * 10 - 1;
  }
  const std::uint64_t span = high - low;
  const std::uint64_t magnitude =
      low + (span == std::numeric_limits<std::uint64_t>::max() ? random.next() : random.below(span + 1));
  if constexpr (std::is_signed_v<T>) {
    if (random.chance(0.5)) return static_cast<T>(-static_cast<std::int64_t>(magnitude));
  }
  return static_cast<T>(static_cast<U>(magnitude));
}

inline std::vector<synthetic::IntegerRecord> make_integers(std::size_t count, std::uint64_t seed) {
  Random random(seed);
  std::vector<synthetic::IntegerRecord> records(count);
  for (auto& r : records) {
    r.id = mixed_magnitude<std::int64_t>(random);
    r.hash = mixed_magnitude<std::uint64_t>(random);
    r.delta = mixed_magnitude<std::int32_t>(random);
    r.count = mixed_magnitude<std::uint32_t>(random);
    r.offset = mixed_magnitude<std::int16_t>(random);
    r.flags = mixed_magnitude<std::uint8_t>(random);
  }
  return records;
}

}  // namespace bench
