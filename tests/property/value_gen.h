// Random values of the property_types.h structs, drawn from a Source: the
// seeded generator below (property tests) or libFuzzer's FuzzedDataProvider
// (tests/fuzz). A Source has `std::uint64_t u64()` and `std::uint8_t u8()`;
// a source that runs dry returns zeros, which makes every choice the
// smallest one, so generation always ends.
//
// Values lean towards the edges: integer extremes, subnormals, NaN and
// infinities (when allowed), empty and large containers, strings with every
// byte value, escapes, every UTF-8 length and (when allowed) ill-formed
// UTF-8, deep trees.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <deque>
#include <limits>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

#include "schema.h"
#include "traits.h"

namespace prop_test {

// splitmix64: small, fast, and the same on every platform.
class rng {
 public:
  explicit rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t u64() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint8_t u8() { return static_cast<std::uint8_t>(u64() >> 56); }

 private:
  std::uint64_t state_;
};

struct gen_config {
  bool invalid_utf8 = false;  // strings may hold ill-formed UTF-8
  bool non_finite = false;    // floats may be NaN or infinite
  std::size_t budget = 12000;  // elements (container items, string bytes / 16) in one value
  int max_depth = 6;          // nesting of recursive types
};

// A generated value and the storage that its views and raw pointers point into.
struct sample {
  std::deque<std::string> strings;
  std::deque<prop::Leaf> leaves;
  std::unique_ptr<prop::Everything> value;  // declared last: destroyed first
};

template <class Source>
class generator {
 public:
  generator(Source& source, const gen_config& config, sample& storage)
      : src_(source), config_(config), storage_(storage), budget_(config.budget) {}

  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : src_.u64() % n; }
  bool chance(unsigned percent) { return below(100) < percent; }

  // ---- sizes -------------------------------------------------------------

  std::size_t take(std::size_t wanted) {
    if (wanted > budget_) wanted = budget_;
    budget_ -= wanted;
    return wanted;
  }
  std::size_t container_size() {
    const auto roll = below(100);
    std::size_t n;
    if (roll < 35) n = 0;
    else if (roll < 80) n = 1 + below(6);
    else if (roll < 96) n = 7 + below(60);
    else if (roll < 99) n = 67 + below(1000);
    else n = 1000 + below(10000);
    return take(n);
  }
  std::size_t text_size() {
    const auto roll = below(100);
    std::size_t n;
    if (roll < 25) n = below(4);
    else if (roll < 80) n = 4 + below(40);
    else if (roll < 95) n = 44 + below(300);
    else if (roll < 99) n = 344 + below(5000);
    else n = 5344 + below(30000);
    return take(n / 16 + 1) ? n : 0;
  }

  // ---- text ----------------------------------------------------------------

