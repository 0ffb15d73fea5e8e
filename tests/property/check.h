// The differential check: a value goes through jsongen under every NaN and
// UTF-8 policy (and pretty printed), the output is parsed by nlohmann::json
// (an independent parser, in the ordered flavour so that key order shows)
// and read back against the C++ value, or, when the value cannot be written
// under a policy, the reported error and its path are compared with where
// the first bad string or number is.
//
// Everything the check expects is computed here from the C++ value and the
// schema (schema.h), not from jsongen: UTF-8 validity and U+FFFD replacement
// from a table built by encoding every scalar value, key escapes and error
// paths from the README's rules.
#pragma once

#include <jsongen/jsongen.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "schema.h"
#include "traits.h"

namespace prop_test {

using json = nlohmann::ordered_json;

// ---- UTF-8, from the encodings of all scalar values ---------------------------

class utf8_reference {
 public:
  static const utf8_reference& get() {
    static const utf8_reference instance;
    return instance;
  }

  bool valid(std::string_view s) const {
    std::size_t i = 0;
    while (i < s.size()) {
      const std::size_t n = complete(s, i);
      if (n == 0) return false;
      i += n;
    }
    return true;
  }

  // Each maximal ill-formed subpart becomes U+FFFD.
  std::string replaced(std::string_view s) const {
    std::string out;
    std::size_t i = 0;
    while (i < s.size()) {
      const std::size_t n = complete(s, i);
      if (n != 0) {
        out.append(s.data() + i, n);
        i += n;
        continue;
      }
      std::size_t k = 3;
      while (k > 0 && !is_prefix(s, i, k)) --k;
      out += "\xEF\xBF\xBD";
      i += k == 0 ? 1 : k;
    }
    return out;
  }

 private:
  utf8_reference() : complete2_(1u << 16), complete3_(1u << 24), prefix1_(1u << 8), prefix2_(1u << 16), prefix3_(1u << 24) {
    for (std::uint32_t cp = 0x80; cp <= 0x10FFFF; ++cp) {
      if (cp >= 0xD800 && cp <= 0xDFFF) continue;  // not scalar values
      unsigned char b[4];
      std::size_t n;
      if (cp < 0x800) {
        b[0] = static_cast<unsigned char>(0xC0 | (cp >> 6));
        b[1] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
        n = 2;
      } else if (cp < 0x10000) {
        b[0] = static_cast<unsigned char>(0xE0 | (cp >> 12));
        b[1] = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
        b[2] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
        n = 3;
      } else {
        b[0] = static_cast<unsigned char>(0xF0 | (cp >> 18));
        b[1] = static_cast<unsigned char>(0x80 | ((cp >> 12) & 0x3F));
        b[2] = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
        b[3] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
        n = 4;
      }
      if (n == 2) complete2_[pack(b, 2)] = true;
      if (n == 3) complete3_[pack(b, 3)] = true;
      prefix1_[b[0]] = true;
      if (n >= 3) prefix2_[pack(b, 2)] = true;
      if (n == 4) prefix3_[pack(b, 3)] = true;
    }
  }

  static std::uint32_t pack(const unsigned char* b, std::size_t n) {
    std::uint32_t v = 0;
    for (std::size_t i = 0; i < n; ++i) v = (v << 8) | b[i];
    return v;
  }
  static std::uint32_t pack_at(std::string_view s, std::size_t i, std::size_t n) {
    return pack(reinterpret_cast<const unsigned char*>(s.data()) + i, n);
  }

  // The length of the well-formed sequence at s[i], or 0.
  std::size_t complete(std::string_view s, std::size_t i) const {
    const auto lead = static_cast<unsigned char>(s[i]);
    if (lead < 0x80) return 1;
    const std::size_t left = s.size() - i;
    if (left >= 2 && complete2_[pack_at(s, i, 2)]) return 2;
    if (left >= 3 && complete3_[pack_at(s, i, 3)]) return 3;
    // A 4-byte encoding is one of the 3-byte prefixes and any continuation byte.
    if (left >= 4 && prefix3_[pack_at(s, i, 3)] && (static_cast<unsigned char>(s[i + 3]) & 0xC0) == 0x80) return 4;
    return 0;
  }
  // Whether s[i, i+k) starts some well-formed sequence longer than k.
  bool is_prefix(std::string_view s, std::size_t i, std::size_t k) const {
    if (s.size() - i < k) return false;
    if (k == 1) return prefix1_[static_cast<unsigned char>(s[i])];
    if (k == 2) return prefix2_[pack_at(s, i, 2)];
    return prefix3_[pack_at(s, i, 3)];
  }

