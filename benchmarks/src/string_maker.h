// The strings workload: 20k records of 4 strings (names, e-mail addresses,
// cities, sentences of Latin words with some accented and CJK letters), of
// which ~5% get one to three characters JSON must escape. Shared by the
// benchmark (data_sets.cpp) and the callgrind driver (callgrind/load.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bench/synthetic.h"
#include "random.h"

namespace bench {

struct StringMaker {
  Random random;
  std::size_t strings = 0;
  std::size_t escaped = 0;

  std::string word(std::size_t min, std::size_t max, bool capital) {
    static const char* const kAccented[] = {"\xC3\xA9", "\xC3\xBC", "\xC3\xB8", "\xC3\xA7"};  // é ü ø ç
    std::string w;
    const std::size_t n = min + random.below(max - min + 1);
    for (std::size_t i = 0; i < n; ++i) {
      if (i > 0 && random.chance(0.03)) {
        w += kAccented[random.below(4)];
      } else {
        const char base = (i == 0 && capital) ? 'A' : 'a';
        w += static_cast<char>(base + random.below(26));
      }
    }
    return w;
  }

  std::string words(std::size_t min_length, std::size_t max_length) {
    const std::size_t target = min_length + random.below(max_length - min_length + 1);
    std::string s = word(2, 9, true);
    while (s.size() < target) {
      if (random.chance(0.1)) s += random.chance(0.5) ? "," : ".";
      s += ' ';
      if (random.chance(0.02)) {
        s += "\xE6\x97\xA5\xE6\x9C\xAC";  // 日本
      } else {
        s += word(1, 9, false);
      }
    }
    return s;
  }

  // ~5% of strings get one to three characters that JSON must escape.
  std::string finish(std::string s) {
    static const char kSpecial[] = {'"', '\\', '\n', '\t', '\r', '\b', '\f', '\x01', '\x1F', '\x00'};
    ++strings;
    if (random.chance(0.05)) {
      ++escaped;
      const std::size_t n = 1 + random.below(3);
      for (std::size_t i = 0; i < n; ++i) {
        std::size_t at = random.below(s.size() + 1);
        // Never split a UTF-8 sequence: move past continuation bytes.
        while (at < s.size() && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80) ++at;
        s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), kSpecial[random.below(sizeof kSpecial)]);
      }
    }
    return s;
  }
};

inline std::vector<synthetic::StringRecord> make_strings(std::size_t count, std::uint64_t seed, double* escaped_share) {
  StringMaker maker{Random(seed)};
  std::vector<synthetic::StringRecord> records(count);
  // One call per statement: the order in which the operands of + are
  // evaluated differs between compilers, and so would the strings.
  for (auto& r : records) {
    std::string first = maker.word(3, 10, true);
    std::string last = maker.word(3, 12, true);
    r.name = maker.finish(first + " " + last);
    std::string user = maker.word(3, 10, false);
    std::string domain = maker.word(3, 10, false);
    std::string tld = maker.word(4, 10, false);
    r.email = maker.finish(user + "." + domain + "@" + tld + ".example");
    r.city = maker.finish(maker.word(4, 14, true));
    r.comment = maker.finish(maker.words(20, 100));
  }
  *escaped_share = static_cast<double>(maker.escaped) / static_cast<double>(maker.strings);
  return records;
}

}  // namespace bench
