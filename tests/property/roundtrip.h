// Round trips: what a run wrote, from_json reads back (with the run's NaN
// and UTF-8 policies) into a value equal to the one written, floats and
// doubles to the bit, and writing that again gives the same bytes.
//
// Equal means: what the policies let through unchanged. With nan=null a NaN
// or an infinity is written null and read back as the quiet NaN (in an
// optional, as no value, which the writer then leaves out or writes null;
// in an untagged variant, as std::monostate); with
// nan=literal every NaN reads back as the quiet NaN. An untagged variant
// reads a double written as an integer ("1", "-0") as its std::int64_t
// (docs/reading.md: the first alternative whose kind fits); one past the
// int64 range cannot be read back at all, and such a value is skipped. A
// char[N] reads back up to its first NUL, NULs after. Written again, the
// bytes are the same, but for the order of the elements of unordered
// containers (which depends on the order they were inserted in): in a value
// that holds one, the same bytes in another order. Ill-formed UTF-8 is
// written as U+FFFD by utf8=replace, which no round trip can undo: those
// values are read back under utf8=pass (and refused by utf8=error).
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "check.h"
#include "serializers.h"

namespace prop_test {

// Where a double in an untagged variant goes when read back.
enum class variant_double { same, as_null, as_integer, unreadable };

inline variant_double variant_double_fate(double d, jsongen::nan_policy nan, std::int64_t& integer) {
  if (!std::isfinite(d)) return nan == jsongen::nan_policy::null ? variant_double::as_null : variant_double::same;
  const std::string text = jsongen::to_json(d);
  if (text.find_first_of(".eE") != std::string::npos) return variant_double::same;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), integer);
  return r.ec == std::errc() ? variant_double::as_integer : variant_double::unreadable;
}

// Compares a value with what was read back, as above; also finds the
// values that cannot come back (readable() false).
class sameness {
 public:
  explicit sameness(const policy& p) : policy_(p) {}
  const std::string& problem() const { return problem_; }
  // A NaN or an untagged variant came back as documented above: the text written
  // again differs, but must then be a fixed point.
  bool changed() const { return changed_; }

  template <class T>
  void value(const T& want, const T& got, const std::string& path) {
    if (!problem_.empty()) return;
    if constexpr (std::is_floating_point<T>::value) {
      floating(want, got, path);
    } else if constexpr (std::is_arithmetic<T>::value || std::is_enum<T>::value ||
                         std::is_same<T, std::string>::value || std::is_same<T, std::monostate>::value ||
                         std::is_same<T, std::vector<bool>>::value || is_set<T>::value) {
      if (!(want == got)) fail(path, "differs");
    } else if constexpr (is_char_array<T>::value) {
      const std::size_t n = strnlen(want, sizeof want);
      if (std::memcmp(want, got, n) != 0) return (void)fail(path, "differs");
      for (std::size_t i = n; i < sizeof got; ++i) {
        if (got[i] != 0) return (void)fail(path, "not filled with NULs after the text");
      }
    } else if constexpr (is_optional<T>::value) {
      if (want && !writes_null(*want)) {
        if (!got) return (void)fail(path, "no value read back");
        value(*want, *got, path);
      } else {
        if (want) changed_ = true;  // a NaN written null comes back as no value
        if (got) fail(path, "a value read back for null");
      }
    } else if constexpr (is_unique_ptr<T>::value || is_shared_ptr<T>::value) {
      if ((want == nullptr) != (got == nullptr)) return (void)fail(path, "null or not differs");
      if (want) value(*want, *got, path);
    } else if constexpr (is_variant<T>::value) {
      untagged(want, got, path);
    } else if constexpr (is_array_like<T>::value) {
      auto w = std::begin(want);
      auto g = std::begin(got);
      std::size_t i = 0;
      for (; w != std::end(want) && g != std::end(got); ++w, ++g, ++i) value(*w, *g, join_index(path, i));
      if (w != std::end(want) || g != std::end(got)) fail(path, "length differs");
    } else if constexpr (is_pair<T>::value) {
      value(want.first, got.first, join_index(path, 0));
      value(want.second, got.second, join_index(path, 1));
    } else if constexpr (is_tuple<T>::value) {
      items(want, got, path, std::make_index_sequence<std::tuple_size<T>::value>{});
    } else if constexpr (is_map<T>::value) {
      if (want.size() != got.size()) return (void)fail(path, "size differs");
      for (const auto& [key, mapped] : want) {
        const auto found = got.find(key);
        const std::string key_path = path + "[\"" + escaped(key_text(key)) + "\"]";
        if (found == got.end()) return (void)fail(key_path, "missing");
        value(mapped, found->second, key_path);
      }
    } else if constexpr (std::is_same<T, prop::Cents>::value) {
      if (want.value != got.value) fail(path, "differs");
    } else {
      // A struct: the fields of `got` in visit order, then `want`'s against them.
      field_addresses addresses;
      visit(addresses, const_cast<T&>(got));
      field_comparer comparer{*this, path, addresses.fields, 0};
      visit(comparer, const_cast<T&>(want));
    }
  }