  std::vector<bool> complete2_, complete3_, prefix1_, prefix2_, prefix3_;
};

// ---- JSON text -------------------------------------------------------------------

// A string's inside as JSON writes it: the short escapes, \u00xx for the
// other control bytes, everything else as it is. Used for error paths, which
// show keys as written.
inline std::string escaped(std::string_view s) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '"') out += "\\\"";
    else if (ch == '\\') out += "\\\\";
    else if (ch == '\b') out += "\\b";
    else if (ch == '\f') out += "\\f";
    else if (ch == '\n') out += "\\n";
    else if (ch == '\r') out += "\\r";
    else if (ch == '\t') out += "\\t";
    else if (c < 0x20) (out += "\\u00", out += hex[c >> 4], out += hex[c & 15]);
    else out += ch;
  }
  return out;
}

// Calls f(begin, end) for each run of `text` outside strings, and g for each string token.
template <class Outside, class String>
void split_strings(std::string_view text, Outside f, String g) {
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t quote = text.find('"', i);
    if (quote == std::string_view::npos) quote = text.size();
    f(text.substr(i, quote - i));
    if (quote == text.size()) break;
    std::size_t end = quote + 1;
    while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
    end = end < text.size() ? end + 1 : text.size();
    g(text.substr(quote, end - quote));
    i = end;
  }
}

// nan_policy::literal writes NaN, Infinity and -Infinity, which JSON lacks:
// they become the strings "NaN", "Infinity" and "-Infinity" so that the text
// can be parsed, and the comparison expects those strings for non-finite numbers.
inline std::string literals_as_strings(std::string_view text) {
  std::string out;
  split_strings(
      text,
      [&](std::string_view run) {
        for (std::size_t i = 0; i < run.size();) {
          bool replaced = false;
          for (const char* token : {"-Infinity", "Infinity", "NaN"}) {
            const std::size_t n = std::strlen(token);
            if (run.compare(i, n, token) == 0) {
              out += '"';
              out += token;
              out += '"';
              i += n;
              replaced = true;
              break;
            }
          }
          if (!replaced) out += run[i++];
        }
      },
      [&](std::string_view s) { out += s; });
  return out;
}

// utf8_policy::pass copies bytes, so the output need not be UTF-8: read as
// Latin-1 (each byte one character) it is, and nothing of its structure changes.
inline std::string latin1_as_utf8(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

// Pretty output without the whitespace between tokens: must be the minified output.
inline std::string without_whitespace(std::string_view text) {
  std::string out;
  split_strings(
      text,
      [&](std::string_view run) {
        for (const char c : run) {
          if (c != ' ' && c != '\n' && c != '\t' && c != '\r') out += c;
        }
      },
      [&](std::string_view s) { out += s; });
  return out;
}

// ---- Policies --------------------------------------------------------------------

struct policy {
  jsongen::nan_policy nan = jsongen::nan_policy::null;
  jsongen::utf8_policy utf8 = jsongen::utf8_policy::error;

  std::string name() const {
    static const char* const nans[] = {"nan=null", "nan=error", "nan=literal"};
    static const char* const utf8s[] = {"utf8=error", "utf8=replace", "utf8=pass"};
    return std::string(nans[static_cast<int>(nan)]) + " " + utf8s[static_cast<int>(utf8)];
  }
  // What a string of these bytes reads back as.
  std::string text(std::string_view raw) const {
    if (utf8 == jsongen::utf8_policy::replace) return utf8_reference::get().replaced(raw);
    if (utf8 == jsongen::utf8_policy::pass) return latin1_as_utf8(raw);
    return std::string(raw);
  }
};

template <jsongen::nan_policy Nan, jsongen::utf8_policy Utf8, bool Pretty = false, unsigned Indent = 2>
struct options : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = Nan;
  static constexpr jsongen::utf8_policy utf8 = Utf8;
  static constexpr bool pretty = Pretty;
  static constexpr unsigned indent = Indent;
};

