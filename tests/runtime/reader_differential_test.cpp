// The reader against nlohmann::json on random documents and their mutations
// (bytes replaced, deleted, structural characters inserted, cut short):
// jsongen accepts exactly what nlohmann::json::accept accepts, both through
// skip_value (the skipped type) and through any_value (a reader built on
// basic_reader's public operations); where both accept, the values are the
// same (strings byte for byte, numbers bit for bit as doubles, and each
// number as strtod reads its text).
//
// Intended disagreements, each compared in a precise way instead:
// - nlohmann skips a UTF-8 byte order mark at the start of the input; RFC
//   8259 lets a parser do so, jsongen does not (a BOM is not whitespace):
//   jsongen must reject at byte 0, the rest is compared without the BOM.
// - nlohmann takes a NUL byte outside a string as the end of the input
//   ("[]\0x" is accepted); jsongen rejects it (not whitespace): the input
//   is compared up to the NUL.
// - A number whose magnitude rounds to infinity as a double (1e400) is
//   valid JSON that nlohmann rejects (error 406, number overflow) and
//   any_value, which reads doubles, too (errc::number_out_of_range);
//   skip_value accepts it. The input is compared with that number replaced
//   by 0e0, and skip_value must judge both inputs the same.
// Both reject invalid UTF-8 and unpaired surrogates, so these are compared.
//
// JSONGEN_READER_DIFF_COUNT (default 1500) sets the number of documents.
#include <catch2/catch.hpp>

#include "any_value.h"
#include "guarded_input.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <string_view>

using reader_test::any_value;
using reader_test::skipped;

namespace {

// splitmix64: the same sequence on every platform and standard library.
class random_bits {
 public:
  explicit random_bits(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  bool one_in(std::size_t n) { return below(n) == 0; }

 private:
  std::uint64_t state_;
};

// Random JSON text: every kind of value, escapes, multi-byte UTF-8,
// numbers of every shape, whitespace between tokens.
class generator {
 public:
  explicit generator(random_bits& bits) : bits_(bits) {}

  std::string document() {
    std::string out;
    space(out);
    value(out, 0);
    space(out);
    return out;
  }

 private:
  void space(std::string& out) {
    if (!bits_.one_in(4)) return;
    static const char ws[] = {' ', '\t', '\n', '\r'};
    for (std::size_t n = 1 + bits_.below(3); n > 0; --n) out += ws[bits_.below(4)];
  }

  void value(std::string& out, int depth) {
    const std::size_t kind = bits_.below(depth > 6 ? 5 : 8);
    switch (kind) {
      case 0: out += "null"; break;
      case 1: out += bits_.one_in(2) ? "true" : "false"; break;
      case 2: number(out); break;
      case 3:
      case 4: string(out); break;
      case 5:
      case 6: {
        out += '[';
        space(out);
        const std::size_t n = bits_.below(5);
        for (std::size_t i = 0; i < n; ++i) {
          if (i) out += ',';
          space(out);
          value(out, depth + 1);
          space(out);
        }
        out += ']';
        break;
      }
      default: {
        out += '{';
        space(out);
        const std::size_t n = bits_.below(5);
        for (std::size_t i = 0; i < n; ++i) {
          if (i) out += ',';
          space(out);
          string(out);
          space(out);
          out += ':';
          space(out);
          value(out, depth + 1);
          space(out);
        }
        out += '}';
        break;
      }
    }
  }

  void digits(std::string& out, std::size_t n, bool nonzero_first) {
    for (std::size_t i = 0; i < n; ++i) {
      out += static_cast<char>('0' + (i == 0 && nonzero_first ? 1 + bits_.below(9) : bits_.below(10)));
    }
  }

  void number(std::string& out) {
    if (bits_.one_in(2)) out += '-';
    if (bits_.one_in(5)) {
      out += '0';
    } else {
      // Up to 25 digits: past 2^64, where nlohmann reads a double too.
      digits(out, 1 + (bits_.one_in(6) ? bits_.below(25) : bits_.below(6)), true);
    }
    if (bits_.one_in(3)) {
      out += '.';
      digits(out, 1 + bits_.below(bits_.one_in(8) ? 30 : 6), false);
    }
    if (bits_.one_in(3)) {
      out += bits_.one_in(2) ? 'e' : 'E';
      if (bits_.one_in(2)) out += bits_.one_in(2) ? '-' : '+';
      // Exponents up to 330 reach both overflow and subnormals.
      out += std::to_string(bits_.below(bits_.one_in(4) ? 331 : 20));
    }
  }