  // Whether `v` can be read back at all (see above).
  template <class T>
  bool readable(const T& v) {
    bool ok = true;
    find_doubles(v, [&](const auto& variant) {
      if (const double* d = std::get_if<double>(&variant)) {
        std::int64_t i;
        if (variant_double_fate(*d, policy_.nan, i) == variant_double::unreadable) ok = false;
      }
    });
    return ok;
  }

 private:
  bool fail(const std::string& path, const std::string& what) {
    if (problem_.empty()) problem_ = (path.empty() ? std::string("(top)") : path) + ": " + what;
    return false;
  }

  template <class F>
  bool writes_null(const F& v) const {
    if constexpr (std::is_floating_point<F>::value) {
      return !std::isfinite(v) && policy_.nan == jsongen::nan_policy::null;
    } else {
      return false;
    }
  }

  template <class F>
  void floating(F want, F got, const std::string& path) {
    using bits_t = std::conditional_t<sizeof(F) == 8, std::uint64_t, std::uint32_t>;
    F expected = want;
    if (std::isnan(want) || writes_null(want)) expected = std::numeric_limits<F>::quiet_NaN();
    bits_t a, b;
    std::memcpy(&a, &expected, sizeof a);
    std::memcpy(&b, &got, sizeof b);
    if (a != b) fail(path, "bits differ: " + std::to_string(want) + " read back as " + std::to_string(got));
  }

  template <class V>
  void untagged(const V& want, const V& got, const std::string& path) {
    if constexpr (std::is_same<V, std::variant<std::monostate, bool, std::int64_t, double, std::string, prop::Leaf,
                                               std::vector<int>>>::value) {
      if (const double* d = std::get_if<double>(&want)) {
        std::int64_t integer = 0;
        switch (variant_double_fate(*d, policy_.nan, integer)) {
          case variant_double::as_null:
            changed_ = true;
            if (!std::holds_alternative<std::monostate>(got)) fail(path, "expected std::monostate for null");
            return;
          case variant_double::as_integer: {
            changed_ = changed_ || std::signbit(*d);  // "-0" comes back as "0"
            const std::int64_t* i = std::get_if<std::int64_t>(&got);
            if (!i || *i != integer) fail(path, "expected the std::int64_t " + std::to_string(integer));
            return;
          }
          default:
            break;
        }
      }
    }
    if (want.index() != got.index()) return (void)fail(path, "another alternative read back");
    std::visit([&](const auto& w) { value(w, *std::get_if<std::decay_t<decltype(w)>>(&got), path); }, want);
  }

  template <class T, std::size_t... I>
  void items(const T& want, const T& got, const std::string& path, std::index_sequence<I...>) {
    (value(std::get<I>(want), std::get<I>(got), join_index(path, I)), ...);
  }

  // Calls f on every untagged variant that holds a double, anywhere in v.
  template <class T, class F>
  void find_doubles(const T& v, F&& f) {
    if constexpr (is_variant<T>::value) {
      f(v);
    } else if constexpr (std::is_same<T, prop::Variants>::value) {
      f(v.plain);
    } else if constexpr (std::is_same<T, prop::Owned>::value) {
      f(v.variants.plain);
    } else if constexpr (std::is_same<T, std::vector<prop::Scalars>>::value ||
                         std::is_same<T, std::vector<prop::Leaf>>::value || std::is_same<T, leaf_map>::value ||
                         std::is_same<T, prop::Tree>::value) {
      // none inside
    } else {
      static_assert(std::is_same<T, void>::value, "find_doubles: a type of PROP_TEST_READ_TYPES it does not know");
    }
  }

  struct field_addresses {
    std::vector<const void*> fields;
    template <class T>
    void field(const char*, T& v, unsigned = plain) {
      fields.push_back(&v);
    }
    template <class T>
    void skip(T& v) {
      fields.push_back(&v);
    }
    template <class T>
    void external(const char*, T& v, const char*, const char*, const std::vector<std::string>&) {
      fields.push_back(&v);
    }
    template <class T>
    void internal(const char*, T& v, const char*, const std::vector<std::string>&) {
      fields.push_back(&v);
    }
  };