// ---- Field helpers ---------------------------------------------------------------

template <class T>
bool is_null_value(const T& v) {
  if constexpr (is_optional<T>::value) {
    return !v.has_value();
  } else if constexpr (std::is_pointer<T>::value || is_unique_ptr<T>::value || is_shared_ptr<T>::value) {
    return v == nullptr;
  } else {
    return false;
  }
}

template <class T>
bool is_empty_value(const T& v) {
  if (is_null_value(v)) return true;
  if constexpr (is_char_array<T>::value) {
    return v[0] == 0;
  } else if constexpr (std::is_same<T, const char*>::value || std::is_same<T, char*>::value) {
    return *v == 0;
  } else if constexpr (std::is_same<T, std::string>::value || is_map<T>::value || is_sequence<T>::value) {
    return v.empty();
  } else {
    return false;
  }
}

template <class T>
bool omitted(const T& v, unsigned flags) {
  return ((flags & omit_null) && is_null_value(v)) || ((flags & omit_empty) && is_empty_value(v));
}

template <class T>
struct is_enum_or_optional_enum : std::is_enum<T> {};
template <class T>
struct is_enum_or_optional_enum<std::optional<T>> : std::is_enum<T> {};

template <class E>
std::string enum_number_text(E e) {
  using U = std::underlying_type_t<E>;
  if constexpr (std::is_signed<U>::value) {
    return std::to_string(static_cast<long long>(e));
  } else {
    return std::to_string(static_cast<unsigned long long>(e));
  }
}

// A map key as text (before JSON escaping).
template <class K>
std::string key_text(const K& k) {
  if constexpr (std::is_enum<K>::value) {
    const auto name = enum_name(k);
    return name ? *name : enum_number_text(k);
  } else if constexpr (std::is_integral<K>::value) {
    return std::is_signed<K>::value ? std::to_string(static_cast<long long>(k))
                                    : std::to_string(static_cast<unsigned long long>(k));
  } else {
    return std::string(k);
  }
}

template <class K>
constexpr bool is_text_key = std::is_same<K, std::string>::value || std::is_same<K, std::string_view>::value;