  void hex4(std::string& out, unsigned v) {
    static const char hex[] = "0123456789abcdefABCDEF";
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) {
      const unsigned d = (v >> shift) & 15;
      out += d >= 10 && bits_.one_in(2) ? hex[d + 6] : hex[d];
    }
  }

  void string(std::string& out) {
    out += '"';
    const std::size_t n = bits_.one_in(8) ? 30 + bits_.below(60) : bits_.below(8);
    for (std::size_t i = 0; i < n; ++i) {
      switch (bits_.below(10)) {
        case 0: {
          static const char* const escapes[] = {"\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t"};
          out += escapes[bits_.below(8)];
          break;
        }
        case 1: {
          unsigned v = static_cast<unsigned>(bits_.below(0x10000));
          if (v >= 0xD800 && v < 0xE000) v -= 0x800;  // no lone surrogates in a valid document
          hex4(out, v);
          break;
        }
        case 2:  // a surrogate pair
          hex4(out, 0xD800 + static_cast<unsigned>(bits_.below(0x400)));
          hex4(out, 0xDC00 + static_cast<unsigned>(bits_.below(0x400)));
          break;
        case 3: out += "\xC3\xA9"; break;
        case 4: out += bits_.one_in(2) ? "\xE2\x82\xAC" : "\xEF\xBF\xBF"; break;
        case 5: out += bits_.one_in(2) ? "\xF0\x9F\x98\x80" : "\xF4\x8F\xBF\xBF"; break;
        default: {  // printable ASCII and DEL; '"' and '\\' escaped
          const char c = static_cast<char>(0x20 + bits_.below(0x60));
          if (c == '"' || c == '\\') out += '\\';
          out += c;
          break;
        }
      }
    }
    out += '"';
  }

  random_bits& bits_;
};

std::string mutate(std::string doc, random_bits& bits) {
  static const char structural[] = "[]{},:\"\\ \t0-.eE+tfnu\x01\x80\xC3\xED\xF4";
  const std::size_t edits = 1 + bits.below(3);
  for (std::size_t e = 0; e < edits; ++e) {
    const std::size_t at = doc.empty() ? 0 : bits.below(doc.size());
    switch (bits.below(5)) {
      case 0:  // a byte replaced by a structural one
        if (!doc.empty()) doc[at] = structural[bits.below(sizeof structural - 1)];
        break;
      case 1:  // a byte replaced by any byte
        if (!doc.empty()) doc[at] = static_cast<char>(bits.below(256));
        break;
      case 2:
        if (!doc.empty()) doc.erase(at, 1 + bits.below(2));
        break;
      case 3: doc.insert(at, 1, structural[bits.below(sizeof structural - 1)]); break;
      default: doc.resize(at); break;  // cut short
    }
  }
  return doc;
}

std::string escaped(std::string_view text) {
  std::string out;
  static const char hex[] = "0123456789abcdef";
  for (char c : text) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x7F || c == '\\') {
      out += "\\x";
      out += hex[u >> 4];
      out += hex[u & 15];
    } else {
      out += c;
    }
  }
  return out;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// The difference between the two values, or "" when they are the same.
