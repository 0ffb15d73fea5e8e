#include "data_sets.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "fail.h"
#include "integers_workload.h"
#include "nlohmann_bindings.h"
#include "random.h"

namespace bench {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path + " (pass --data DIR)");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

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

std::vector<synthetic::StringRecord> make_strings(std::size_t count, std::uint64_t seed, double* escaped_share) {
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

}  // namespace

DataSets load_data_sets(const std::string& dir) {
  std::fprintf(stderr, "loading data sets from %s ...\n", dir.c_str());
  DataSets d;
  d.citm_text = read_file(dir + "/citm_catalog.json");
  d.twitter_text = read_file(dir + "/twitter.json");
  d.canada_text = read_file(dir + "/canada.json");
  try {
    d.citm = nlohmann::json::parse(d.citm_text).get<citm::Catalog>();
    d.twitter = nlohmann::json::parse(d.twitter_text).get<twitter::SearchResult>();
    d.canada = nlohmann::json::parse(d.canada_text).get<canada::FeatureCollection>();
  } catch (const nlohmann::json::exception& e) {
    fail(std::string("loading the data sets: ") + e.what());
  }
  d.integers = make_integers(100000, kSeed);
  d.strings = make_strings(20000, kSeed + 1, &d.escaped_share);
  return d;
}

}  // namespace bench