  static void append_utf8(std::string& s, std::uint32_t cp) {
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  std::uint32_t scalar_value() {
    static const std::uint32_t edges[] = {0x0,    0x1F,   0x20,   0x22,    0x2F,    0x5C,    0x7F,
                                          0x80,   0x7FF,  0x800,  0xFFF,   0x1000,  0xD7FF,  0xE000,
                                          0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x3FFFF, 0x40000, 0x10FFFF};
    const auto roll = below(100);
    std::uint32_t cp;
    if (roll < 15) return edges[below(sizeof edges / sizeof edges[0])];
    if (roll < 55) cp = static_cast<std::uint32_t>(below(0x80));
    else if (roll < 70) cp = static_cast<std::uint32_t>(0x80 + below(0x800 - 0x80));
    else if (roll < 88) cp = static_cast<std::uint32_t>(0x800 + below(0x10000 - 0x800));
    else cp = static_cast<std::uint32_t>(0x10000 + below(0x110000 - 0x10000));
    if (cp >= 0xD800 && cp <= 0xDFFF) cp -= 0x800;  // no surrogates
    return cp;
  }

  // An ill-formed piece: each is a maximal ill-formed subpart, or several.
  void append_ill_formed(std::string& s) {
    static const char* const pieces[] = {
        "\x80", "\xBF", "\xC0", "\xC1", "\xC0\x80", "\xC1\xBF", "\xC2", "\xDF", "\xE0", "\xE0\x80",
        "\xE0\x9F\xBF", "\xE0\xA0", "\xE1\x80", "\xED\xA0\x80", "\xED\xBF\xBF", "\xEF\xBF", "\xF0",
        "\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF", "\xF0\x90", "\xF0\x90\x80", "\xF4\x8F\xBF", "\xF4\x90\x80\x80",
        "\xF5", "\xF7\xBF\xBF\xBF", "\xF8\x88\x80\x80\x80", "\xFC", "\xFE", "\xFF", "\xFF\xFE"};
    s += pieces[below(sizeof pieces / sizeof pieces[0])];
  }

  std::string text(bool allow_nul = true) {
    const std::size_t n = text_size();
    std::string s;
    s.reserve(n + 4);
    const auto mode = below(allow_invalid() ? 6 : 4);
    while (s.size() < n) {
      switch (mode) {
        case 0:  // printable ASCII
          s += static_cast<char>(0x20 + below(0x5F));
          break;
        case 1: {  // escapes and control characters among text
          static const char escapes[] = {'"', '\\', '/', '\b', '\f', '\n', '\r', '\t', 0x01, 0x1F, 0x7F, 'a', 0};
          s += below(3) == 0 ? static_cast<char>(below(0x20)) : escapes[below(sizeof escapes)];
          break;
        }
        case 2:
        case 3:  // well-formed UTF-8 of every length
          append_utf8(s, scalar_value());
          break;
        case 4:  // every byte value
          s += static_cast<char>(src_.u8());
          break;
        default:  // mostly well-formed, with ill-formed pieces
          if (chance(10)) {
            append_ill_formed(s);
          } else {
            append_utf8(s, scalar_value());
          }
          break;
      }
    }
    if (!allow_nul) {
      for (char& c : s) {
        if (c == 0) c = 'z';
      }
    }
    return s;
  }
  bool allow_invalid() const { return config_.invalid_utf8; }

  // ---- numbers -------------------------------------------------------------

  template <class T>
  T integer() {
    using limits = std::numeric_limits<T>;
    const auto roll = below(100);
    if (roll < 25) {
      const T edges[] = {limits::min(), limits::max(), T(0), T(1), T(limits::min() + 1), T(limits::max() - 1),
                         T(limits::max() / 10), T(limits::max() / 10 + 1)};
      T v = edges[below(sizeof edges / sizeof edges[0])];
      if (std::is_signed<T>::value && chance(50)) v = T(-1);
      return v;
    }
    // Every magnitude: a random number of significant bits.
    const std::uint64_t bits = src_.u64() >> below(64);
    T v = static_cast<T>(bits);
    if constexpr (std::is_signed<T>::value) {
      if (chance(50)) v = static_cast<T>(0 - static_cast<std::make_unsigned_t<T>>(v));
    }
    return v;
  }

  template <class F>
  F floating() {
    using limits = std::numeric_limits<F>;
    using bits_t = std::conditional_t<sizeof(F) == 8, std::uint64_t, std::uint32_t>;
    F v;
    const auto roll = below(100);
    if (roll < 20) {
      const F edges[] = {F(0), -F(0), limits::denorm_min(), -limits::denorm_min(), limits::min(), limits::max(),
                         -limits::max(), limits::epsilon(), F(1), F(-1), F(0.1), F(1e21), F(1e-7),
                         F(9007199254740993.0), F(18446744073709551616.0), F(123456789012345678901.0),
                         limits::quiet_NaN(), -limits::quiet_NaN(), limits::infinity(), -limits::infinity(),
                         limits::signaling_NaN()};
      v = edges[below(sizeof edges / sizeof edges[0])];
    } else if (roll < 55) {
      const bits_t bits = static_cast<bits_t>(src_.u64());
      std::memcpy(&v, &bits, sizeof v);
    } else if (roll < 75) {  // short decimals
      v = static_cast<F>(static_cast<double>(static_cast<std::int64_t>(src_.u64() % 2000001) - 1000000) /
                         std::pow(10.0, static_cast<double>(below(8))));
    } else if (roll < 85) {  // integers
      v = static_cast<F>(static_cast<double>(static_cast<std::int64_t>(src_.u64() >> below(64))));
    } else {  // any exponent, subnormals included
      const int lowest = limits::min_exponent - limits::digits - 1;
      const int exponent = lowest + static_cast<int>(below(static_cast<std::uint64_t>(limits::max_exponent - lowest)));
      v = std::ldexp(static_cast<F>(static_cast<double>(src_.u64() >> 11) / 9007199254740992.0), exponent);
      if (chance(50)) v = -v;
    }
    if (!config_.non_finite && !std::isfinite(v)) v = F(0.5);
    return v;
  }

  // ---- values, by type -------------------------------------------------------

  template <class T>
  void fill(T& v) {
    if constexpr (std::is_same<T, bool>::value) {
      v = (src_.u8() & 1) != 0;
    } else if constexpr (std::is_same<T, char>::value) {
      v = static_cast<char>(src_.u8());
      if (!allow_invalid()) v = static_cast<char>(v & 0x7F);
    } else if constexpr (std::is_integral<T>::value) {
      v = integer<T>();
    } else if constexpr (std::is_floating_point<T>::value) {
      v = floating<T>();
    } else if constexpr (std::is_enum<T>::value) {
      using U = std::underlying_type_t<T>;
      if (chance(60)) {  // usually a named value
        if constexpr (std::is_same<T, prop::Small>::value) {
          const prop::Small named[] = {prop::Lowest, prop::Nothing, prop::Highest};
          v = named[below(3)];
        } else if constexpr (std::is_same<T, prop::Wide>::value) {
          v = below(2) ? prop::Wide::Top : prop::Wide::Zero;
        } else if constexpr (std::is_same<T, prop::Alias>::value) {
          v = below(2) ? prop::First : prop::Second;
        } else {
          v = static_cast<T>(static_cast<U>(below(3)));
        }
      } else if constexpr (std::is_same<T, prop::Alias>::value) {
        v = static_cast<T>(below(4));  // no fixed underlying type: only 0-3 are values of it
      } else {
        v = static_cast<T>(integer<U>());
      }
    } else if constexpr (std::is_same<T, std::string>::value) {
      v = text();
    } else if constexpr (std::is_same<T, std::string_view>::value) {
      storage_.strings.push_back(text());
      v = storage_.strings.back();
    } else if constexpr (std::is_same<T, const char*>::value || std::is_same<T, char*>::value) {
      if (chance(20)) {
        v = nullptr;
      } else {
        storage_.strings.push_back(text(false));
        v = &storage_.strings.back()[0];
      }
    } else if constexpr (std::is_same<T, const prop::Leaf*>::value) {
      if (chance(30)) {
        v = nullptr;
      } else {
        storage_.leaves.emplace_back();
        fill(storage_.leaves.back());
        v = &storage_.leaves.back();
      }
    } else if constexpr (is_char_array<T>::value) {
      for (auto& c : v) c = static_cast<char>(src_.u8());
      if (!allow_invalid()) {
        for (auto& c : v) c = static_cast<char>(c & 0x7F);
      }
      if (chance(70)) v[below(sizeof v)] = 0;
    } else if constexpr (std::is_array<T>::value) {
      for (auto& e : v) fill(e);
    } else if constexpr (is_std_array<T>::value) {
      for (auto& e : v) fill(e);
    } else if constexpr (is_optional<T>::value) {
      if (chance(30)) {
        v.reset();
      } else {
        v.emplace();
        fill(*v);
      }
    } else if constexpr (is_unique_ptr<T>::value || is_shared_ptr<T>::value) {
      using E = typename T::element_type;
      if (chance(30) || depth_ >= config_.max_depth) {
        v.reset();
      } else {
        v.reset(new E());
        ++depth_;
        fill(*v);
        --depth_;
      }
    } else if constexpr (std::is_same<T, std::monostate>::value) {
    } else if constexpr (is_variant<T>::value) {
      emplace_alternative(v, below(std::variant_size<T>::value), std::make_index_sequence<std::variant_size<T>::value>{});
    } else if constexpr (is_pair<T>::value) {
      fill(v.first);
      fill(v.second);
    } else if constexpr (is_tuple<T>::value) {
      std::apply([this](auto&... e) { (fill(e), ...); }, v);
    } else if constexpr (is_map<T>::value) {
      const std::size_t n = depth_ >= config_.max_depth ? 0 : container_size();
      ++depth_;
      for (std::size_t i = 0; i < n; ++i) {
        typename T::key_type key{};
        fill(key);
        fill(v[key]);
      }
      --depth_;
    } else if constexpr (is_set<T>::value) {
      const std::size_t n = container_size();
      for (std::size_t i = 0; i < n; ++i) {
        typename T::value_type e{};
        fill(e);
        v.insert(e);
      }
    } else if constexpr (is_forward_list<T>::value) {
      const std::size_t n = container_size();
      for (std::size_t i = 0; i < n; ++i) fill(v.emplace_front());
    } else if constexpr (std::is_same<T, std::vector<bool>>::value) {
      v.resize(container_size());
      for (std::size_t i = 0; i < v.size(); ++i) v[i] = (src_.u8() & 1) != 0;
    } else if constexpr (is_sequence<T>::value) {  // vector, deque, list
      const std::size_t n = depth_ >= config_.max_depth ? 0 : container_size();
      v.resize(n);
      ++depth_;
      for (auto& e : v) fill(e);
      --depth_;
    } else if constexpr (std::is_same<T, prop::Cents>::value) {
      v.value = integer<std::int64_t>();
    } else if constexpr (std::is_same<T, prop::Tree>::value) {
      fill_tree(v);
    } else {
      field_filler filler{*this};
      visit(filler, v);
    }
  }

 private:
  template <class T, std::size_t... I>
  void emplace_alternative(T& v, std::size_t index, std::index_sequence<I...>) {
    ((index == I ? (fill(v.template emplace<I>()), 0) : 0), ...);
  }

  // Trees: a few levels of children, and now and then a long chain of `next`.
  void fill_tree(prop::Tree& t) {
    t.value = integer<int>();
    if (depth_ < config_.max_depth) {
      const std::size_t n = take(below(4));
      t.children.resize(n);
      ++depth_;
      for (auto& child : t.children) fill_tree(child);
      --depth_;
    }
    if (depth_ == 0 && below(100) >= 80) {  // (a source run dry gives zeros: no chain)
      std::size_t length = take(below(100) >= 90 ? 500 + below(1500) : below(100));
      prop::Tree* tail = &t;
      for (std::size_t i = 0; i < length; ++i) {
        tail->next = std::make_unique<prop::Tree>();
        tail = tail->next.get();
        tail->value = static_cast<int>(i);
      }
    }
  }

  struct field_filler {
    generator& g;
    template <class T>
    void field(const char*, T& v, unsigned = plain) {
      g.fill(v);
    }
    template <class T>
    void skip(T& v) {
      g.fill(v);
    }
    template <class T>
    void external(const char*, T& v, const char*, const char*, const std::vector<std::string>&) {
      g.fill(v);
    }
    template <class T>
    void internal(const char*, T& v, const char*, const std::vector<std::string>&) {
      g.fill(v);
    }
  };

  Source& src_;
  gen_config config_;
  sample& storage_;
  std::size_t budget_;
  int depth_ = 0;
};

template <class Source>
sample make_sample(Source& source, const gen_config& config) {
  sample s;
  s.value = std::make_unique<prop::Everything>();
  generator<Source> g(source, config, s);
  g.fill(*s.value);
  return s;
}

}  // namespace prop_test