std::string compare(const any_value& mine, const nlohmann::json& theirs, const std::string& where) {
  switch (mine.kind) {
    case any_value::null: return theirs.is_null() ? "" : where + ": null";
    case any_value::boolean:
      return theirs.is_boolean() && theirs.get<bool>() == mine.b ? "" : where + ": boolean";
    case any_value::string:
      return theirs.is_string() && theirs.get_ref<const std::string&>() == mine.s ? "" : where + ": string";
    case any_value::number: {
      if (!theirs.is_number()) return where + ": number";
      // The number as strtod reads its text (the C locale: nothing here calls setlocale).
      if (!same_bits(mine.n, std::strtod(mine.number_text.c_str(), nullptr))) return where + ": not strtod's double";
      if (theirs.is_number_float()) {
        return same_bits(mine.n, theirs.get<double>()) ? "" : where + ": double bits";
      }
      // nlohmann keeps an integer that fits 64 bits as one ("-0" as 0).
      const double as_double = theirs.is_number_unsigned() ? static_cast<double>(theirs.get<std::uint64_t>())
                                                           : static_cast<double>(theirs.get<std::int64_t>());
      return mine.n == as_double ? "" : where + ": integer";
    }
    case any_value::array: {
      if (!theirs.is_array() || theirs.size() != mine.items.size()) return where + ": array";
      for (std::size_t i = 0; i < mine.items.size(); ++i) {
        std::string d = compare(mine.items[i], theirs[i], where + "[" + std::to_string(i) + "]");
        if (!d.empty()) return d;
      }
      return "";
    }
    case any_value::object: {
      if (!theirs.is_object()) return where + ": object";
      // nlohmann keeps the last of duplicate keys.
      std::map<std::string, const any_value*> last;
      for (std::size_t i = 0; i < mine.keys.size(); ++i) last[mine.keys[i]] = &mine.values[i];
      if (last.size() != theirs.size()) return where + ": object size";
      for (const auto& m : last) {
        const auto it = theirs.find(m.first);
        if (it == theirs.end()) return where + ": key " + m.first;
        std::string d = compare(*m.second, *it, where + "." + m.first);
        if (!d.empty()) return d;
      }
      return "";
    }
  }
  return where + ": kind";
}

struct tally {
  std::size_t inputs = 0, accepted = 0, rejected = 0, overflow = 0, nul = 0, bom = 0;
};

// The end of the well-formed number at p (its grammar only).
std::size_t number_end(std::string_view text, std::size_t p) {
  auto digits = [&] {
    while (p < text.size() && text[p] >= '0' && text[p] <= '9') ++p;
  };
  if (p < text.size() && text[p] == '-') ++p;
  digits();
  if (p < text.size() && text[p] == '.') ++p, digits();
  if (p < text.size() && (text[p] == 'e' || text[p] == 'E')) {
    ++p;
    if (p < text.size() && (text[p] == '+' || text[p] == '-')) ++p;
    digits();
  }
  return p;
}

void differ(std::string_view json, tally& t);

// One input through both parsers; FAILs with the input on a disagreement.
void compare_outcomes(std::string_view json, tally& t) {
  const bool theirs = nlohmann::json::accept(json);
  const std::string_view guarded_json = guarded::shared().place(json);
  skipped s;
  const jsongen::status skip_status = jsongen::from_json(guarded_json, s);
  any_value v;
  const jsongen::status any_status = jsongen::from_json(guarded_json, v);
  if (any_status.code == jsongen::errc::number_out_of_range) {
    // A number too large for a double (the first one: any_value stops
    // there): valid JSON, which nlohmann rejects. The same input with that
    // number replaced by 0e0 is compared instead, and skip_value must judge
    // both the same (one complete number for another: what followed the
    // number cannot continue 0e0 either).
    ++t.overflow;
    std::string tamed(json);
    tamed.replace(any_status.offset, number_end(json, any_status.offset) - any_status.offset, "0e0");
    skipped again;
    const jsongen::status tamed_status = jsongen::from_json(guarded::shared().place(tamed), again);
    if (skip_status.ok() != tamed_status.ok()) {
      FAIL_CHECK("skip_value: " << skip_status.message() << "\n  with the overflow replaced by 0e0: "
                                << tamed_status.message() << "\n  input: " << escaped(json));
    }
    compare_outcomes(tamed, t);
    return;
  }
  if (theirs && !any_status.ok() && any_status.offset < json.size() && json[any_status.offset] == '\0') {
    // nlohmann takes a NUL byte outside a string as the end of the input
    // (for C strings); JSON has no such rule. Compared up to it instead.
    ++t.nul;
    const std::string_view before = json.substr(0, any_status.offset);
    if (skip_status.code != any_status.code || skip_status.offset != any_status.offset) {
      FAIL_CHECK("skip_value: " << skip_status.message() << "\n  any_value: " << any_status.message()
                                << "\n  input: " << escaped(json));
    }
    if (!nlohmann::json::accept(before)) FAIL_CHECK("nlohmann accepts only past a NUL: " << escaped(json));
    compare_outcomes(before, t);
    return;
  }
  if (skip_status.ok() != theirs || any_status.ok() != theirs) {
    FAIL_CHECK("nlohmann accept: " << theirs << "\n  skip_value: " << skip_status.message()
                                   << "\n  any_value: " << any_status.message() << "\n  input: " << escaped(json));
    return;
  }
  if (!theirs) {
    ++t.rejected;
    // The two jsongen readers find the same first error.
    if (skip_status.code != any_status.code || skip_status.offset != any_status.offset) {
      FAIL_CHECK("skip_value: " << skip_status.message() << "\n  any_value: " << any_status.message()
                                << "\n  input: " << escaped(json));
    }
    return;
  }
  ++t.accepted;
  const std::string difference = compare(v, nlohmann::json::parse(json), "$");
  if (!difference.empty()) FAIL_CHECK("values differ at " << difference << "\n  input: " << escaped(json));
}