  struct field_comparer {
    sameness& s;
    const std::string& path;
    const std::vector<const void*>& got;
    std::size_t next;
    template <class T>
    const T& other(const T&) {
      return *static_cast<const T*>(got[next++]);
    }
    template <class T>
    void field(const char* key, T& v, unsigned = plain) {
      s.value(v, other(v), join_field(path, key));
    }
    template <class T>
    void skip(T& v) {
      other(v);  // JSONGEN_SKIP: not written, left as it was
    }
    template <class T>
    void external(const char* key, T& v, const char*, const char*, const std::vector<std::string>&) {
      tagged(key, v);
    }
    template <class T>
    void internal(const char* key, T& v, const char*, const std::vector<std::string>&) {
      tagged(key, v);
    }
    template <class T>
    void tagged(const char* key, T& v) {
      const T& g = other(v);
      const std::string field_path = join_field(path, key);
      if (v.index() != g.index()) return (void)s.fail(field_path, "another alternative read back");
      std::visit([&](const auto& w) { s.value(w, *std::get_if<std::decay_t<decltype(w)>>(&g), field_path); }, v);
    }
  };

  policy policy_;
  std::string problem_;
  bool changed_ = false;
};

// Reads back what each run writes, as above. Counts what it checked.
class round_tripper {
 public:
  std::vector<std::string> problems;
  std::size_t reads = 0;
  std::size_t skipped = 0;  // runs whose value an untagged variant keeps from coming back
  std::size_t bytes = 0;

  template <class T>
  void check(const T& v, const std::string& label, const std::vector<read_run<T>>& runs) {
    // Ill-formed text anywhere (the error finder reports it before anything else under nan=null).
    error_finder finder(policy{});
    finder.value(v, "");
    const bool ill_formed = finder.first().has_value();
    for (const auto& r : runs) {
      if (ill_formed && r.p.utf8 == jsongen::utf8_policy::replace) continue;  // not undone by reading
      const std::string where = label + " [" + r.p.name() + (r.pretty ? " pretty" : "") + "]";
      if (!r.serialize(v, written_).ok()) continue;  // an error the write check expects
      sameness same(r.p);
      if (!same.readable(v)) {
        ++skipped;
        continue;
      }
      T back{};
      const jsongen::status st = r.deserialize(written_, back);
      ++reads;
      bytes += written_.size();
      if (!st.ok()) {
        problems.push_back(where + ": from_json failed: " + st.message());
        continue;
      }
      same.value(v, back, "");
      if (!same.problem().empty()) {
        problems.push_back(where + ": read back differently: " + same.problem());
        continue;
      }
      const jsongen::status again = r.serialize(back, rewritten_);
      if (!again.ok()) {
        problems.push_back(where + ": writing what was read failed: " + again.message());
      } else if (!same.changed() && !same_text<T>(written_, rewritten_)) {
        problems.push_back(where + ": written again, the bytes differ" + first_difference(written_, rewritten_));
      } else if (same.changed()) {
        // A NaN became no value, or a variant's alternative changed: the new
        // text must come back as itself.
        T third{};
        if (!r.deserialize(rewritten_, third).ok() || !r.serialize(third, written_).ok() ||
            !same_text<T>(written_, rewritten_)) {
          problems.push_back(where + ": the text written again is not a fixed point of reading and writing");
        }
      }
    }
  }

 private:
  // The types of PROP_TEST_READ_TYPES that hold an unordered container.
  template <class T>
  struct has_unordered
      : std::integral_constant<bool, std::is_same<T, prop::Owned>::value || std::is_same<T, leaf_map>::value> {};

  template <class T>
  static bool same_text(const std::string& a, const std::string& b) {
    return a == b || (has_unordered<T>::value && same_bytes_in_some_order(a, b));
  }

  static bool same_bytes_in_some_order(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return false;
    std::size_t counts[256] = {};
    for (const char c : a) ++counts[static_cast<unsigned char>(c)];
    for (const char c : b) {
      if (counts[static_cast<unsigned char>(c)]-- == 0) return false;
    }
    return true;
  }

  static std::string first_difference(const std::string& a, const std::string& b) {
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    const std::size_t from = i < 40 ? 0 : i - 40;
    return " at byte " + std::to_string(i) + ": ..." + a.substr(from, 80) + "... vs ..." + b.substr(from, 80) + "...";
  }

  std::string written_, rewritten_;
};

}  // namespace prop_test
