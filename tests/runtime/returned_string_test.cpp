// std::string to_json(value): what the last output of the type took sizes
// the next large one, but a small output after a large one does not get (or
// keep) the large one's block, also while other threads write large values
// of the same type. A returned string holds at most twice its size and
// 64 KiB more.
#include <catch2/catch.hpp>
#include <jsongen/jsongen.h>

#include <atomic>
#include <cstddef>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr std::size_t kSlack = 64 * 1024;

bool within_bound(const std::string& s) { return s.capacity() <= 2 * s.size() + kSlack; }

std::vector<std::string> of_size(std::size_t count, std::size_t length) {
  return std::vector<std::string>(count, std::string(length, 'w'));
}

TEST_CASE("returned strings: a small output after a large one", "[returned]") {
  using value = std::vector<std::string>;
  const value big = of_size(100000, 200);  // 20 MB
  const value small = of_size(3, 20);
  const std::string first = jsongen::to_json(big);
  CHECK(first.size() > 20000000);
  CHECK(within_bound(first));
  const std::string after = jsongen::to_json(small);
  CHECK(after.size() == 70);
  CHECK(after.capacity() < 4096);  // never given the large block
  // A middle-sized one gets the large block and gives it back.
  const std::string middle = jsongen::to_json(of_size(3000, 200));
  CHECK(middle.size() > 600000);
  CHECK(within_bound(middle));
  // And the large one, sized by the last output again, in one block.
  jsongen::to_json(big);
  const std::string again = jsongen::to_json(big);
  CHECK(again == first);
  CHECK(within_bound(again));
}

TEST_CASE("returned strings: other threads' large values do not count", "[returned]") {
  using value = std::vector<std::vector<int>>;  // a type of its own: a fresh hint
  const value big(500, std::vector<int>(1000, 123456));  // 3.5 MB
  const value medium(100, std::vector<int>(1000, 123456));  // 700 KB
  const value small(1, std::vector<int>(3, 7));
  std::atomic<int> failures{0};
  std::atomic<bool> stop{false};
  std::vector<std::thread> writers;
  for (int t = 0; t < 2; ++t) {
    writers.emplace_back([&] {
      // A bounded count as well: the case's work stays bounded however the
      // threads are scheduled.
      for (int k = 0; k < 40 && !stop.load(); ++k) {
        if (!within_bound(jsongen::to_json(big))) ++failures;
      }
    });
  }
  std::thread reader([&] {
    // Sized by this thread's last output of the type, not by the others'.
    for (int i = 0; i < 10; ++i) {
      const std::string m = jsongen::to_json(medium);
      if (!within_bound(m)) ++failures;
      if (i > 0 && m.capacity() > m.size() + m.size() / 8 + 4096) ++failures;  // from the second on
    }
    for (int i = 0; i < 10; ++i) {
      const std::string s = jsongen::to_json(small);
      if (s.capacity() >= 4096) ++failures;
    }
    stop = true;
  });
  reader.join();
  for (auto& w : writers) w.join();
  CHECK(failures.load() == 0);
}

}  // namespace