void differ(std::string_view json, tally& t) {
  ++t.inputs;
  // nlohmann skips a byte order mark at the start; jsongen rejects it.
  if (json.size() >= 3 && json.substr(0, 3) == "\xEF\xBB\xBF") {
    ++t.bom;
    const std::string_view guarded_json = guarded::shared().place(json);
    skipped s;
    CHECK(jsongen::from_json(guarded_json, s).code == jsongen::errc::syntax_error);
    CHECK(jsongen::from_json(guarded_json, s).offset == 0);
    compare_outcomes(json.substr(3), t);
    return;
  }
  compare_outcomes(json, t);
}

std::size_t document_count() {
  if (const char* text = std::getenv("JSONGEN_READER_DIFF_COUNT")) return std::strtoull(text, nullptr, 10);
  return 1500;
}

}  // namespace

TEST_CASE("reader vs nlohmann::json: random documents and their mutations") {
  random_bits bits(20240917);
  generator gen(bits);
  tally t;
  const std::size_t count = document_count();
  for (std::size_t i = 0; i < count; ++i) {
    const std::string doc = gen.document();
    differ(doc, t);
    for (int m = 0; m < 12; ++m) differ(mutate(doc, bits), t);
  }
  INFO("inputs " << t.inputs << ", accepted " << t.accepted << ", rejected " << t.rejected);
  // The mutations must reach both outcomes often, or this compares little.
  CHECK(t.accepted > t.inputs / 10);
  CHECK(t.rejected > t.inputs / 3);
  WARN("reader differential: inputs " << t.inputs << ", accepted " << t.accepted << ", rejected " << t.rejected
                                      << ", with an overflow " << t.overflow << ", with a NUL " << t.nul);
}

TEST_CASE("reader vs nlohmann::json: hand-picked edge cases") {
  tally t;
  const char* const cases[] = {
      "", " ", "0", "-0", "-", "01", "1.", ".1", "1e", "1e+", "1E-0", "-0.0e-0", "1e400", "-1e400", "1e-400",
      "18446744073709551615", "18446744073709551616", "-9223372036854775809", "123456789012345678901234567890",
      "[1e400.5]", "[1e400,1]", "\"\\ud800\"", "\"\\udc00\\ud800\"", "\"\\ud83d\\ude00\"", "\"\\u0000\"",
      "\"\xC0\x80\"", "\"\xED\xA0\x80\"", "\"\xF4\x90\x80\x80\"", "\"\xEF\xBF\xBF\"", "\"\x7F\"", "\"\x1F\"",
      "[,]", "[1,]", "{,}", "{\"a\":1,}", "{\"a\"}", "{\"a\":}", "[}", "{]", "tru", "nulls", "True",
      "[\"a\"\"b\"]", "{\"a\":1,\"a\":2}", "\f[]", "[]\v", " [ ] ", "\"\\/\"", "\"\\'\"",
  };
  for (const char* c : cases) differ(c, t);
  differ(std::string_view("\"\0\"", 3), t);
  differ(std::string_view("[0]\0", 4), t);
  differ(std::string_view("[0] \0 x", 6), t);
  differ("\xEF\xBB\xBF[1]", t);
  CHECK(t.overflow == 4);  // 1e400, -1e400, [1e400.5], [1e400,1]
  CHECK(t.nul == 2);
  CHECK(t.bom == 1);
}