// Paths as jsongen reports them: fields joined by '.', [i] for indexes,
// ["key"] for map keys; a field with an empty key adds nothing.
inline std::string join_field(const std::string& path, std::string_view key) {
  if (key.empty()) return path;
  std::string escaped_key = escaped(key);
  return path.empty() ? escaped_key : path + "." + escaped_key;
}
inline std::string join_index(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

// ---- Comparison of parsed JSON with the C++ value --------------------------------

class comparer {
 public:
  explicit comparer(const policy& p) : policy_(p) {}
  const std::string& problem() const { return problem_; }

  bool fail(const std::string& path, const std::string& what) {
    if (problem_.empty()) problem_ = (path.empty() ? std::string("(top)") : path) + ": " + what;
    return false;
  }

  template <class T>
  void value(const json& j, const T& v, const std::string& path) {
    if (!problem_.empty()) return;
    if constexpr (std::is_same<T, bool>::value) {
      if (!j.is_boolean() || j.get<bool>() != v) fail(path, "expected " + std::string(v ? "true" : "false"));
    } else if constexpr (std::is_same<T, char>::value) {
      text(j, std::string_view(&v, 1), path);
    } else if constexpr (std::is_integral<T>::value) {
      integer(j, v, path);
    } else if constexpr (std::is_floating_point<T>::value) {
      floating(j, v, path);
    } else if constexpr (std::is_enum<T>::value) {
      const auto name = enum_name(v);
      if (name) {
        text(j, *name, path);
      } else {
        integer(j, static_cast<std::underlying_type_t<T>>(v), path);
      }
    } else if constexpr (std::is_same<T, std::string>::value || std::is_same<T, std::string_view>::value) {
      text(j, v, path);
    } else if constexpr (std::is_same<T, const char*>::value || std::is_same<T, char*>::value) {
      if (v == nullptr) {
        if (!j.is_null()) fail(path, "expected null");
      } else {
        text(j, std::string_view(v), path);
      }
    } else if constexpr (is_char_array<T>::value) {
      text(j, std::string_view(v, strnlen(v, sizeof v)), path);
    } else if constexpr (is_optional<T>::value || std::is_pointer<T>::value || is_unique_ptr<T>::value ||
                         is_shared_ptr<T>::value) {
      if (is_null_value(v)) {
        if (!j.is_null()) fail(path, "expected null");
      } else {
        value(j, *v, path);
      }
    } else if constexpr (std::is_same<T, std::monostate>::value) {
      if (!j.is_null()) fail(path, "expected null for std::monostate");
    } else if constexpr (is_variant<T>::value) {
      std::visit([&](const auto& alternative) { value(j, alternative, path); }, v);
    } else if constexpr (std::is_same<T, std::vector<bool>>::value) {
      if (!array_of_size(j, v.size(), path)) return;
      for (std::size_t i = 0; i < v.size(); ++i) value(j[i], static_cast<bool>(v[i]), join_index(path, i));
    } else if constexpr (is_array_like<T>::value) {
      const auto size = static_cast<std::size_t>(std::distance(std::begin(v), std::end(v)));
      if (!array_of_size(j, size, path)) return;
      std::size_t i = 0;
      for (const auto& e : v) {
        value(j[i], e, join_index(path, i));
        ++i;
      }
    } else if constexpr (is_pair<T>::value) {
      if (!array_of_size(j, 2, path)) return;
      value(j[0], v.first, join_index(path, 0));
      value(j[1], v.second, join_index(path, 1));
    } else if constexpr (is_tuple<T>::value) {
      if (!array_of_size(j, std::tuple_size<T>::value, path)) return;
      tuple_items(j, v, path, std::make_index_sequence<std::tuple_size<T>::value>{});
    } else if constexpr (is_map<T>::value) {
      map(j, v, path);
    } else if constexpr (std::is_same<T, prop::Cents>::value) {
      integer(j, v.value, path);
    } else {
      if (!j.is_object()) {
        fail(path, "expected an object");
        return;
      }
      object_reader reader{*this, j, path, j.begin()};
      visit(reader, const_cast<T&>(v));
      reader.finish();
    }
  }

 private:
  bool array_of_size(const json& j, std::size_t size, const std::string& path) {
    if (!j.is_array()) return fail(path, "expected an array");
    if (j.size() != size) return fail(path, "expected " + std::to_string(size) + " items, got " + std::to_string(j.size()));
    return true;
  }

  template <class T, std::size_t... I>
  void tuple_items(const json& j, const T& v, const std::string& path, std::index_sequence<I...>) {
    (value(j[I], std::get<I>(v), join_index(path, I)), ...);
  }

  void text(const json& j, std::string_view raw, const std::string& path) {
    const std::string expected = policy_.text(raw);
    if (!j.is_string()) {
      fail(path, "expected a string");
    } else if (j.get_ref<const std::string&>() != expected) {
      fail(path, "string differs: expected " + json(expected).dump(-1, ' ', true, json::error_handler_t::replace) +
                     ", got " + j.dump(-1, ' ', true, json::error_handler_t::replace));
    }
  }

  template <class T>
  void integer(const json& j, T v, const std::string& path) {
    bool ok = j.is_number_integer();
    if (ok) {
      if (std::is_signed<T>::value && v < 0) {
        ok = !j.is_number_unsigned() && j.get<std::int64_t>() == static_cast<std::int64_t>(v);
      } else {
        ok = j.is_number_unsigned() && j.get<std::uint64_t>() == static_cast<std::uint64_t>(v);
      }
    }
    if (!ok) fail(path, "expected the integer " + key_text(v) + ", got " + j.dump());
  }

  template <class F>
  void floating(const json& j, F v, const std::string& path) {
    if (!std::isfinite(v)) {
      if (policy_.nan == jsongen::nan_policy::null) {
        if (!j.is_null()) fail(path, "expected null for a non-finite number");
      } else if (policy_.nan == jsongen::nan_policy::literal) {
        const char* expected = std::isnan(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity";
        if (!j.is_string() || j.get_ref<const std::string&>() != expected) fail(path, std::string("expected ") + expected);
      } else {
        fail(path, "a non-finite number was written under nan_policy::error");
      }
      return;
    }
    if (!j.is_number()) {
      fail(path, "expected a number");
      return;
    }
    const double d = j.is_number_float()      ? j.get<double>()
                     : j.is_number_unsigned() ? static_cast<double>(j.get<std::uint64_t>())
                                              : static_cast<double>(j.get<std::int64_t>());
    const F back = static_cast<F>(d);
    if (v == 0) {
      // nlohmann reads "-0" as the integer 0: check the sign on the number's own text.
      const std::string alone = jsongen::to_json(v);
      if (back != 0 || alone != (std::signbit(v) ? "-0" : "0")) fail(path, "zero read back as " + j.dump() + " / " + alone);
    } else if (std::memcmp(&back, &v, sizeof v) != 0) {
      char text[64];
      std::snprintf(text, sizeof text, "%.17g", static_cast<double>(v));
      fail(path, std::string("number does not read back exactly: expected ") + text + ", got " + j.dump());
    }
  }

  template <class M>
  void map(const json& j, const M& m, const std::string& path) {
    if (!j.is_object()) {
      fail(path, "expected an object");
      return;
    }
    // Keys that read back the same (U+FFFD replacement can merge two) make one
    // member: nlohmann keeps the first one's place and the last one's value.
    std::vector<std::pair<std::string, const typename M::mapped_type*>> expected;
    std::map<std::string, std::size_t> position;
    for (const auto& [key, mapped] : m) {
      std::string k = policy_.text(key_text(key));
      const auto [it, inserted] = position.emplace(k, expected.size());
      if (inserted) {
        expected.emplace_back(std::move(k), &mapped);
      } else {
        expected[it->second].second = &mapped;
      }
    }
    if (j.size() != expected.size()) {
      fail(path, "expected " + std::to_string(expected.size()) + " members, got " + std::to_string(j.size()));
      return;
    }
    auto it = j.begin();
    for (const auto& [k, mapped] : expected) {
      const std::string member_path = path + "[\"" + escaped(k) + "\"]";
      if (it.key() != k) {
        fail(member_path, "member out of order or missing, found key " + json(it.key()).dump(-1, ' ', true, json::error_handler_t::replace));
        return;
      }
      value(it.value(), *mapped, member_path);
      ++it;
    }
  }

  template <class T>
  void enum_number(const json& j, const T& v, const std::string& path) {
    if constexpr (is_optional<T>::value) {
      if (!v) {
        if (!j.is_null()) fail(path, "expected null");
      } else {
        enum_number(j, *v, path);
      }
    } else {
      integer(j, static_cast<std::underlying_type_t<T>>(v), path);
    }
  }

  // Reads an object's members in order against a struct's fields.
  struct object_reader {
    comparer& c;
    const json& object;
    std::string path;
    json::const_iterator next;

    bool expect_key(const char* key, std::string& field_path) {
      field_path = join_field(path, key);
      const std::string k = c.policy_.text(key);
      if (next == object.end()) return c.fail(field_path, "missing key");
      if (next.key() != k) {
        return c.fail(field_path, "expected key " + json(k).dump(-1, ' ', true, json::error_handler_t::replace) +
                                      ", found " + json(next.key()).dump(-1, ' ', true, json::error_handler_t::replace));
      }
      return true;
    }

    template <class T>
    void field(const char* key, T& v, unsigned flags = plain) {
      std::string field_path;
      if (omitted(v, flags)) {
        if (object.contains(c.policy_.text(key))) c.fail(join_field(path, key), "should have been left out");
        return;
      }
      if (!expect_key(key, field_path)) return;
      if constexpr (is_enum_or_optional_enum<T>::value) {
        if (flags & enum_as_number) {
          c.enum_number(next.value(), v, field_path);
          ++next;
          return;
        }
      }
      c.value(next.value(), v, field_path);
      ++next;
    }
    template <class T>
    void skip(T&) {}

    template <class T>
    void external(const char* key, T& v, const char* tag_key, const char* value_key, const std::vector<std::string>& tags) {
      std::string field_path;
      if (!expect_key(key, field_path)) return;
      const json& j = next.value();
      ++next;
      if (!j.is_object() || j.size() != 2) {
        c.fail(field_path, "expected an object of a tag and a value");
        return;
      }
      object_reader inner{c, j, field_path, j.begin()};
      std::string tag_path;
      if (!inner.expect_key(tag_key, tag_path)) return;
      c.text(inner.next.value(), tags[v.index()], tag_path);
      ++inner.next;
      std::visit([&](auto& alternative) { inner.field(value_key, alternative); }, v);
      inner.finish();
    }

    template <class T>
    void internal(const char* key, T& v, const char* tag_key, const std::vector<std::string>& tags) {
      std::string field_path;
      if (!expect_key(key, field_path)) return;
      const json& j = next.value();
      ++next;
      if (tags[v.index()].empty()) {  // std::monostate
        if (!j.is_null()) c.fail(field_path, "expected null");
        return;
      }
      if (!j.is_object()) {
        c.fail(field_path, "expected an object");
        return;
      }
      object_reader inner{c, j, field_path, j.begin()};
      std::string tag_path;
      if (!inner.expect_key(tag_key, tag_path)) return;
      c.text(inner.next.value(), tags[v.index()], tag_path);
      ++inner.next;
      std::visit(
          [&](auto& alternative) {
            if constexpr (!std::is_same<std::decay_t<decltype(alternative)>, std::monostate>::value) {
              visit(inner, alternative);
            }
          },
          v);
      inner.finish();
    }

    void finish() {
      if (next != object.end()) {
        c.fail(path, "unexpected key " + json(next.key()).dump(-1, ' ', true, json::error_handler_t::replace));
      }
    }
  };

  policy policy_;
  std::string problem_;
};

// ---- Where the first error is ----------------------------------------------------

struct expected_error {
  jsongen::errc code = jsongen::errc::ok;
  std::string path;
  // An ill-formed map key: jsongen names it as far as it got, `path["ab...]`,
  // so the check is that the text after `path[` is a prefix of the key.
  bool in_key = false;
  std::string quoted_key;
};

class error_finder {
 public:
  explicit error_finder(const policy& p) : policy_(p) {}
  const std::optional<expected_error>& first() const { return first_; }

  template <class T>
  void value(const T& v, const std::string& path) {
    if (first_) return;
    if constexpr (std::is_same<T, char>::value) {
      text(std::string_view(&v, 1), path);
    } else if constexpr (std::is_floating_point<T>::value) {
      if (policy_.nan == jsongen::nan_policy::error && !std::isfinite(v)) {
        first_ = expected_error{jsongen::errc::non_finite_number, path, false, {}};
      }
    } else if constexpr (std::is_arithmetic<T>::value || std::is_enum<T>::value ||
                         std::is_same<T, std::monostate>::value || std::is_same<T, prop::Cents>::value) {
      // nothing can fail (enum names are valid text)
    } else if constexpr (std::is_same<T, std::string>::value || std::is_same<T, std::string_view>::value) {
      text(v, path);
    } else if constexpr (std::is_same<T, const char*>::value || std::is_same<T, char*>::value) {
      if (v != nullptr) text(v, path);
    } else if constexpr (is_char_array<T>::value) {
      text(std::string_view(v, strnlen(v, sizeof v)), path);
    } else if constexpr (is_optional<T>::value || std::is_pointer<T>::value || is_unique_ptr<T>::value ||
                         is_shared_ptr<T>::value) {
      if (!is_null_value(v)) value(*v, path);
    } else if constexpr (is_variant<T>::value) {
      std::visit([&](const auto& alternative) { value(alternative, path); }, v);
    } else if constexpr (std::is_same<T, std::vector<bool>>::value) {
    } else if constexpr (is_array_like<T>::value) {
      std::size_t i = 0;
      for (const auto& e : v) value(e, join_index(path, i++));
    } else if constexpr (is_pair<T>::value) {
      value(v.first, join_index(path, 0));
      value(v.second, join_index(path, 1));
    } else if constexpr (is_tuple<T>::value) {
      tuple_items(v, path, std::make_index_sequence<std::tuple_size<T>::value>{});
    } else if constexpr (is_map<T>::value) {
      for (const auto& [key, mapped] : v) {
        if (first_) return;
        using K = std::decay_t<decltype(key)>;
        const std::string k = key_text(key);
        if constexpr (is_text_key<K>) {
          if (policy_.utf8 == jsongen::utf8_policy::error && !utf8_reference::get().valid(k)) {
            first_ = expected_error{jsongen::errc::invalid_utf8, path + "[", true, "\"" + escaped(k) + "\""};
            return;
          }
        }
        value(mapped, path + "[\"" + escaped(k) + "\"]");
      }
    } else {
      field_walker walker{*this, path};
      visit(walker, const_cast<T&>(v));
    }
  }

 private:
  void text(std::string_view s, const std::string& path) {
    if (policy_.utf8 == jsongen::utf8_policy::error && !utf8_reference::get().valid(s)) {
      first_ = expected_error{jsongen::errc::invalid_utf8, path, false, {}};
    }
  }

  template <class T, std::size_t... I>
  void tuple_items(const T& v, const std::string& path, std::index_sequence<I...>) {
    (value(std::get<I>(v), join_index(path, I)), ...);
  }

  struct field_walker {
    error_finder& f;
    std::string path;
    template <class T>
    void field(const char* key, T& v, unsigned flags = plain) {
      if (omitted(v, flags) || (flags & enum_as_number)) return;
      f.value(v, join_field(path, key));
    }
    template <class T>
    void skip(T&) {}
    template <class T>
    void external(const char* key, T& v, const char*, const char* value_key, const std::vector<std::string>&) {
      const std::string value_path = join_field(join_field(path, key), value_key);
      std::visit([&](const auto& alternative) { f.value(alternative, value_path); }, v);
    }
    template <class T>
    void internal(const char* key, T& v, const char*, const std::vector<std::string>&) {
      const std::string object_path = join_field(path, key);
      std::visit([&](const auto& alternative) { f.value(alternative, object_path); }, v);
    }
  };

  policy policy_;
  std::optional<expected_error> first_;
};

// ---- The whole check ---------------------------------------------------------------

// One way of writing a value: its policies, and the function that calls
// jsongen::try_to_json with the matching options (serializers.h; each lives
// in one translation unit of a few, which keeps the build parallel).
template <class T>
struct policy_run {
  policy p;
  bool pretty = false;
  jsongen::status (*serialize)(const T&, std::string&) = nullptr;
  int minified = -1;  // pretty runs: the index of the minified run with the same policies
};

// Problems found with values (empty: all good). The output buffer is reused
// between calls, like a caller's.
class value_checker {
 public:
  std::vector<std::string> problems;
  std::size_t serializations = 0;
  std::size_t bytes = 0;

  // `runs` must start with the default policies; `throwing` calls jsongen::to_json.
  template <class T>
  void check(const T& v, const std::string& label, const std::vector<policy_run<T>>& runs,
             void (*throwing)(const T&, std::string&)) {
    std::vector<std::string> outputs(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
      run(v, label, runs[i], outputs[i]);
      // Pretty printing: the same tokens with whitespace between them.
      if (runs[i].pretty && !outputs[i].empty() && runs[i].minified >= 0 &&
          without_whitespace(outputs[i]) != outputs[static_cast<std::size_t>(runs[i].minified)]) {
        problems.push_back(label + " [" + runs[i].p.name() + " pretty]: differs from the minified output in more than whitespace");
      }
    }
    throwing_api(v, label, outputs[0], throwing);
  }

 private:
  template <class T>
  void run(const T& v, const std::string& label, const policy_run<T>& r, std::string& kept) {
    const policy& p = r.p;
    const std::string where = label + " [" + p.name() + (r.pretty ? " pretty" : "") + "]";
    error_finder finder(p);
    finder.value(v, "");
    const auto& expected = finder.first();

    if (buffer_.empty() || (serializations & 3) == 0) {
      // A new buffer whose capacity is anything up to a little past the last
      // output's size, so that its end falls anywhere in an output: the
      // writer's room checks (JSONGEN_CHECK_ROOM) catch a write past it.
      std::string fresh;
      fresh.reserve((serializations * 0x9E3779B97F4A7C15ull >> 40) % (last_size_ + 64));
      fresh = "stale contents of an earlier call";
      buffer_.swap(fresh);
    }
    const jsongen::status st = r.serialize(v, buffer_);
    ++serializations;
    bytes += buffer_.size();
    last_size_ = buffer_.size();
    kept.clear();
    if (expected) {
      if (st.ok()) {
        problems.push_back(where + ": expected " + jsongen::describe(expected->code) + " at " + expected->path +
                           ", but it succeeded");
        return;
      }
      if (st.code != expected->code) {
        problems.push_back(where + ": expected " + jsongen::describe(expected->code) + ", got " + st.message());
      }
      if (!path_matches(*expected, st.path)) {
        problems.push_back(where + ": error path '" + st.path + "', expected '" + expected->path +
                           (expected->in_key ? "...'" : "'"));
      }
      if (!buffer_.empty()) problems.push_back(where + ": the output was not left empty after an error");
      return;
    }
    if (!st.ok()) {
      problems.push_back(where + ": unexpected failure: " + st.message());
      return;
    }
    kept = buffer_;
    std::string text = buffer_;
    if (p.nan == jsongen::nan_policy::literal) text = literals_as_strings(text);
    if (p.utf8 == jsongen::utf8_policy::pass) text = latin1_as_utf8(text);
    json parsed;
    try {
      parsed = json::parse(text);
    } catch (const std::exception& e) {
      problems.push_back(where + ": not valid JSON: " + e.what() + "\n  output: " + excerpt(buffer_));
      return;
    }
    comparer c(p);
    c.value(parsed, v, "");
    if (!c.problem().empty()) problems.push_back(where + ": " + c.problem() + "\n  output: " + excerpt(buffer_));
  }

  // jsongen::to_json: the same bytes as try_to_json, or jsongen::error with
  // the same code and path.
  template <class T>
  void throwing_api(const T& v, const std::string& label, const std::string& expected_text,
                    void (*throwing)(const T&, std::string&)) {
    error_finder finder(policy{});
    finder.value(v, "");
    std::string out = "stale";
    try {
      throwing(v, out);
      ++serializations;
      if (finder.first()) {
        problems.push_back(label + " [to_json]: expected jsongen::error, nothing thrown");
      } else if (out != expected_text) {
        problems.push_back(label + " [to_json]: differs from try_to_json's output");
      }
    } catch (const jsongen::error& e) {
      if (!finder.first()) {
        problems.push_back(label + " [to_json]: unexpected jsongen::error: " + e.what());
      } else if (e.code() != finder.first()->code || !path_matches(*finder.first(), e.path())) {
        problems.push_back(label + " [to_json]: wrong error: " + e.what());
      }
      if (!out.empty()) problems.push_back(label + " [to_json]: the output was not left empty after an error");
    }
  }

  static bool path_matches(const expected_error& e, const std::string& actual) {
    if (!e.in_key) return actual == e.path;
    // path["partial key...]
    if (actual.compare(0, e.path.size(), e.path) != 0) return false;
    if (actual.size() < e.path.size() + 4 || actual.compare(actual.size() - 4, 4, "...]") != 0) return false;
    const std::string partial = actual.substr(e.path.size(), actual.size() - e.path.size() - 4);
    return e.quoted_key.compare(0, partial.size(), partial) == 0;
  }

  static std::string excerpt(const std::string& s) {
    std::string e = s.size() > 600 ? s.substr(0, 600) + "..." : s;
    return json(e).dump(-1, ' ', true, json::error_handler_t::replace);
  }

  std::string buffer_;
  std::size_t last_size_ = 0;
};

}  // namespace prop_test
